import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { matchPath, useLocation } from 'react-router-dom'
import type { ApiClient } from '../api/client'
import { getAllCourses, getCourse } from '../api/courses'
import { routes } from '../config/paths'
import { ApiError, isApiError } from '../api/errors'
import type { Course } from '../api/types'
import { useApiSession } from './ApiClientProvider'
import { arrivingCoursesOf } from './arrivingCourses'
import { keepCataloguePreview } from './cataloguePreview'
import { prepareCourseCardText } from '../domain/courseCard'
import { yieldToMain } from '../lib/scheduling'
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
      // In a task of its own while the answer is on its way, not in the one that draws the first cards.
      void yieldToMain().then(prepareCourseCardText)
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
 * Whether the catalogue may be asked for yet. Opened directly on a course page, it waits until that course's own
 * answer has come (or failed), or the learner has gone to another page: on a phone's link the catalogue (megabytes)
 * would otherwise share the bandwidth with the one small answer the page is waiting for. Everywhere else at once.
 * index.html leaves out its early catalogue request on a course page for the same reason (catalogueHintsPlugin).
 */
export function useCatalogueMayLoad(): boolean {
  const queryClient = useQueryClient()
  const { pathname } = useLocation()
  const [opened] = useState(() => ({ pathname, courseId: matchPath(routes.course, pathname)?.params.id ?? null }))
  const courseSettled = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () =>
      opened.courseId === null ||
      (queryClient.getQueryState(queryKeys.course(opened.courseId))?.status ?? 'pending') !== 'pending',
  )
  const mayLoad = courseSettled || pathname !== opened.pathname
  // Once asked for, the catalogue stays wanted (a later refetch of the course must not pause it).
  const [hasMayLoaded, setHasMayLoaded] = useState(mayLoad)
  if (mayLoad && !hasMayLoaded) setHasMayLoaded(true)
  return mayLoad || hasMayLoaded
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
