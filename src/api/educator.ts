import * as v from 'valibot'
import { postForMessage, type ApiClient } from './client'
import {
  courseSchema,
  dashboardDataSchema,
  enrolledStudentRecordSchema,
  type Course,
  type DashboardData,
  type EnrolledStudentRecord,
  type NewCourse,
} from './types'

const dashboardAnswer = v.object({ dashboardData: dashboardDataSchema })
const coursesAnswer = v.object({ courses: v.array(courseSchema) })
const enrolledStudentsAnswer = v.object({ enrolledStudents: v.array(enrolledStudentRecordSchema) })

/** GET /api/educator/dashboard (educator only). */
export async function getEducatorDashboard(api: ApiClient, signal?: AbortSignal): Promise<DashboardData> {
  const answer = await api.get('/api/educator/dashboard', dashboardAnswer, { auth: true, signal })
  return answer.dashboardData
}

/** POST /api/educator/add-course: multipart `courseData` (JSON text) and `courseThumbnail` (file). */
export async function addCourse(
  api: ApiClient,
  course: NewCourse,
  thumbnail: File | null,
  options: { signal?: AbortSignal; onUploadProgress?: (fraction: number) => void } = {},
): Promise<string> {
  const form = new FormData()
  form.append('courseData', JSON.stringify(course))
  if (thumbnail) form.append('courseThumbnail', thumbnail)
  return postForMessage(api, '/api/educator/add-course', form, { auth: true, ...options })
}

/** GET /api/educator/courses: the educator's own courses with enrolledStudents and createdAt. */
export async function getEducatorCourses(api: ApiClient, signal?: AbortSignal): Promise<Course[]> {
  const answer = await api.get('/api/educator/courses', coursesAnswer, { auth: true, signal })
  return answer.courses
}

/** GET /api/educator/enrolled-students: one record per purchase. */
export async function getEnrolledStudents(api: ApiClient, signal?: AbortSignal): Promise<EnrolledStudentRecord[]> {
  const answer = await api.get('/api/educator/enrolled-students', enrolledStudentsAnswer, { auth: true, signal })
  return answer.enrolledStudents
}
