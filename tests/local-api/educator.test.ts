// @vitest-environment node
import * as v from 'valibot'
import { courseSchema, dashboardDataSchema, enrolledStudentRecordSchema } from '../../src/api/types.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_SPECS } from '../../local-api/demo/courses.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import {
  addCourse,
  call,
  createTestApi,
  signIn,
  signInAs,
  snapshot,
  startCheckout,
  submitCheckout,
  validCourseData,
} from './helpers.ts'

const EDUCATOR_ONLY: [string, string][] = [
  ['GET', '/api/educator/dashboard'],
  ['GET', '/api/educator/courses'],
  ['GET', '/api/educator/enrolled-students'],
  ['POST', '/api/educator/add-course'],
]

/** Earnings computed from the demo specs, independently of the server's code. */
function expectedEarnings(owner: 'educator' | 'secondEducator'): number {
  const cents = DEMO_COURSE_SPECS.filter((spec) => spec.owner === owner).reduce(
    // In whole cents: price cents x (100 - discount) / 100 is exact, and .5 rounds up.
    (total, spec) =>
      total + spec.enrollments.length * Math.round((Math.round(spec.price * 100) * (100 - spec.discount)) / 100),
    0,
  )
  return cents / 100
}

test.each(EDUCATOR_ONLY)('%s %s is refused to a learner with 403 and changes nothing', async (method, path) => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const before = snapshot(api)
  const answer =
    path === '/api/educator/add-course'
      ? await addCourse(api, token, { courseData: JSON.stringify(validCourseData()) })
      : await call(api, method, path, { token })
  expect(answer).toMatchObject({ status: 403, json: { success: false, message: 'Unauthorized Access' } })
  expect(snapshot(api)).toBe(before)
})

test.each([...EDUCATOR_ONLY, ['POST', '/api/educator/update-role']])(
  '%s %s is refused to a visitor with 401',
  async (method, path) => {
    const { api } = createTestApi()
    const before = snapshot(api)
    const answer = await call(api, method, path)
    expect(answer).toMatchObject({ status: 401, json: { success: false, message: 'Not authorized. Please sign in.' } })
    expect(snapshot(api)).toBe(before)
  },
)

test('update-role makes a learner an educator, idempotently, and opens the educator calls', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const first = await call(api, 'POST', '/api/educator/update-role', { token })
  expect(first).toMatchObject({ status: 200, json: { success: true, message: 'Role updated to educator' } })
  const second = await call(api, 'POST', '/api/educator/update-role', { token, rawBody: 'ignored, not JSON' })
  expect(second).toMatchObject({ status: 200, json: { success: true, message: 'You are already an educator' } })
  const session = await call(api, 'GET', '/local-auth/session', { token })
  expect((session.json.user as { role?: string }).role).toBe('educator')
  const dashboard = await call(api, 'GET', '/api/educator/dashboard', { token })
  expect(dashboard.json).toEqual({
    success: true,
    dashboardData: { totalCourses: 0, totalEarnings: 0, enrolledStudentsData: [] },
  })
})

test('the dashboard counts the educator’s courses and earnings from completed purchases only', async () => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const { status, json } = await call(api, 'GET', '/api/educator/dashboard', { token })
  expect(status).toBe(200)
  const dashboard = v.parse(dashboardDataSchema, json.dashboardData)
  const ownSpecs = DEMO_COURSE_SPECS.filter((spec) => spec.owner === 'educator')
  expect(dashboard.totalCourses).toBe(ownSpecs.length)
  // The demo data holds a pending purchase of this educator's course: it must not count.
  const pending = api.store.database.purchases.filter((purchase) => purchase.status === 'pending')
  expect(pending.some((purchase) => api.store.course(purchase.courseId)?.educator === DEMO_ACCOUNTS.educator._id)).toBe(
    true,
  )
  expect(dashboard.totalEarnings).toBe(expectedEarnings('educator'))
  expect(dashboard.enrolledStudentsData).toHaveLength(
    ownSpecs.reduce((total, spec) => total + spec.enrollments.length, 0),
  )
  expect(dashboard.enrolledStudentsData[0]).toEqual({
    courseTitle: expect.any(String),
    student: {
      _id: expect.any(String),
      name: expect.any(String),
      imageUrl: expect.stringMatching(/^http:\/\/local\.test\//),
    },
  })
  const second = await call(api, 'GET', '/api/educator/dashboard', {
    token: await signIn(api, DEMO_ACCOUNTS.secondEducator._id),
  })
  expect(v.parse(dashboardDataSchema, second.json.dashboardData).totalEarnings).toBe(expectedEarnings('secondEducator'))
})

test('a paid checkout adds the amount to the educator’s earnings and the student to the lists, newest first', async () => {
  const { api, clock } = createTestApi()
  const educator = await signInAs.educator(api)
  const before = v.parse(
    dashboardDataSchema,
    (await call(api, 'GET', '/api/educator/dashboard', { token: educator })).json.dashboardData,
  )
  const learner = await signInAs.freshLearner(api)
  const courseId = DEMO_COURSE_IDS['react-native-expo'] ?? ''
  const { sessionPath } = await startCheckout(api, learner, courseId)
  clock.now += 60_000
  await submitCheckout(api, sessionPath, { cardNumber: '4242424242424242', action: 'pay' })

  const after = v.parse(
    dashboardDataSchema,
    (await call(api, 'GET', '/api/educator/dashboard', { token: educator })).json.dashboardData,
  )
  // 109.99 with 60% off is 43.996, charged as 44.00.
  expect(after.totalEarnings).toBeCloseTo(before.totalEarnings + 44, 2)
  expect(after.enrolledStudentsData[0]).toMatchObject({
    courseTitle: 'Mobile Apps with React Native and Expo',
    student: { _id: DEMO_ACCOUNTS.freshLearner._id, name: DEMO_ACCOUNTS.freshLearner.name },
  })
  const students = await call(api, 'GET', '/api/educator/enrolled-students', { token: educator })
  const records = v.parse(v.array(enrolledStudentRecordSchema), students.json.enrolledStudents)
  expect(records[0]).toEqual({
    student: {
      _id: DEMO_ACCOUNTS.freshLearner._id,
      name: DEMO_ACCOUNTS.freshLearner.name,
      imageUrl: expect.any(String),
    },
    courseTitle: 'Mobile Apps with React Native and Expo',
    purchaseDate: new Date(clock.now).toISOString(),
  })
})

test('enrolled students lists each completed purchase with an ISO date, newest first', async () => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const { status, json } = await call(api, 'GET', '/api/educator/enrolled-students', { token })
  expect(status).toBe(200)
  const records = v.parse(v.array(enrolledStudentRecordSchema), json.enrolledStudents)
  expect(records.length).toBeGreaterThan(10)
  const dates = records.map((record) => record.purchaseDate ?? '')
  for (const date of dates) expect(new Date(date).toISOString()).toBe(date)
  expect([...dates].sort().reverse()).toEqual(dates)
  expect(records.every((record) => record.courseTitle !== '' && record.student.name !== '')).toBe(true)
})

test('educator courses are the caller’s own, with enrolledStudents and createdAt', async () => {
  const { api } = createTestApi()
  const token = await signIn(api, DEMO_ACCOUNTS.secondEducator._id)
  const { status, json } = await call(api, 'GET', '/api/educator/courses', { token })
  expect(status).toBe(200)
  const courses = v.parse(v.array(courseSchema), json.courses)
  const ownTitles = DEMO_COURSE_SPECS.filter((spec) => spec.owner === 'secondEducator').map((spec) => spec.title)
  expect(courses.map((course) => course.courseTitle)).toEqual(ownTitles)
  for (const course of courses) {
    expect(course.educator?._id).toBe(DEMO_ACCOUNTS.secondEducator._id)
    expect(Array.isArray(course.enrolledStudents)).toBe(true)
    expect(course.createdAt).toMatch(/^202[56]-/)
  }
  expect(courses.some((course) => (course.enrolledStudents?.length ?? 0) > 0)).toBe(true)
})
