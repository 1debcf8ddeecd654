import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { Chapter, Course, Lecture } from '../../../src/api/types'
import { server } from '../../mocks/server'
import { LEARNER } from '../../utils/render'

export function makeLecture(id: string, title: string, minutes: number, extra: Partial<Lecture> = {}): Lecture {
  return {
    lectureId: id,
    lectureTitle: title,
    lectureDuration: minutes,
    lectureUrl: '',
    isPreviewFree: false,
    lectureOrder: 1,
    ...extra,
  }
}

export function makeChapter(id: string, title: string, lectures: Lecture[]): Chapter {
  return { chapterId: id, chapterOrder: 1, chapterTitle: title, chapterContent: lectures }
}

export function makeCourse(id: string, title: string, extra: Partial<Course> = {}): Course {
  return {
    _id: id,
    courseTitle: title,
    courseDescription: `<p>Learn ${title} step by step.</p>`,
    courseThumbnail: `http://localhost:3000/thumbnails/${id}.png`,
    coursePrice: 50,
    discount: 10,
    educator: { _id: 'user_educator', name: 'Ananya Krishnan' },
    courseRatings: [],
    enrolledStudents: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  }
}

/** A course as the detail call returns it: two chapters, free previews with and without a video id. */
export const DETAIL_COURSE = makeCourse('course_js', 'JavaScript Essentials', {
  coursePrice: 49.99,
  discount: 20,
  courseRatings: [
    { userId: 'u1', rating: 5 },
    { userId: 'u2', rating: 4 },
    { userId: 'u3', rating: 4 },
  ],
  enrolledStudents: ['u1', 'u2', 'u3', 'u4'],
  courseContent: [
    makeChapter('ch_1', 'Getting Started', [
      makeLecture('lec_1', 'Welcome to the course', 6, {
        isPreviewFree: true,
        lectureUrl: 'https://youtu.be/PkZNo7MFNFg',
      }),
      makeLecture('lec_2', 'Setting up your editor', 12, { isPreviewFree: true, lectureUrl: 'https://vimeo.com/1234' }),
      makeLecture('lec_3', 'Your first script', 47),
    ]),
    makeChapter('ch_2', 'Functions', [
      makeLecture('lec_4', 'Writing functions', 65),
      makeLecture('lec_5', 'Arrow functions', 20),
    ]),
  ],
})

export type Call = { method: string; path: string; body: unknown; authorization: string | null }

export async function recordCall(request: Request, calls: Call[]): Promise<Call> {
  const text = await request.clone().text()
  let body: unknown = undefined
  if (text !== '') {
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
  }
  const call = {
    method: request.method,
    path: new URL(request.url).pathname,
    body,
    authorization: request.headers.get('Authorization'),
  }
  calls.push(call)
  return call
}

/** GET /api/course/all answering with these courses. */
export function serveCatalogue(courses: Course[]): void {
  server.use(http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses } as JsonBodyType)))
}

/** GET /api/course/{id} answering with this course (any other id: 404 Course not found). */
export function serveCourse(course: Course): void {
  server.use(
    http.get('*/api/course/:id', ({ params }) => {
      // Falls through to the catalogue handler: /api/course/all matches this pattern too.
      if (params.id === 'all') return undefined
      return params.id === course._id
        ? HttpResponse.json({ success: true, courseData: course } as JsonBodyType)
        : HttpResponse.json({ success: false, message: 'Course not found' }, { status: 404 })
    }),
  )
}

/** The signed-in learner's data calls: enrolled in these course ids. */
export function serveLearner(enrolledCourseIds: string[] = []): void {
  server.use(
    http.get('*/api/user/data', () =>
      HttpResponse.json({
        success: true,
        user: {
          _id: LEARNER.id,
          name: LEARNER.fullName,
          imageUrl: LEARNER.imageUrl,
          enrolledCourses: enrolledCourseIds,
        },
      }),
    ),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.json({ success: true, enrolledCourses: [] })),
  )
}

/** Every request the app makes from now on, to show that a screen sent nothing. */
export function recordRequests(): Request[] {
  const requests: Request[] = []
  server.events.on('request:start', ({ request }) => requests.push(request))
  return requests
}

afterEach(() => {
  server.events.removeAllListeners()
})
