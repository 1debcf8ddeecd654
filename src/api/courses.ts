import * as v from 'valibot'
import type { ApiClient, StreamedAnswer } from './client'
import { createObjectStreamReader } from './catalogueStream'
import { courseSchema, type Course } from './types'

// The list is read and checked course by course as it streams in; the answer's own members here.
const allCoursesAnswer = v.object({ courses: v.array(v.unknown()) })
const courseAnswer = v.object({ courseData: courseSchema })

/** Told the courses checked so far, in the API's order, each time more have arrived (the same growing list). */
export type CoursesArrived = (courses: readonly Course[]) => void

/**
 * GET /api/course/all: the published catalogue (without courseContent and enrolledStudents on the hosted API).
 * Read as it streams in (docs/data-flow.md#the-catalogue-as-it-streams-in): each course is checked as it arrives
 * and one that fails the course rules is left out; `onArrived` hears of the others as they come. An answer that
 * says `success: false`, wherever that member sits, is an error and none of its courses are passed on after it.
 */
export async function getAllCourses(
  api: ApiClient,
  signal?: AbortSignal,
  onArrived?: CoursesArrived,
): Promise<Course[]> {
  const reader = createObjectStreamReader('courses')
  const courses: Course[] = []
  const answer: StreamedAnswer = {
    push(text) {
      const items = reader.push(text)
      if (reader.fields.success === false) return
      const before = courses.length
      for (const item of items) {
        const checked = v.safeParse(courseSchema, item)
        if (checked.success) courses.push(checked.output)
      }
      if (courses.length > before) onArrived?.(courses)
    },
    end() {
      reader.end()
      // The courses were checked one by one above; the client checks the rest of the answer.
      return { ...reader.fields, courses: reader.sawArray ? [] : undefined }
    },
  }
  await api.getStreamed('/api/course/all', allCoursesAnswer, answer, { signal })
  return courses
}

/** GET /api/course/{id}: one course; paid lectures come with an empty lectureUrl. */
export async function getCourse(api: ApiClient, courseId: string, signal?: AbortSignal): Promise<Course> {
  const answer = await api.get(`/api/course/${encodeURIComponent(courseId)}`, courseAnswer, { signal })
  return answer.courseData
}
