// @vitest-environment node
import { CHECKOUT_LIFETIME_MS } from '../../local-api/routes/user.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import {
  addCourse,
  APP_ORIGIN,
  call,
  createTestApi,
  ORIGIN,
  signInAs,
  snapshot,
  startCheckout,
  submitCheckout,
  validCourseData,
  type TestApi,
} from './helpers.ts'

const COURSE_ID = DEMO_COURSE_IDS['docker-kubernetes'] ?? ''
const FRESH = DEMO_ACCOUNTS.freshLearner._id

async function openCheckout(options?: Parameters<typeof createTestApi>[0]) {
  const test = createTestApi(options)
  const token = await signInAs.freshLearner(test.api)
  const { sessionPath, sessionUrl } = await startCheckout(test.api, token, COURSE_ID)
  return { ...test, token, sessionPath, sessionUrl }
}

function getPage(api: TestApi['api'], sessionPath: string): Promise<Response> {
  return api.fetch(new Request(`${ORIGIN}${sessionPath}`))
}

function purchaseOf(api: TestApi['api']) {
  return api.store.database.purchases.filter((purchase) => purchase.userId === FRESH && purchase.courseId === COURSE_ID)
}

test('the checkout page shows the course and the amount in an accessible, locked-down page', async () => {
  const { api, sessionPath } = await openCheckout()
  const response = await getPage(api, sessionPath)
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  const csp = response.headers.get('Content-Security-Policy') ?? ''
  expect(csp).toContain("default-src 'none'")
  expect(csp).toContain("style-src 'unsafe-inline'")
  expect(csp).toContain(`form-action 'self' ${APP_ORIGIN}`)
  expect(csp).toContain("img-src 'self' data:")
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).not.toContain('script-src')
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Cache-Control')).toBe('no-store')

  const html = await response.text()
  expect(html).toMatch(/^<!doctype html>\s*<html lang="en">/)
  expect(html).toContain('<title>Checkout: Docker and Kubernetes for Developers</title>')
  expect(html).toContain('<dd>Docker and Kubernetes for Developers</dd>')
  // 99.99 with 30% off, with the default currency symbol.
  expect(html).toContain('₹69.99')
  expect(html).toMatch(/<label for="card-number">Card number<\/label>/)
  expect(html).toMatch(/<input id="card-number"[^>]*autocomplete="cc-number"[^>]*inputmode="numeric"/)
  expect(html).toMatch(/<button[^>]*value="pay">Pay<\/button>/)
  expect(html).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/)
  expect(html).toContain(':focus-visible')
  expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"')
  expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3)/)
  expect(html).not.toContain('role="alert"')
})

test('the currency symbol follows the configured currency', async () => {
  const { api, sessionPath } = await openCheckout({ currency: '$' })
  expect(await (await getPage(api, sessionPath)).text()).toContain('$69.99')
})

test('paying with the test card enrolls the learner and redirects to the app’s loading page', async () => {
  const { api, token, sessionPath, clock } = await openCheckout()
  clock.now += 5 * 60_000
  const response = await submitCheckout(api, sessionPath, { cardNumber: '4242 4242 4242 4242', action: 'pay' })
  expect(response.status).toBe(303)
  expect(response.headers.get('Location')).toBe(`${APP_ORIGIN}/loading/my-enrollments`)

  expect(api.store.user(FRESH)?.enrolledCourses).toEqual([COURSE_ID])
  expect(api.store.course(COURSE_ID)?.enrolledStudents).toContain(FRESH)
  expect(purchaseOf(api)).toEqual([
    expect.objectContaining({ status: 'completed', amount: 69.99, updatedAt: new Date(clock.now).toISOString() }),
  ])
  const enrolled = await call(api, 'GET', '/api/user/data/enrolled-courses', { token })
  expect((enrolled.json.enrolledCourses as { _id: string }[]).map((course) => course._id)).toEqual([COURSE_ID])
  const again = await call(api, 'POST', '/api/user/purchase', { token, body: { courseId: COURSE_ID } })
  expect(again.json).toEqual({ success: false, message: 'You are already enrolled in this course' })
})

test('the card number is accepted without spaces too', async () => {
  const { api, sessionPath } = await openCheckout()
  const response = await submitCheckout(api, sessionPath, { cardNumber: '4242424242424242' })
  expect(response.status).toBe(303)
  expect(api.store.user(FRESH)?.enrolledCourses).toEqual([COURSE_ID])
})

test.each(['4000 0000 0000 0002', '4242 4242 4242 4241', '', 'abcd'])(
  'card "%s" is declined with an alert and changes nothing',
  async (cardNumber) => {
    const { api, sessionPath } = await openCheckout()
    const before = snapshot(api)
    const response = await submitCheckout(api, sessionPath, { cardNumber, action: 'pay' })
    expect(response.status).toBe(402)
    const html = await response.text()
    expect(html).toContain('<p class="error" role="alert">Your card was declined.</p>')
    expect(html).toContain('aria-invalid="true"')
    expect(html).not.toContain(cardNumber || 'never-empty')
    expect(snapshot(api)).toBe(before)
  },
)

test('cancel returns to the course page in the app and changes nothing', async () => {
  const { api, sessionPath } = await openCheckout()
  const before = snapshot(api)
  const response = await submitCheckout(api, sessionPath, { cardNumber: '', action: 'cancel' })
  expect(response.status).toBe(303)
  expect(response.headers.get('Location')).toBe(`${APP_ORIGIN}/course/${COURSE_ID}`)
  expect(snapshot(api)).toBe(before)
})

test('a session is paid once: paying again shows an error page and changes nothing', async () => {
  const { api, sessionPath } = await openCheckout()
  await submitCheckout(api, sessionPath, { cardNumber: '4242424242424242', action: 'pay' })
  const before = snapshot(api)
  const again = await submitCheckout(api, sessionPath, { cardNumber: '4242424242424242', action: 'pay' })
  expect(again.status).toBe(409)
  expect(await again.text()).toContain('Already paid')
  expect((await getPage(api, sessionPath)).status).toBe(409)
  expect(snapshot(api)).toBe(before)
  expect(api.store.course(COURSE_ID)?.enrolledStudents.filter((id) => id === FRESH)).toHaveLength(1)
})

test('a second open session for a course already bought elsewhere cannot charge again', async () => {
  const { api, token, sessionPath } = await openCheckout()
  const second = await startCheckout(api, token, COURSE_ID)
  await submitCheckout(api, sessionPath, { cardNumber: '4242424242424242' })
  const before = snapshot(api)
  const response = await submitCheckout(api, second.sessionPath, { cardNumber: '4242424242424242' })
  expect(response.status).toBe(409)
  expect(await response.text()).toContain('Already enrolled')
  expect(snapshot(api)).toBe(before)
})

test('an expired session (30 minutes) shows an error page and cannot be paid', async () => {
  const { api, sessionPath, clock } = await openCheckout()
  clock.now += CHECKOUT_LIFETIME_MS
  const before = snapshot(api)
  const page = await getPage(api, sessionPath)
  expect(page.status).toBe(410)
  const html = await page.text()
  expect(html).toContain('Checkout expired')
  expect(html).toContain(`href="${APP_ORIGIN}/course/${COURSE_ID}"`)
  const pay = await submitCheckout(api, sessionPath, { cardNumber: '4242424242424242', action: 'pay' })
  expect(pay.status).toBe(410)
  expect(snapshot(api)).toBe(before)
  expect(purchaseOf(api)[0]?.status).toBe('pending')
})

test('an unknown session shows a not-found page and changes nothing', async () => {
  const { api } = createTestApi()
  const before = snapshot(api)
  const page = await getPage(api, '/checkout/cs_test_unknown')
  expect(page.status).toBe(404)
  expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
  expect(await page.text()).toContain('Checkout not found')
  const pay = await submitCheckout(api, '/checkout/cs_test_unknown', { cardNumber: '4242424242424242' })
  expect(pay.status).toBe(404)
  expect(snapshot(api)).toBe(before)
})

test('the return origin comes from the Origin header, never from the query string', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const answer = await call(
    api,
    'POST',
    '/api/user/purchase?origin=https://evil.example&redirect=https://evil.example',
    {
      token,
      body: { courseId: COURSE_ID },
      headers: { Origin: APP_ORIGIN },
    },
  )
  const sessionPath = new URL(String(answer.json.sessionUrl)).pathname
  const response = await submitCheckout(api, `${sessionPath}?origin=https://evil.example`, {
    cardNumber: '4242424242424242',
  })
  expect(response.headers.get('Location')).toBe(`${APP_ORIGIN}/loading/my-enrollments`)
})

// Purchases from other origins are refused before a checkout opens (origins.test.ts).
test('with no Origin header the return origin falls back to the API’s own origin', async () => {
  const { api } = createTestApi()
  const token = await signInAs.freshLearner(api)
  const answer = await call(api, 'POST', '/api/user/purchase', { token, body: { courseId: COURSE_ID } })
  const sessionPath = new URL(String(answer.json.sessionUrl)).pathname
  const response = await submitCheckout(api, sessionPath, { action: 'cancel' })
  expect(response.headers.get('Location')).toBe(`${ORIGIN}/course/${COURSE_ID}`)
})

test('the course title is HTML-escaped on the checkout page', async () => {
  const { api } = createTestApi()
  const educator = await signInAs.educator(api)
  const title = '<script>alert("x")</script> & <img src=x onerror=alert(1)>'
  await addCourse(api, educator, { courseData: JSON.stringify(validCourseData({ courseTitle: title })) })
  const courseId = api.store.database.courses.at(-1)?._id ?? ''
  const learner = await signInAs.freshLearner(api)
  const { sessionPath } = await startCheckout(api, learner, courseId)
  const html = await (await getPage(api, sessionPath)).text()
  expect(html).not.toContain('<script>')
  expect(html).not.toContain('<img src=x')
  expect(html).toContain(
    '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#60;img src=x onerror=alert(1)&#62;',
  )
})

test('an expired session is still explained as expired after later purchases tidy the data', async () => {
  const { api, sessionPath, clock, token } = await openCheckout()
  clock.now += CHECKOUT_LIFETIME_MS + 60 * 60_000
  await startCheckout(api, token, DEMO_COURSE_IDS['sql-mastery'] ?? '')
  expect((await getPage(api, sessionPath)).status).toBe(410)
  // A day later the record is gone.
  clock.now += 24 * 60 * 60_000
  await startCheckout(api, await signInAs.freshLearner(api), DEMO_COURSE_IDS['python-data-analysis'] ?? '')
  expect((await getPage(api, sessionPath)).status).toBe(404)
})
