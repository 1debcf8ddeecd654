import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { ApiClient } from '../api/client'
import * as v from 'valibot'
import { courseSchema, userSchema, type Course, type User } from '../api/types'
import { getEnrolledCourses, getUserData } from '../api/user'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { useResource, type Resource } from './resource'
import { savedCopyQuery } from './savedCopies'

const enrolledCoursesSchema = v.array(courseSchema)

export function userDataQuery(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.userData(userId),
    ...savedCopyQuery(userId, 'user', userSchema, (signal) => getUserData(api, signal)),
    enabled: userId !== null,
  })
}

const newestFirst = (list: Course[]) => [...list].reverse()

export function enrolledCoursesQuery(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.enrolledCourses(userId),
    ...savedCopyQuery(userId, 'enrolled-courses', enrolledCoursesSchema, (signal) => getEnrolledCourses(api, signal)),
    // My Enrollments lists the newest purchase first: the reverse of the answer's order.
    select: newestFirst,
  })
}

/** The signed-in learner; its status stays 'pending' while signed out (nothing is asked). */
export function useUserDataQuery(): Resource<User> {
  const { api, userId } = useApiSession()
  return useResource(useQuery(userDataQuery(api, userId)))
}

/**
 * The learner's courses with real lecture links, asked for once user data is known. They wait for
 * user data, so when that fails this list fails with it (no endless loader) and "Try again" asks
 * for user data again.
 */
export function useEnrolledCoursesQuery(user: Resource<User>): Resource<Course[]> {
  const { api, userId } = useApiSession()
  const enrolled = useResource(
    useQuery({ ...enrolledCoursesQuery(api, userId), enabled: userId !== null && user.status === 'success' }),
  )
  const isUserFailure = enrolled.data === undefined && user.status === 'error'
  return useMemo(() => (isUserFailure ? { ...user, data: undefined } : enrolled), [isUserFailure, user, enrolled])
}

/** Reads the learner's data and courses again (back from the checkout, say). */
export function useReloadLearner(): () => Promise<void> {
  const queryClient = useQueryClient()
  const { userId } = useApiSession()
  return async () => {
    const keys = [queryKeys.userData(userId), queryKeys.enrolledCourses(userId)]
    // A first read still unanswered may predate the purchase, and a refetch would only join it (TanStack
    // restarts a read in flight only once the query holds data): cancel it, so a new read is made.
    await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })))
    await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  }
}
