import * as v from 'valibot'
import type { ApiClient } from './client'
import { courseSchema, type Course } from './types'
import { validateInSlices } from './validateInSlices'

// The list's items are validated a slice at a time (validateInSlices), the envelope here.
const allCoursesAnswer = v.object({ courses: v.array(v.unknown()) })
const courseAnswer = v.object({ courseData: courseSchema })

/** GET /api/course/all: the published catalogue (without courseContent and enrolledStudents on the hosted API). */
export async function getAllCourses(api: ApiClient, signal?: AbortSignal): Promise<Course[]> {
  const answer = await api.get('/api/course/all', allCoursesAnswer, { signal })
  return validateInSlices(answer.courses, courseSchema, signal)
}

/** GET /api/course/{id}: one course; paid lectures come with an empty lectureUrl. */
export async function getCourse(api: ApiClient, courseId: string, signal?: AbortSignal): Promise<Course> {
  const answer = await api.get(`/api/course/${encodeURIComponent(courseId)}`, courseAnswer, { signal })
  return answer.courseData
}
