import { http, HttpResponse, type JsonBodyType } from 'msw'
import { server } from '../../mocks/server'
import type { Chapter, Course, Lecture } from '../../../src/api/types'
import { LEARNER } from '../../utils/render'

/** Fixtures are typed with the app's own shapes; they go over the wire as JSON and parse back the same. */
export type ApiLecture = Lecture
export type ApiChapter = Chapter
export type ApiCourse = Course

export function lecture(id: string, title: string, minutes: number, url: string, order = 1): ApiLecture {
  return {
    lectureId: id,
    lectureTitle: title,
    lectureDuration: minutes,
    lectureUrl: url,
    isPreviewFree: false,
    lectureOrder: order,
  }
}

export function course(id: string, title: string, chapters: ApiChapter[], extra: Partial<ApiCourse> = {}): ApiCourse {
  return {
    _id: id,
    courseTitle: title,
    courseDescription: '<p>About the course</p>',
    courseThumbnail: `http://localhost:3000/thumbnails/${id}.png`,
    coursePrice: 50,
    discount: 10,
    educator: { _id: 'user_educator', name: 'Ananya Krishnan' },
    courseRatings: [],
    enrolledStudents: [LEARNER.id],
    courseContent: chapters,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  }
}

/** A course with two chapters: watch-style and short links, a lecture without a link and one that is not YouTube. */
export const JS_COURSE = course('course_js', 'JavaScript Essentials', [
  {
    chapterId: 'ch_1',
    chapterOrder: 1,
    chapterTitle: 'Getting Started',
    chapterContent: [
      lecture('lec_1', 'Welcome', 10, 'https://www.youtube.com/watch?v=AAAAAAAAAAA', 1),
      lecture('lec_2', 'Variables', 20, 'https://youtu.be/BBBBBBBBBBB', 2),
    ],
  },
  {
    chapterId: 'ch_2',
    chapterOrder: 2,
    chapterTitle: 'Going Further',
    chapterContent: [
      lecture('lec_3', 'Reading notes', 15, '', 1),
      lecture('lec_4', 'Guest talk', 45, 'https://vimeo.com/123456', 2),
      lecture('lec_5', 'Broken link', 5, 'javascript:alert(1)', 3),
    ],
  },
])

export const CSS_COURSE = course('course_css', 'CSS Layouts', [
  {
    chapterId: 'ch_css',
    chapterOrder: 1,
    chapterTitle: 'Flexbox',
    chapterContent: [
      lecture('css_1', 'Flex basics', 30, 'https://youtu.be/CCCCCCCCCCC', 1),
      lecture('css_2', 'Alignment', 30, 'https://youtu.be/DDDDDDDDDDD', 2),
    ],
  },
])

export const USER_DATA = {
  _id: LEARNER.id,
  name: LEARNER.fullName,
  imageUrl: LEARNER.imageUrl,
  enrolledCourses: [] as string[],
}

export type Call = { method: string; path: string; body: unknown; authorization: string | null }

type LearnerApiOptions = {
  /** Successive answers of enrolled-courses; the last one repeats. */
  enrolled?: ApiCourse[] | ApiCourse[][]
  /** completedLectures per course id; a course absent from the map has no progress (null). */
  progress?: Record<string, string[]>
  /** Course ids whose progress load fails. */
  failingProgress?: string[]
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * The learner's side of the API for screen tests. Every call is recorded with its method, path,
 * JSON body and Authorization header, so tests can assert the wire.
 */
export function mockLearnerApi(options: LearnerApiOptions = {}) {
  const calls: Call[] = []
  const answers: ApiCourse[][] =
    options.enrolled === undefined
      ? [[]]
      : Array.isArray(options.enrolled[0])
        ? (options.enrolled as ApiCourse[][])
        : [options.enrolled as ApiCourse[]]
  let enrolledReads = 0
  const progress = new Map(Object.entries(options.progress ?? {}))

  async function record(request: Request): Promise<Call> {
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: await readBody(request),
      authorization: request.headers.get('Authorization'),
    }
    calls.push(call)
    return call
  }

  const progressHandler = async ({ request }: { request: Request }) => {
    const call = await record(request)
    const courseId = (call.body as { courseId?: string } | undefined)?.courseId ?? ''
    if (options.failingProgress?.includes(courseId)) {
      return HttpResponse.json({ success: false, message: 'Progress is unavailable right now' })
    }
    const completedLectures = progress.get(courseId)
    return HttpResponse.json({
      success: true,
      progressData: completedLectures ? { courseId, completedLectures } : null,
    })
  }

  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', async ({ request }) => {
      await record(request)
      const current = answers[Math.min(enrolledReads, answers.length - 1)] ?? []
      return HttpResponse.json({ success: true, user: { ...USER_DATA, enrolledCourses: current.map((c) => c._id) } })
    }),
    http.get('*/api/user/data/enrolled-courses', async ({ request }) => {
      await record(request)
      const current = answers[Math.min(enrolledReads, answers.length - 1)] ?? []
      enrolledReads += 1
      return HttpResponse.json({ success: true, enrolledCourses: current } as JsonBodyType)
    }),
    http.post('*/api/user/get-course-progress', progressHandler),
    http.post('*/api/user/get-course-progress/', progressHandler),
  )

  return {
    calls,
    /** Calls to one path, in order. */
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    /** Changes what the server says about a course's progress (e.g. after update-course-progress). */
    setProgress: (courseId: string, completedLectures: string[]) => progress.set(courseId, completedLectures),
    enrolledReads: () => enrolledReads,
  }
}

/** update-course-progress that records the lecture; `refuse` answers success:false instead. Returns the ids posted. */
export function acceptProgressUpdates(api: ReturnType<typeof mockLearnerApi>, initial: string[] = [], refuse = false) {
  const completed = [...initial]
  const posted: string[] = []
  server.use(
    http.post('*/api/user/update-course-progress', async ({ request }) => {
      const body = (await request.json()) as { courseId: string; lectureId: string }
      posted.push(body.lectureId)
      if (refuse) return HttpResponse.json({ success: false, message: 'Progress could not be saved' })
      completed.push(body.lectureId)
      api.setProgress(body.courseId, [...completed])
      return HttpResponse.json({ success: true, message: 'Progress Updated' })
    }),
  )
  return posted
}
