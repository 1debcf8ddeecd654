import { queryOptions } from '@tanstack/react-query'
import type { ApiClient } from './client'
import { getCourse } from './courses'

/**
 * Query keys for TanStack Query. Everything that depends on who is signed in lives under
 * ['me', userId], so signing out drops it in one call.
 */
export const queryKeys = {
  courses: ['courses'] as const,
  course: (courseId: string) => ['course', courseId] as const,
  localAccounts: ['local-auth', 'accounts'] as const,
  me: (userId: string | null) => ['me', userId] as const,
  userData: (userId: string | null) => ['me', userId, 'user'] as const,
  enrolledCourses: (userId: string | null) => ['me', userId, 'enrolled-courses'] as const,
  progress: (userId: string | null, courseId: string) => ['me', userId, 'progress', courseId] as const,
  educatorDashboard: (userId: string | null) => ['me', userId, 'educator', 'dashboard'] as const,
  educatorCourses: (userId: string | null) => ['me', userId, 'educator', 'courses'] as const,
  enrolledStudents: (userId: string | null) => ['me', userId, 'educator', 'enrolled-students'] as const,
}

/**
 * The one course query, shared by the course page and the route that starts it early (the request
 * goes out while the page's code downloads, and the page then picks up the same request).
 */
export function courseQuery(api: ApiClient, courseId: string) {
  return queryOptions({
    queryKey: queryKeys.course(courseId),
    queryFn: ({ signal }) => getCourse(api, courseId, signal),
  })
}
