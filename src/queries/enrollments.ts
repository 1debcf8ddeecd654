import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { ApiClient } from '../api/client'
import { toastError } from '../api/queryClient'
import type { Course, User } from '../api/types'
import { getEnrolledCourses, getUserData, purchaseCourse } from '../api/user'
import { useAuth } from '../auth/AuthContext'
import { apiOrigin, config } from '../config/env'
import { isEnrolledIn } from '../domain/enrollment'
import { notify } from '../lib/notify'
import { isAllowedCheckoutUrl } from '../lib/safeRedirect'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { useResource, type Resource } from './resource'
import { useGuardedMutation } from './useGuardedMutation'

export function userDataQuery(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.userData(userId),
    queryFn: ({ signal }) => getUserData(api, signal),
    enabled: userId !== null,
  })
}

const newestFirst = (list: Course[]) => [...list].reverse()

export function enrolledCoursesQuery(api: ApiClient, userId: string | null) {
  return queryOptions({
    queryKey: queryKeys.enrolledCourses(userId),
    queryFn: ({ signal }) => getEnrolledCourses(api, signal),
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
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.userData(userId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.enrolledCourses(userId) }),
    ])
  }
}

export const ENROLL_MESSAGES = {
  signedOut: 'Please login to enroll the course',
  alreadyEnrolled: 'You are already enrolled in this course',
  visitEnrollments: 'please visit the my enrollments page to access the course',
  badCheckout: 'Payment could not be started. Please try again.',
  fallback: 'Something went wrong',
} as const

/**
 * "Enroll Now": signed out, an error toast; already enrolled, two toasts; otherwise POST purchase
 * and leave for the returned checkout page, but only if it passes the checkout allow-list. The
 * latch stays closed once the page is being left, and opens again when the browser's Back button
 * restores this page from its back/forward cache.
 */
export function usePurchaseCourse(courseId: string) {
  const { api } = useApiSession()
  const { isSignedIn } = useAuth()
  const userData = useUserDataQuery()
  const enrolledCourses = useEnrolledCoursesQuery(userData)
  const [isLeaving, setIsLeaving] = useState(false)
  const purchase = useGuardedMutation({
    mutationFn: (id: string) => purchaseCourse(api, id),
    meta: { errorFallback: ENROLL_MESSAGES.fallback },
    keepLatchedOnSuccess: true,
    onSuccess: (sessionUrl) => {
      if (isAllowedCheckoutUrl(sessionUrl, { apiOrigin: apiOrigin(), extraHosts: config.checkoutHosts })) {
        setIsLeaving(true)
        window.location.assign(sessionUrl)
        return
      }
      purchase.release()
      toastError(ENROLL_MESSAGES.badCheckout)
    },
  })

  const { release, reset } = purchase
  useEffect(() => {
    function handlePageShow(event: PageTransitionEvent) {
      if (!event.persisted) return
      release()
      reset()
      setIsLeaving(false)
    }
    window.addEventListener('pageshow', handlePageShow)
    return () => window.removeEventListener('pageshow', handlePageShow)
  }, [release, reset])

  const isAlreadyEnrolled = isEnrolledIn(courseId, userData.data, enrolledCourses.data)

  function enroll() {
    purchase.submit(() => {
      if (!isSignedIn) {
        notify.error(ENROLL_MESSAGES.signedOut, { toastId: 'enroll:signed-out' })
        return false
      }
      if (isAlreadyEnrolled) {
        notify.success(ENROLL_MESSAGES.alreadyEnrolled)
        notify.error(ENROLL_MESSAGES.visitEnrollments)
        return false
      }
      return courseId
    })
  }

  return {
    enroll,
    isAlreadyEnrolled,
    isBusy: purchase.isPending || isLeaving,
    // Until the learner's data says which courses they own, a click could buy one they already have.
    isCheckingEnrollment: isSignedIn && userData.status === 'pending',
  }
}
