import { useQueries } from '@tanstack/react-query'
import { queryKeys } from '../../../api/queryKeys'
import type { Course } from '../../../api/types'
import { getCourseProgress } from '../../../api/user'
import { useAppContext } from '../../../context/AppContext'
import { completedLectureCount } from '../../../domain/progress'

/** One row's progress: still loading, failed (the global toast has said so), or the completed count. */
export type CourseProgress = { status: 'pending' } | { status: 'error' } | { status: 'success'; completed: number }

/**
 * The progress of every enrolled course, loaded together (one request per course, in parallel). The
 * player reads and refreshes the same cache entries, so marking a lecture complete shows up here too.
 */
export function useEnrolmentProgress(courses: readonly Course[]): ReadonlyMap<string, CourseProgress> {
  const { api, userId } = useAppContext()
  const results = useQueries({
    queries: courses.map((course) => ({
      queryKey: queryKeys.progress(userId, course._id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getCourseProgress(api, course._id, { signal }),
      enabled: userId !== null,
    })),
  })
  const progress = new Map<string, CourseProgress>()
  courses.forEach((course, index) => {
    const result = results[index]
    // Data from an earlier load stays on screen when a later refetch fails; null means "not started".
    if (result && result.data !== undefined) {
      progress.set(course._id, {
        status: 'success',
        completed: completedLectureCount(course, result.data?.completedLectures ?? []),
      })
    } else if (result?.isError) progress.set(course._id, { status: 'error' })
    else progress.set(course._id, { status: 'pending' })
  })
  return progress
}
