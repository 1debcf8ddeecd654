import { queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useSyncExternalStore } from 'react'
import type { ApiClient } from '../api/client'
import { progressDataSchema, type Course } from '../api/types'
import { getCourseProgress, updateCourseProgress, type ProgressPathVariant } from '../api/progress'
import { completedLectureCount } from '../domain/progress'
import { notify } from '../lib/notify'
import { isBrowserOffline } from '../lib/online'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { useResource, type Resource } from './resource'
import { useGuardedMutation } from './useGuardedMutation'
import { savedCopyQuery } from './savedCopies'
import { addPendingLecture, pendingLectures, subscribeToPendingLectures } from './pendingProgress'
import { isUnreachable } from './progressSync'
import { t } from '@lingui/core/macro'

function progressQuery(api: ApiClient, userId: string | null, courseId: string, variant?: ProgressPathVariant) {
  return queryOptions({
    queryKey: queryKeys.progress(userId, courseId),
    ...savedCopyQuery(userId, `progress.${courseId}`, progressDataSchema, (signal) =>
      getCourseProgress(api, courseId, { signal, variant }),
    ),
    enabled: userId !== null,
    // null means "not started": no lecture completed yet.
    select: (progress) => progress?.completedLectures ?? [],
  })
}

/** The ids of the lectures the learner completed in one course (the player's ticks). */
export function useCourseProgress(courseId: string): Resource<string[]> {
  const { api, userId } = useApiSession()
  // The player uses the trailing-slash form of the path; servers accept both.
  return useResource(useQuery(progressQuery(api, userId, courseId, 'trailing-slash')))
}

/** One enrolled course's progress: still loading, failed (the global toast said so), or the completed count. */
export type CourseProgress =
  | { status: 'pending' }
  | { status: 'error' }
  | { status: 'success'; completed: number; completedLectureIds: ReadonlySet<string> }

/**
 * The progress of every enrolled course, loaded together (one request per course, in parallel). The
 * player reads and refreshes the same cache entries, so marking a lecture complete shows up here too.
 */
export function useEnrollmentProgress(courses: readonly Course[]): ReadonlyMap<string, CourseProgress> {
  const { api, userId } = useApiSession()
  const results = useQueries({ queries: courses.map((course) => progressQuery(api, userId, course._id)) })
  const progress = new Map<string, CourseProgress>()
  courses.forEach((course, index) => {
    const result = results[index]
    // Data from an earlier load stays on screen when a later refetch fails.
    if (result?.data !== undefined) {
      progress.set(course._id, {
        status: 'success',
        completed: completedLectureCount(course, result.data),
        completedLectureIds: new Set(result.data),
      })
    } else if (result?.isError) progress.set(course._id, { status: 'error' })
    else progress.set(course._id, { status: 'pending' })
  })
  return progress
}

type MarkResult = { savedForLater: true } | { savedForLater: false; message: string }

/**
 * "Mark as Complete": records the lecture, then reloads the course's progress; the button stays
 * busy until the new progress is in. Repeating the call is harmless, but a burst sends one. Without a
 * connection the lecture is kept and sent once the browser is back online ("Saved — will sync").
 */
export function useMarkLectureComplete(courseId: string, options: { onSaved?: (lectureId: string) => void } = {}) {
  const { api, userId } = useApiSession()
  const queryClient = useQueryClient()
  const mutation = useGuardedMutation({
    mutationFn: async (lectureId: string): Promise<MarkResult> => {
      const keepForLater = () => userId !== null && addPendingLecture(userId, { courseId, lectureId })
      if (isBrowserOffline() && keepForLater()) return { savedForLater: true }
      try {
        return { savedForLater: false, message: await updateCourseProgress(api, courseId, lectureId) }
      } catch (error) {
        if (isUnreachable(error) && keepForLater()) return { savedForLater: true }
        throw error
      }
    },
    onSuccess: async (result, lectureId) => {
      if (result.savedForLater) return
      notify.success(result.message || t`Lecture marked as complete`)
      await queryClient.invalidateQueries({ queryKey: queryKeys.progress(userId, courseId) })
      // Called once the new progress is in, so the caller sees the course as the server now has it.
      options.onSaved?.(lectureId)
    },
  })
  return {
    markComplete: (lectureId: string) => mutation.submit(() => lectureId),
    isPending: mutation.isPending,
  }
}

/** The lectures of one course marked complete without a connection and not sent yet. */
export function usePendingLectureIds(courseId: string): ReadonlySet<string> {
  const { userId } = useApiSession()
  const pending = useSyncExternalStore(subscribeToPendingLectures, () => pendingLectures(userId))
  return useMemo(
    () => new Set(pending.filter((lecture) => lecture.courseId === courseId).map((lecture) => lecture.lectureId)),
    [pending, courseId],
  )
}
