import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApiClient } from '../api/client'
import { getAllCourses, getCourse } from '../api/courses'
import { ApiError, isApiError } from '../api/errors'
import type { Course } from '../api/types'
import { useApiSession } from './ApiClientProvider'
import { arrivingCoursesOf } from './arrivingCourses'
import { keepCataloguePreview } from './cataloguePreview'
import { queryKeys } from './keys'
import { useResource, type Resource } from './resource'

/** The published catalogue (loaded at start by AppContextProvider; read it through useAppContext). */
export function coursesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.courses,
    queryFn: async ({ signal, client }) => {
      // Only a first answer is shown as it arrives: once there is a catalogue, a new one replaces it when complete.
      const arriving = client.getQueryData(queryKeys.courses) === undefined ? arrivingCoursesOf(client) : null
      arriving?.restart()
      // Courses already on screen (from an answer that stopped partway) count as arrived: "Try again" asks once.
      let hasArrived = arriving?.getSnapshot() != null
      let marked = false
      try {
        const courses = await getAllCourses(api, signal, (sofar) => {
          // The benchmark counts long tasks while the catalogue streams in from here.
          if (!marked) performance.mark?.('catalogue-first-courses')
          marked = true
          hasArrived = true
          arriving?.arrive(sofar)
        })
        arriving?.settle('complete')
        keepCataloguePreview(courses)
        return courses
      } catch (error) {
        const isRefused = isApiError(error) && error.kind === 'server'
        arriving?.settle(isRefused ? 'refused' : 'stopped')
        // Courses are on screen under an "incomplete" notice with "Try again": the learner chooses to download
        // the answer again, rather than an automatic retry doing so behind their back.
        throw hasArrived && !isRefused ? withoutRetry(error) : error
      }
    },
  })
}

/** The same failure, but not one TanStack Query asks again by itself. */
function withoutRetry(error: unknown): unknown {
  if (!isApiError(error) || !error.retryable) return error
  return new ApiError(error.kind, error.message, error.status, { cause: error.cause })
}

/**
 * One course, shared by the course page and its route, which starts the request while the page's
 * code downloads; the page then picks up the same request.
 */
export function courseQuery(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: queryKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(api, courseId, signal),
  })
}

/**
 * Starts (and keeps loading and reloading) the course for the route that mounts it, without
 * re-rendering that route when the answer comes.
 */
export function useStartCourseLoad(courseId: string): void {
  const { api } = useApiSession()
  const queryClient = useQueryClient()
  // Asked for while the route renders, not after the whole first render has committed (a query starts
  // in an effect): on a phone that render takes a few hundred milliseconds. Same key, so one request.
  const query = courseQuery(api, courseId)
  if (queryClient.getQueryState(query.queryKey) === undefined) void queryClient.prefetchQuery(query)
  useQuery({ ...query, notifyOnChangeProps: [] })
}

/**
 * The course page's course. A failure that arrived before the page's code did is shown, not
 * fetched again behind the route's back (retryOnMount off: the route's observer does the loading).
 */
export function useCourse(courseId: string): Resource<Course> {
  const { api } = useApiSession()
  return useResource(useQuery({ ...courseQuery(api, courseId), retryOnMount: false }))
}
