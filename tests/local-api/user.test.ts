// @vitest-environment node
import fc from 'fast-check'
import * as v from 'valibot'
import { courseSchema, progressDataSchema, userSchema } from '../../src/api/types.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import { call, createTestApi, ORIGIN, signInAs, snapshot } from './helpers.ts'

const JS_COURSE = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const REACT_COURSE = DEMO_COURSE_IDS['react-in-practice'] ?? ''
const SQL_COURSE = DEMO_COURSE_IDS['sql-mastery'] ?? ''
const DOCKER_COURSE = DEMO_COURSE_IDS['docker-kubernetes'] ?? ''

/** Every call marked bearer in docs/api.md#calls, local identity calls included. */
const BEARER_CALLS: [string, string, unknown?][] = [
  ['GET', '/api/user/data'],
  ['GET', '/api/user/data/enrolled-courses'],
  ['POST', '/api/user/purchase', { courseId: JS_COURSE }],
  ['POST', '/api/user/get-course-progress', { courseId: JS_COURSE }],
  ['POST', '/api/user/get-course-progress/', { courseId: JS_COURSE }],
  ['POST', '/api/user/update-course-progress', { courseId: JS_COURSE, lectureId: 'x' }],
  ['POST', '/api/user/add-user-rating', { courseId: JS_COURSE, rating: 5 }],
  ['GET', '/api/educator/dashboard'],
  ['POST', '/api/educator/update-role'],
  ['POST', '/api/educator/add-course'],
  ['GET', '/api/educator/courses'],
  ['GET', '/api/educator/enrolled-students'],
  ['GET', '/local-auth/session'],
  ['POST', '/local-auth/sign-out'],
]

describe.each([
  ['no Authorization header', undefined],
  ['an unknown token', 'Bearer not-a-real-token'],
  ['a malformed header', 'Token abc'],
  ['an empty bearer', 'Bearer '],
])('with %s', (_label, authorization) => {
  test.each(BEARER_CALLS)('%s %s answers 401 and changes nothing', async (method, path, body) => {
    const { api } = createTestApi()
    const before = snapshot(api)
    const headers: Record<string, string> = { 'Content-Type': 'application/json' }
    if (authorization !== undefined) headers.Authorization = authorization
    const response = await api.fetch(
      new Request(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
    )
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ success: false, message: 'Not authorized. Please sign in.' })
    expect(snapshot(api)).toBe(before)
  })
})

test('user data answers the signed-in learner in the User shape', async () => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const { status, json } = await call(api, 'GET', '/api/user/data', { token })
  expect(status).toBe(200)
  const user = v.parse(userSchema, json.user)
  expect(user).toEqual({
    _id: DEMO_ACCOUNTS.learner._id,
    name: DEMO_ACCOUNTS.learner.name,
    fullName: DEMO_ACCOUNTS.learner.name,
    email: DEMO_ACCOUNTS.learner.email,
    imageUrl: expect.stringMatching(/^http:\/\/local\.test\/demo-assets\/avatars\/RM-\d+\.svg$/),
    enrolledCourses: [JS_COURSE, REACT_COURSE, SQL_COURSE],
  })
  expect(json.user).not.toHaveProperty('isListed')
})

test('enrolled courses carry the full content with the real lecture links', async () => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const { json } = await call(api, 'GET', '/api/user/data/enrolled-courses', { token })
  const courses = v.parse(v.array(courseSchema), json.enrolledCourses)
  expect(courses.map((course) => course._id)).toEqual([JS_COURSE, REACT_COURSE, SQL_COURSE])
  const lectures = courses.flatMap((course) => course.courseContent ?? []).flatMap((chapter) => chapter.chapterContent)
  expect(lectures.some((lecture) => !lecture.isPreviewFree)).toBe(true)
  for (const lecture of lectures)
    expect(lecture.lectureUrl).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)/)
  expect(courses[0]?.educator).toMatchObject({ _id: DEMO_ACCOUNTS.educator._id, name: DEMO_ACCOUNTS.educator.name })
})

test('a fresh learner has no enrolled courses', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const { json } = await call(api, 'GET', '/api/user/data/enrolled-courses', { token })
  expect(json).toEqual({ success: true, enrolledCourses: [] })
})

describe('purchase', () => {
  test('creates a pending purchase and a checkout session on the API origin, without enrolling', async () => {
    const { api } = createTestApi()
    const token = await signInAs.freshLearner(api)
    const purchasesBefore = api.store.database.purchases.length
    const { status, json } = await call(api, 'POST', '/api/user/purchase', { token, body: { courseId: DOCKER_COURSE } })
    expect(status).toBe(200)
    expect(json.success).toBe(true)
    expect(json.sessionUrl).toMatch(/^http:\/\/local\.test\/checkout\/cs_test_[A-Za-z0-9_-]{43}$/)
    const purchases = api.store.database.purchases
    expect(purchases).toHaveLength(purchasesBefore + 1)
    // 99.99 with 30% off.
    expect(purchases.at(-1)).toMatchObject({
      courseId: DOCKER_COURSE,
      userId: DEMO_ACCOUNTS.freshLearner._id,
      amount: 69.99,
      status: 'pending',
    })
    expect(api.store.user(DEMO_ACCOUNTS.freshLearner._id)?.enrolledCourses).toEqual([])
    expect(api.store.course(DOCKER_COURSE)?.enrolledStudents).not.toContain(DEMO_ACCOUNTS.freshLearner._id)
  })

  test('refuses a learner who is already enrolled, creating nothing', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    const before = snapshot(api)
    const { status, json } = await call(api, 'POST', '/api/user/purchase', { token, body: { courseId: JS_COURSE } })
    expect(status).toBe(409)
    expect(json).toEqual({ success: false, message: 'You are already enrolled in this course' })
    expect(snapshot(api)).toBe(before)
  })

  test.each([
    [{}, 400, 'courseId is required'],
    [{ courseId: '' }, 400, 'courseId is required'],
    [{ courseId: 42 }, 400, 'courseId is required'],
    [{ courseId: 'x'.repeat(500) }, 400, 'courseId is too long'],
    [{ courseId: 'no-such-course' }, 404, 'Course not found'],
  ])('body %j answers %i "%s" and changes nothing', async (body, status, message) => {
    const { api } = createTestApi()
    const token = await signInAs.freshLearner(api)
    const before = snapshot(api)
    const answer = await call(api, 'POST', '/api/user/purchase', { token, body })
    expect(answer.status).toBe(status)
    expect(answer.json).toEqual({ success: false, message })
    expect(snapshot(api)).toBe(before)
  })
})

test.each([
  ['/api/user/purchase'],
  ['/api/user/get-course-progress'],
  ['/api/user/update-course-progress'],
  ['/api/user/add-user-rating'],
  ['/local-auth/sign-in'],
  ['/local-auth/sign-up'],
])('malformed JSON to %s answers 400 and changes nothing', async (path) => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const before = snapshot(api)
  for (const rawBody of ['{"courseId":', 'not json', '[1,2]', '"text"', 'null']) {
    const answer = await call(api, 'POST', path, { token, rawBody, headers: { 'Content-Type': 'application/json' } })
    expect(answer.status).toBe(400)
    expect(answer.json.success).toBe(false)
    expect(answer.json.message).toMatch(/JSON/)
  }
  expect(snapshot(api)).toBe(before)
})

describe('course progress', () => {
  test('answers the learner’s partial progress, with and without the trailing slash', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    for (const path of ['/api/user/get-course-progress', '/api/user/get-course-progress/']) {
      const { status, json } = await call(api, 'POST', path, { token, body: { courseId: REACT_COURSE } })
      expect(status).toBe(200)
      const progress = v.parse(progressDataSchema, json.progressData)
      expect(progress?.courseId).toBe(REACT_COURSE)
      expect(progress?.completedLectures).toHaveLength(4)
    }
  })

  test('is null for a course not started, and for a course the user is not enrolled in', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    for (const courseId of [SQL_COURSE, DOCKER_COURSE]) {
      const { json } = await call(api, 'POST', '/api/user/get-course-progress', { token, body: { courseId } })
      expect(json).toEqual({ success: true, progressData: null })
    }
  })

  test('unknown and missing course ids are refused', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    const unknown = await call(api, 'POST', '/api/user/get-course-progress', { token, body: { courseId: 'nope' } })
    expect(unknown).toMatchObject({ status: 404, json: { success: false, message: 'Course not found' } })
    const missing = await call(api, 'POST', '/api/user/get-course-progress/', { token, body: {} })
    expect(missing).toMatchObject({ status: 400, json: { success: false, message: 'courseId is required' } })
  })

  test('marking a lecture complete records it once; repeating it is harmless', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    const lectureId = api.store.course(SQL_COURSE)?.courseContent[1]?.chapterContent[0]?.lectureId ?? ''
    const first = await call(api, 'POST', '/api/user/update-course-progress', {
      token,
      body: { courseId: SQL_COURSE, lectureId },
    })
    expect(first).toMatchObject({ status: 200, json: { success: true, message: 'Progress Updated' } })
    const again = await call(api, 'POST', '/api/user/update-course-progress', {
      token,
      body: { courseId: SQL_COURSE, lectureId },
    })
    expect(again).toMatchObject({ status: 200, json: { success: true, message: 'Lecture Already Completed' } })
    const { json } = await call(api, 'POST', '/api/user/get-course-progress', { token, body: { courseId: SQL_COURSE } })
    expect(json.progressData).toEqual({ courseId: SQL_COURSE, completedLectures: [lectureId] })
  })

  test.each([
    ['a course the learner is not enrolled in', 'docker', 'first', 403, 'You are not enrolled in this course'],
    ['a lecture of another course', 'sql', 'docker', 404, 'Lecture not found in this course'],
    ['a missing lecture id', 'sql', 'none', 400, 'lectureId is required'],
    ['an unknown course', 'unknown', 'first', 404, 'Course not found'],
  ])('refuses %s and changes nothing', async (_label, course, lecture, status, message) => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    const courseId = { docker: DOCKER_COURSE, sql: SQL_COURSE, unknown: 'nope' }[course]
    const lectureOf = (id: string) => api.store.course(id)?.courseContent[0]?.chapterContent[0]?.lectureId
    const lectureId = { first: lectureOf(DOCKER_COURSE), docker: lectureOf(DOCKER_COURSE), none: undefined }[lecture]
    const before = snapshot(api)
    const answer = await call(api, 'POST', '/api/user/update-course-progress', { token, body: { courseId, lectureId } })
    expect(answer).toMatchObject({ status, json: { success: false, message } })
    expect(snapshot(api)).toBe(before)
  })
})

describe('ratings', () => {
  test('an enrolled learner rates a course; a second rating replaces the first', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    const ratingsOf = () =>
      api.store.course(SQL_COURSE)?.courseRatings.filter((r) => r.userId === DEMO_ACCOUNTS.learner._id)
    const first = await call(api, 'POST', '/api/user/add-user-rating', {
      token,
      body: { courseId: SQL_COURSE, rating: 4 },
    })
    expect(first).toMatchObject({ status: 200, json: { success: true, message: 'Rating added' } })
    expect(ratingsOf()).toEqual([{ userId: DEMO_ACCOUNTS.learner._id, rating: 4 }])
    const second = await call(api, 'POST', '/api/user/add-user-rating', {
      token,
      body: { courseId: SQL_COURSE, rating: 2 },
    })
    expect(second).toMatchObject({ status: 200, json: { success: true, message: 'Rating updated' } })
    expect(ratingsOf()).toEqual([{ userId: DEMO_ACCOUNTS.learner._id, rating: 2 }])
    const { json } = await call(api, 'GET', `/api/course/${SQL_COURSE}`)
    expect((json.courseData as { courseRatings: unknown[] }).courseRatings).toContainEqual({
      userId: DEMO_ACCOUNTS.learner._id,
      rating: 2,
    })
  })

  test('a learner who is not enrolled cannot rate', async () => {
    const { api } = createTestApi()
    const token = await signInAs.freshLearner(api)
    const before = snapshot(api)
    const answer = await call(api, 'POST', '/api/user/add-user-rating', {
      token,
      body: { courseId: JS_COURSE, rating: 5 },
    })
    expect(answer).toMatchObject({
      status: 403,
      json: { success: false, message: 'You are not enrolled in this course' },
    })
    expect(snapshot(api)).toBe(before)
  })

  test('anything but a whole number from 1 to 5 is refused and changes nothing', async () => {
    const { api } = createTestApi()
    const token = await signInAs.learner(api)
    const before = snapshot(api)
    const notARating = fc
      .anything()
      .filter((value) => !(Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5))
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(notARating, fc.constantFrom(0, 6, 4.5, -1, '4', null, Number.MAX_SAFE_INTEGER)),
        async (rating) => {
          const answer = await call(api, 'POST', '/api/user/add-user-rating', {
            token,
            body: { courseId: SQL_COURSE, rating },
          })
          expect(answer).toMatchObject({
            status: 400,
            json: { success: false, message: 'rating must be a whole number from 1 to 5' },
          })
        },
      ),
      { numRuns: 150 },
    )
    expect(snapshot(api)).toBe(before)
  })
})
