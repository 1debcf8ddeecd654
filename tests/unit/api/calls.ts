import type { ApiClient } from '../../../src/api/client'
import { getAllCourses, getCourse } from '../../../src/api/courses'
import { addCourse, getEducatorCourses, getEducatorDashboard, getEnrolledStudents } from '../../../src/api/educator'
import { addUserRating, getCourseProgress, updateCourseProgress } from '../../../src/api/progress'
import { purchaseCourse } from '../../../src/api/purchase'
import { updateRoleToEducator } from '../../../src/api/role'
import type { NewCourse } from '../../../src/api/types'
import { getEnrolledCourses, getUserData } from '../../../src/api/user'

/** A course as the API sends it, for success answers. */
export const apiCourse = {
  _id: 'course-1',
  courseTitle: 'Modern JavaScript',
  courseDescription: '<p>Learn <strong>JavaScript</strong>.</p>',
  courseThumbnail: 'https://cdn.example/js.png',
  coursePrice: 49.99,
  discount: 10,
  isPublished: true,
  educator: { _id: 'edu-1', name: 'Ananya Krishnan', imageUrl: 'https://cdn.example/a.png' },
  courseRatings: [{ userId: 'u1', rating: 4 }],
  enrolledStudents: ['u1', 'u2'],
  courseContent: [
    {
      chapterId: 'ch1',
      chapterOrder: 1,
      chapterTitle: 'Basics',
      chapterContent: [
        {
          lectureId: 'l1',
          lectureTitle: 'Variables',
          lectureDuration: 12,
          lectureUrl: 'https://youtu.be/abcdefghijk',
          isPreviewFree: true,
          lectureOrder: 1,
        },
      ],
    },
  ],
  createdAt: '2026-03-12T10:00:00.000Z',
}

export const newCourse: NewCourse = {
  courseTitle: 'Rust for Web Developers',
  courseDescription: '<p>Ownership, borrowing and more.</p>',
  coursePrice: 59,
  discount: 15,
  courseContent: [
    {
      chapterId: 'c1',
      chapterOrder: 1,
      chapterTitle: 'Ownership',
      chapterContent: [
        {
          lectureId: 'x1',
          lectureTitle: 'Moves',
          lectureDuration: 9,
          lectureUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
          isPreviewFree: false,
          lectureOrder: 1,
        },
      ],
    },
  ],
}

export const thumbnailFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'thumb.png', { type: 'image/png' })

export type ApiCall = {
  name: string
  method: 'GET' | 'POST'
  path: string
  bearer: boolean
  invoke: (api: ApiClient, signal?: AbortSignal) => Promise<unknown>
  /** The JSON body the call must send (undefined: no body); multipart calls check their form separately. */
  body?: unknown
  multipart?: boolean
  /** A valid success answer. */
  answer: Record<string, unknown>
  /** What the function returns for that answer. */
  result: unknown
}

/** The 13 calls of docs/api.md#calls (progress in both path variants makes 14 rows). */
export const API_CALLS: ApiCall[] = [
  {
    name: 'getAllCourses',
    method: 'GET',
    path: '/api/course/all',
    bearer: false,
    invoke: (api, signal) => getAllCourses(api, signal),
    answer: { success: true, courses: [apiCourse] },
    result: [expect.objectContaining({ _id: 'course-1', courseTitle: 'Modern JavaScript', coursePrice: 49.99 })],
  },
  {
    name: 'getCourse',
    method: 'GET',
    path: '/api/course/course-1',
    bearer: false,
    invoke: (api, signal) => getCourse(api, 'course-1', signal),
    answer: { success: true, courseData: apiCourse },
    result: expect.objectContaining({
      _id: 'course-1',
      educator: expect.objectContaining({ name: 'Ananya Krishnan' }),
    }),
  },
  {
    name: 'getUserData',
    method: 'GET',
    path: '/api/user/data',
    bearer: true,
    invoke: (api, signal) => getUserData(api, signal),
    answer: {
      success: true,
      user: { _id: 'u1', name: 'Rohan', imageUrl: 'https://cdn.example/r.png', enrolledCourses: ['course-1'] },
    },
    result: expect.objectContaining({ _id: 'u1', enrolledCourses: ['course-1'] }),
  },
  {
    name: 'getEnrolledCourses',
    method: 'GET',
    path: '/api/user/data/enrolled-courses',
    bearer: true,
    invoke: (api, signal) => getEnrolledCourses(api, signal),
    answer: { success: true, enrolledCourses: [apiCourse] },
    result: [expect.objectContaining({ _id: 'course-1' })],
  },
  {
    name: 'purchaseCourse',
    method: 'POST',
    path: '/api/user/purchase',
    bearer: true,
    invoke: (api) => purchaseCourse(api, 'course-1'),
    body: { courseId: 'course-1' },
    answer: { success: true, sessionUrl: 'https://checkout.stripe.com/c/pay/cs_test_1' },
    result: 'https://checkout.stripe.com/c/pay/cs_test_1',
  },
  {
    name: 'getCourseProgress',
    method: 'POST',
    path: '/api/user/get-course-progress',
    bearer: true,
    invoke: (api, signal) => getCourseProgress(api, 'course-1', { signal }),
    body: { courseId: 'course-1' },
    answer: { success: true, progressData: { courseId: 'course-1', completedLectures: ['l1'] } },
    result: { courseId: 'course-1', completedLectures: ['l1'] },
  },
  {
    name: 'getCourseProgress (trailing slash)',
    method: 'POST',
    path: '/api/user/get-course-progress/',
    bearer: true,
    invoke: (api, signal) => getCourseProgress(api, 'course-1', { signal, variant: 'trailing-slash' }),
    body: { courseId: 'course-1' },
    answer: { success: true, progressData: null },
    result: null,
  },
  {
    name: 'updateCourseProgress',
    method: 'POST',
    path: '/api/user/update-course-progress',
    bearer: true,
    invoke: (api) => updateCourseProgress(api, 'course-1', 'l1'),
    body: { courseId: 'course-1', lectureId: 'l1' },
    answer: { success: true, message: 'Progress Updated' },
    result: 'Progress Updated',
  },
  {
    name: 'addUserRating',
    method: 'POST',
    path: '/api/user/add-user-rating',
    bearer: true,
    invoke: (api) => addUserRating(api, 'course-1', 4),
    body: { courseId: 'course-1', rating: 4 },
    answer: { success: true, message: 'Rating added' },
    result: 'Rating added',
  },
  {
    name: 'getEducatorDashboard',
    method: 'GET',
    path: '/api/educator/dashboard',
    bearer: true,
    invoke: (api, signal) => getEducatorDashboard(api, signal),
    answer: {
      success: true,
      dashboardData: {
        totalCourses: 3,
        totalEarnings: 120.5,
        enrolledStudentsData: [
          { courseTitle: 'Modern JavaScript', student: { _id: 'u1', name: 'Rohan', imageUrl: '' } },
        ],
      },
    },
    result: expect.objectContaining({ totalCourses: 3, totalEarnings: 120.5 }),
  },
  {
    name: 'updateRoleToEducator',
    method: 'POST',
    path: '/api/educator/update-role',
    bearer: true,
    invoke: (api) => updateRoleToEducator(api),
    body: undefined,
    answer: { success: true, message: 'You can publish a course now' },
    result: 'You can publish a course now',
  },
  {
    name: 'addCourse',
    method: 'POST',
    path: '/api/educator/add-course',
    bearer: true,
    invoke: (api, signal) => addCourse(api, newCourse, thumbnailFile(), { signal }),
    multipart: true,
    answer: { success: true, message: 'Course Added' },
    result: 'Course Added',
  },
  {
    name: 'getEducatorCourses',
    method: 'GET',
    path: '/api/educator/courses',
    bearer: true,
    invoke: (api, signal) => getEducatorCourses(api, signal),
    answer: { success: true, courses: [{ ...apiCourse, educator: 'edu-1' }] },
    result: [expect.objectContaining({ _id: 'course-1', educator: { _id: 'edu-1', name: '' } })],
  },
  {
    name: 'getEnrolledStudents',
    method: 'GET',
    path: '/api/educator/enrolled-students',
    bearer: true,
    invoke: (api, signal) => getEnrolledStudents(api, signal),
    answer: {
      success: true,
      enrolledStudents: [
        {
          student: { _id: 'u1', name: 'Rohan', imageUrl: '' },
          courseTitle: 'Modern JavaScript',
          purchaseDate: '2026-03-12T10:00:00.000Z',
        },
      ],
    },
    result: [expect.objectContaining({ courseTitle: 'Modern JavaScript', purchaseDate: '2026-03-12T10:00:00.000Z' })],
  },
]
