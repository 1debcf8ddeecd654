import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { addCourse, getEducatorCourses, getEducatorDashboard, getEnrolledStudents } from '../api/educator'
import type { Course, DashboardData, EnrolledStudentRecord, NewCourse } from '../api/types'
import { newestPurchaseFirst } from '../domain/enrollment'
import { notify } from '../lib/notify'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { useResource, type Resource } from './resource'
import { useGuardedMutation } from './useGuardedMutation'

/** The dashboard's totals and latest enrollments. Only educator screens call this. */
export function useEducatorDashboard(): Resource<DashboardData> {
  const { api, userId } = useApiSession()
  return useResource(
    useQuery({
      queryKey: queryKeys.educatorDashboard(userId),
      queryFn: ({ signal }) => getEducatorDashboard(api, signal),
    }),
  )
}

/** The educator's own courses, with enrolledStudents and createdAt. */
export function useEducatorCourses(): Resource<Course[]> {
  const { api, userId } = useApiSession()
  return useResource(
    useQuery({
      queryKey: queryKeys.educatorCourses(userId),
      queryFn: ({ signal }) => getEducatorCourses(api, signal),
    }),
  )
}

/** Everyone who bought one of the educator's courses, newest purchase first. */
export function useEnrolledStudents(): Resource<EnrolledStudentRecord[]> {
  const { api, userId } = useApiSession()
  return useResource(
    useQuery({
      queryKey: queryKeys.enrolledStudents(userId),
      queryFn: ({ signal }) => getEnrolledStudents(api, signal),
      select: newestPurchaseFirst,
    }),
  )
}

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
    meta: { errorFallback: 'Something went wrong' },
    onSuccess: (_message, { onPublished }) => {
      notify.success('Course added successfully')
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
