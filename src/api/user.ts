import * as v from 'valibot'
import type { ApiClient } from './client'
import { courseSchema, userSchema, type Course, type User } from './types'

const userAnswer = v.object({ user: userSchema })
const enrolledCoursesAnswer = v.object({ enrolledCourses: v.array(courseSchema) })

/** GET /api/user/data: the signed-in learner, with the ids of the courses they own. */
export async function getUserData(api: ApiClient, signal?: AbortSignal): Promise<User> {
  const answer = await api.get('/api/user/data', userAnswer, { auth: true, signal })
  return answer.user
}

/** GET /api/user/data/enrolled-courses: full courses with real lecture links. */
export async function getEnrolledCourses(api: ApiClient, signal?: AbortSignal): Promise<Course[]> {
  const answer = await api.get('/api/user/data/enrolled-courses', enrolledCoursesAnswer, { auth: true, signal })
  return answer.enrolledCourses
}
