// @vitest-environment node
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import {
  call,
  createTestApi,
  heldBody,
  signInAs,
  startCheckout,
  submitCheckout,
  submitHeldCheckout,
  type TestApi,
} from './helpers.ts'

/*
 * Two payments racing for one enrollment. A slow network delivers a form body late; whatever the API
 * checked before that body arrived may be stale by the time it writes. The tests hold the bodies back
 * until both requests are waiting for them, then let them arrive together.
 */

const COURSE_ID = DEMO_COURSE_IDS['docker-kubernetes'] ?? ''
const FRESH = DEMO_ACCOUNTS.freshLearner._id
const PAY = new URLSearchParams({ cardNumber: '4242 4242 4242 4242', action: 'pay' }).toString()

function enrollmentsOf(api: TestApi['api']) {
  return {
    enrolledCourses: api.store.user(FRESH)?.enrolledCourses,
    enrolledStudents: api.store.course(COURSE_ID)?.enrolledStudents.filter((id) => id === FRESH),
    completedPurchases: api.store.database.purchases.filter(
      (purchase) => purchase.userId === FRESH && purchase.courseId === COURSE_ID && purchase.status === 'completed',
    ),
  }
}

/** Sends one held payment per session path, waits until each handler is reading, then releases all. */
async function payAllAtOnce(api: TestApi['api'], sessionPaths: string[]): Promise<number[]> {
  const bodies = sessionPaths.map(() => heldBody(PAY))
  const answers = sessionPaths.map((sessionPath, index) => submitHeldCheckout(api, sessionPath, bodies[index]!))
  await Promise.all(bodies.map((body) => body.reading))
  for (const body of bodies) body.release()
  return (await Promise.all(answers)).map((response) => response.status).sort()
}

test('paying one session twice with slow bodies enrolls once and completes one purchase', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const { sessionPath } = await startCheckout(api, token, COURSE_ID)

  const statuses = await payAllAtOnce(api, [sessionPath, sessionPath])

  expect(statuses).toEqual([303, 409])
  const { enrolledCourses, enrolledStudents, completedPurchases } = enrollmentsOf(api)
  expect(enrolledCourses).toEqual([COURSE_ID])
  expect(enrolledStudents).toHaveLength(1)
  expect(completedPurchases).toHaveLength(1)
})

test('paying two sessions for one course at once with slow bodies enrolls and charges once', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const first = await startCheckout(api, token, COURSE_ID)
  const second = await startCheckout(api, token, COURSE_ID)

  const statuses = await payAllAtOnce(api, [first.sessionPath, second.sessionPath])

  expect(statuses).toEqual([303, 409])
  const { enrolledCourses, enrolledStudents, completedPurchases } = enrollmentsOf(api)
  expect(enrolledCourses).toEqual([COURSE_ID])
  expect(enrolledStudents).toHaveLength(1)
  expect(completedPurchases).toHaveLength(1)
  const enrolled = await call(api, 'GET', '/api/user/data/enrolled-courses', { token })
  expect((enrolled.json.enrolledCourses as { _id: string }[]).map((course) => course._id)).toEqual([COURSE_ID])
})

test('ten payments of one session sent together enroll once', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const { sessionPath } = await startCheckout(api, token, COURSE_ID)
  const fields = { cardNumber: '4242424242424242', action: 'pay' }

  const responses = await Promise.all(Array.from({ length: 10 }, () => submitCheckout(api, sessionPath, fields)))

  expect(responses.map((response) => response.status).filter((status) => status === 303)).toHaveLength(1)
  expect(enrollmentsOf(api).enrolledCourses).toEqual([COURSE_ID])
  expect(enrollmentsOf(api).completedPurchases).toHaveLength(1)
})

test('two sign-ups with one e-mail and slow bodies create one account', async () => {
  const { api } = createTestApi()
  const text = JSON.stringify({ name: 'Twin', email: 'twin@example.com' })
  const bodies = [heldBody(text), heldBody(text)]
  const answers = bodies.map((held) =>
    api.fetch(
      new Request('http://local.test/local-auth/sign-up', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': String(held.length) },
        body: held.body,
        duplex: 'half',
      } as RequestInit),
    ),
  )
  await Promise.all(bodies.map((held) => held.reading))
  for (const held of bodies) held.release()
  const statuses = (await Promise.all(answers)).map((response) => response.status).sort()

  expect(statuses).toEqual([200, 409])
  expect(api.store.database.users.filter((user) => user.email === 'twin@example.com')).toHaveLength(1)
})
