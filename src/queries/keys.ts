/**
 * Query keys. Everything that depends on who is signed in lives under ['me', userId], so signing
 * out (or switching accounts) drops it in one call.
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
