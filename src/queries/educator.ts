import { useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { ApiClient } from '../api/client'
import { addCourse, getEducatorCourses, getEducatorDashboard, getEnrolledStudents } from '../api/educator'
import type { Course, DashboardData, EnrolledStudentRecord, NewCourse } from '../api/types'
import { newestPurchaseFirst } from '../domain/enrollment'
import { notify } from '../lib/notify'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { useResource, type Resource } from './resource'
import { useGuardedMutation } from './useGuardedMutation'
import { t } from '@lingui/core/macro'
import { MESSAGES } from '../api/errors'

/** An educator-only answer, kept under the signed-in educator's id. */
function useEducatorResource<T, S = T>(
  queryKey: (userId: string | null) => QueryKey,
  load: (api: ApiClient, signal: AbortSignal) => Promise<T>,
  select?: (data: T) => S,
): Resource<S> {
  const { api, userId } = useApiSession()
  return useResource(useQuery({ queryKey: queryKey(userId), queryFn: ({ signal }) => load(api, signal), select }))
}

/** The dashboard's totals and latest enrollments. Only educator screens call these hooks. */
export const useEducatorDashboard = (): Resource<DashboardData> =>
  useEducatorResource(queryKeys.educatorDashboard, getEducatorDashboard)

/** The educator's own courses, with enrolledStudents and createdAt. */
export const useEducatorCourses = (): Resource<Course[]> =>
  useEducatorResource(queryKeys.educatorCourses, getEducatorCourses)

/** Everyone who bought one of the educator's courses, newest purchase first. */
export const useEnrolledStudents = (): Resource<EnrolledStudentRecord[]> =>
  useEducatorResource(queryKeys.enrolledStudents, getEnrolledStudents, newestPurchaseFirst)

type Publication = { course: NewCourse; thumbnail: File | null; onPublished: () => void }

/**
 * Publishes a new course (multipart upload with progress, cancellable). On success it says
 * "Course added successfully", lets the form empty itself, and reloads My Courses, the dashboard and
 * the public catalogue in the background so the emptied form is usable at once. A failure keeps the
 * form as it is; the query client toasts the server's message.
 */
export function useAddCourse() {
  const { api, userId } = useApiSession()
  const queryClient = useQueryClient()
  const [uploaded, setUploaded] = useState<number | null>(null)
  const controller = useRef<AbortController | null>(null)
  const mutation = useGuardedMutation({
    mutationFn: ({ course, thumbnail }: Publication) => {
      controller.current = new AbortController()
      return addCourse(api, course, thumbnail, { signal: controller.current.signal, onUploadProgress: setUploaded })
    },
    meta: { errorFallback: MESSAGES.fallback },
    onSuccess: (_message, { onPublished }) => {
      notify.success(t`Course added successfully`)
      onPublished()
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.educatorCourses(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.educatorDashboard(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.courses }),
      ])
    },
    onSettled: () => {
      controller.current = null
      setUploaded(null)
    },
  })
  return {
    /** `prepare` validates the form and returns what to publish, or false to send nothing. */
    publish: (prepare: () => Publication | false) => mutation.submit(prepare),
    cancel: () => controller.current?.abort(),
    isPending: mutation.isPending,
    /** Upload progress from 0 to 1, null before the browser reports any. */
    uploaded,
  }
}
