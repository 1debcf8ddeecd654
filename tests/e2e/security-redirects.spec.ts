import type { Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import {
  closeToasts,
  createLearner,
  installSentinel,
  pageHits,
  recordTestFigures,
  toastTexts,
  useSession,
  test,
} from '../fixtures/securityE2e'
import { expect } from './fixtures'

/*
 * The two places the app navigates to a URL it did not build (docs/security-and-reliability.md#redirects): the
 * /loading/:path screen (moved here from learner.spec.ts so the figures come from one place) and the
 * sessionUrl a purchase returns. Counted: navigations of the app's tab off its origin (requests and
 * committed navigations; Chromium's location.assign cannot be stubbed, it is unforgeable), sentinel
 * executions for javascript: targets, and page errors.
 */

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''

// Toasts leave at once (the app shortens their animation for reduced motion), so one test can read many.
test.use({ reducedMotion: 'reduce' })

// Checks inside loops wait this long, softly, so one bad case cannot hide the others' figures.
const SOFT_TIMEOUT_MS = 3000

type Escapes = { requests: string[]; committed: string[]; errors: string[] }

/** Records everything that would take the app's tab off its origin, and every page error. */
function watchEscapes(page: Page, appOrigin: string): Escapes {
  const escapes: Escapes = { requests: [], committed: [], errors: [] }
  page.on('request', (request) => {
    if (new URL(request.url()).origin === appOrigin || !request.isNavigationRequest()) return
    if (request.frame() === page.mainFrame()) escapes.requests.push(request.url())
  })
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return
    const url = frame.url()
    if (!url.startsWith(appOrigin)) escapes.committed.push(url)
  })
  page.on('pageerror', (error) => escapes.errors.push(error.message))
  return escapes
}

/** Fake timers that only move when the test says so, from before the first page load. */
async function freezeClock(page: Page): Promise<void> {
  const start = new Date('2026-03-01T09:00:00Z').getTime()
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
}

/**
 * Opens a loading screen under the frozen clock. React reveals a lazy page after a short throttle
 * timer, so time is moved in 50 ms steps until the page is on screen: its 3-second timer then started
 * at most 50 ms ago. A path the route table does not match at all shows the 404 page instead.
 */
async function openLoadingScreen(page: Page, path: string): Promise<void> {
  await page.goto(path)
  const shown = page.getByText(/Taking you there…|Confirming your enrollment…/).or(page.locator('main h1:visible'))
  for (let step = 0; step < 100 && !(await shown.first().isVisible()); step++) await page.clock.runFor(50)
  await expect(shown.first()).toBeVisible()
}

/** Hostile /loading paths, as typed into the address bar (already percent-encoded where needed). */
const HOSTILE_LOADING_PATHS = [
  '%2Fevil.com',
  '%2F%2Fevil.com',
  '%5Cevil.com',
  '%2F%5Cevil.com',
  '%09%2Fevil.com',
  '%0A%2Fevil.com',
  '%2F%2F%2Fevil.com',
  'https:%2F%2Fevil.com',
  'javascript:__hit(1)',
  '..%2F..%2Fx',
  '%252Fevil.com',
  'evil.com',
  '',
  'a'.repeat(10_000),
]

test('every hostile /loading path stays on the app origin and lands on home', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const hits = await installSentinel(context, appOrigin)
  const escapes = watchEscapes(page, appOrigin)
  const wrongLanding: string[] = []
  await freezeClock(page)
  for (const payload of HOSTILE_LOADING_PATHS) {
    await openLoadingScreen(page, `/loading/${payload}`)
    await page.clock.runFor(3100)
    // An empty path is no /loading route at all: the 404 page, and nowhere else.
    const expected = payload === '' ? `${appOrigin}/loading/` : `${appOrigin}/`
    // Soft inside the loop: every payload is tried and counted even after one goes wrong.
    await expect.soft(page, payload.slice(0, 40)).toHaveURL(expected, { timeout: SOFT_TIMEOUT_MS })
    if (page.url() !== expected) wrongLanding.push(`${payload.slice(0, 30)} → ${page.url()}`)
  }
  const allHits = [...hits(), ...(await pageHits(page))]
  const failures = {
    navigationsOffApp: escapes.requests.length + escapes.committed.length,
    executions: allHits.length,
    pageErrors: escapes.errors.length,
    wrongLanding: wrongLanding.length,
  }
  recordTestFigures(testInfo, { row: 'redirects', tried: HOSTILE_LOADING_PATHS.length, failures })
  expect({ ...escapes, hits: allHits, wrongLanding }).toEqual({
    requests: [],
    committed: [],
    errors: [],
    hits: [],
    wrongLanding: [],
  })
})

test('the allowlisted /loading targets are reached after 3 seconds, not before', async ({
  page,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const escapes = watchEscapes(page, appOrigin)
  // [the :path param as sent, where it leads]; a course path is one encoded segment of the route.
  const targets = [
    ['course-list', '/course-list'],
    ['my-enrollments', '/my-enrollments'],
    ['about', '/about'],
    [`course%2F${COURSE_ID}`, `/course/${COURSE_ID}`],
    ['educator', '/educator'],
  ] as const
  let reached = 0
  await freezeClock(page)
  for (const [param, destination] of targets) {
    await openLoadingScreen(page, `/loading/${param}`)
    await page.clock.runFor(2500)
    await expect(page).toHaveURL(`${appOrigin}/loading/${param}`)
    await page.clock.runFor(600)
    await expect(page).toHaveURL(`${appOrigin}${destination}`)
    reached += 1
  }
  const failures = {
    navigationsOffApp: escapes.requests.length + escapes.committed.length,
    pageErrors: escapes.errors.length,
    notReached: targets.length - reached,
  }
  recordTestFigures(testInfo, { row: 'redirects', tried: targets.length, failures })
  expect(failures).toEqual({ navigationsOffApp: 0, pageErrors: 0, notReached: 0 })
})

for (const leaveAtMs of [500, 1000, 2000, 2900]) {
  test(`leaving the loading screen after ${leaveAtMs} ms cancels the redirect`, async ({ page }, testInfo) => {
    await freezeClock(page)
    await openLoadingScreen(page, '/loading/course-list')
    await page.clock.runFor(leaveAtMs)
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await page.clock.runFor(5000)
    const stayed = page.url().endsWith('/about')
    recordTestFigures(testInfo, { row: 'redirects', tried: 1, failures: { forcedNavigations: stayed ? 0 : 1 } })
    await expect(page).toHaveURL(/\/about$/)
  })
}

type SessionAnswer = { name: string; body: unknown }

const withSessionUrl = (name: string, sessionUrl: unknown): SessionAnswer => ({
  name,
  body: { success: true, message: 'Checkout session created', sessionUrl },
})

/** What a compromised API or intermediary could send back from purchase. */
const BAD_SESSION_ANSWERS: SessionAnswer[] = [
  withSessionUrl('javascript:', 'javascript:__hit(2)'),
  withSessionUrl('data:text/html', 'data:text/html,<script>__hit(3)</script>'),
  withSessionUrl('protocol-relative', '//evil.com/checkout'),
  withSessionUrl('plain http Stripe', 'http://checkout.stripe.com/c/pay/cs_test_a1'),
  withSessionUrl('Stripe as a subdomain of evil', 'https://checkout.stripe.com.evil.com/c/pay/cs_test_a1'),
  withSessionUrl('Stripe in the path', 'https://evil.com/checkout.stripe.com'),
  withSessionUrl('Stripe as credentials', 'https://checkout.stripe.com@evil.com/'),
  withSessionUrl('trailing dot', 'https://checkout.stripe.com./c/pay/cs_test_a1'),
  withSessionUrl('punycode lookalike', 'https://xn--checkut-stripe-9nf.com/c/pay/cs_test_a1'),
  withSessionUrl('Unicode lookalike', 'https://checkоut.stripe.com/c/pay/cs_test_a1'),
  withSessionUrl('empty string', ''),
  withSessionUrl('null', null),
  withSessionUrl('number', 42),
  withSessionUrl('object', {}),
  withSessionUrl('10 000-character URL', `https://checkout.stripe.com/c/pay/${'a'.repeat(10_000)}`),
  { name: 'missing field', body: { success: true, message: 'Checkout session created' } },
]

const ERROR_TOASTS = ['Payment could not be started. Please try again.', 'The server sent an unexpected response.']

async function openCourseAsLearner(page: Page): Promise<void> {
  await useSession(page, await createLearner(page.request, 'Redirect Tester'))
  await page.goto(`/course/${COURSE_ID}`)
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
}

test('no bad sessionUrl moves the browser; each one shows one error and re-enables Enroll', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000)
  const appOrigin = new URL(baseURL ?? '').origin
  const hits = await installSentinel(context, appOrigin)
  // Nothing outside may be reached anyway: a leak shows up as a request, answered here with nothing.
  await context.route(
    (url) => url.origin !== appOrigin,
    (route) => route.fulfill({ status: 204 }),
  )
  await openCourseAsLearner(page)
  const escapes = watchEscapes(page, appOrigin)
  const enroll = page.getByRole('button', { name: 'Enroll Now' })
  const failures = { navigationsOffApp: 0, executions: 0, pageErrors: 0, wrongToasts: 0, stuckButtons: 0 }
  const wrong: string[] = []
  let current: SessionAnswer = BAD_SESSION_ANSWERS[0] as SessionAnswer
  await page.route('**/api/user/purchase', (route) => route.fulfill({ json: current.body }))

  for (const answer of BAD_SESSION_ANSWERS) {
    current = answer
    // Soft inside the loop, so every answer is tried and counted.
    await enroll.click({ timeout: SOFT_TIMEOUT_MS }).catch(() => {})
    await expect
      .soft(page.locator('.Toastify__toast--error[data-in="true"]'), answer.name)
      .toHaveCount(1, { timeout: SOFT_TIMEOUT_MS })
    const toasts = await toastTexts(page, 'error')
    if (toasts.length !== 1 || !ERROR_TOASTS.includes(toasts[0] ?? '')) {
      failures.wrongToasts += 1
      wrong.push(`${answer.name}: ${JSON.stringify(toasts)}`)
    }
    await expect.soft(enroll, answer.name).toBeEnabled({ timeout: SOFT_TIMEOUT_MS })
    if (!(await enroll.isEnabled())) failures.stuckButtons += 1
    if (new URL(page.url()).origin !== appOrigin || !page.url().endsWith(`/course/${COURSE_ID}`)) {
      // The browser left the course page: count it and come back for the next answer.
      wrong.push(`${answer.name}: left for ${page.url().slice(0, 80)}`)
      await page.goto(`/course/${COURSE_ID}`)
    }
    await closeToasts(page)
  }
  await page.waitForTimeout(300)
  failures.navigationsOffApp = escapes.requests.length + escapes.committed.length
  failures.executions = hits().length + (await pageHits(page)).length
  failures.pageErrors = escapes.errors.length
  recordTestFigures(testInfo, { row: 'redirects', tried: BAD_SESSION_ANSWERS.length, failures })
  expect({ failures, escapes, wrong }).toEqual({
    failures: { navigationsOffApp: 0, executions: 0, pageErrors: 0, wrongToasts: 0, stuckButtons: 0 },
    escapes: { requests: [], committed: [], errors: [] },
    wrong: [],
  })
  await expect(page).toHaveURL(`${appOrigin}/course/${COURSE_ID}`)
})

test('a real Stripe checkout URL and the local checkout page are each reached with exactly one navigation', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const stripe = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3D4e5F6g7H8'
  const navigations: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url())
  })
  await context.route('https://checkout.stripe.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Stripe</title><h1>Stripe test checkout</h1>',
    }),
  )

  await openCourseAsLearner(page)
  await page.route('**/api/user/purchase', (route) =>
    route.fulfill({ json: { success: true, message: 'Checkout session created', sessionUrl: stripe } }),
  )
  navigations.length = 0
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page.getByRole('heading', { name: 'Stripe test checkout' })).toBeVisible()
  const toStripe = navigations.filter((url) => url === stripe).length

  // The local API's own checkout page ({host}/checkout/{id}), through the real purchase call.
  await page.unroute('**/api/user/purchase')
  await page.goto(`/course/${COURSE_ID}`)
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeEnabled()
  navigations.length = 0
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  const toLocal = navigations.filter((url) => url.startsWith(`${appOrigin}/checkout/`)).length

  const failures = { notExactlyOneNavigation: (toStripe === 1 ? 0 : 1) + (toLocal === 1 ? 0 : 1) }
  recordTestFigures(testInfo, { row: 'redirects', tried: 2, failures })
  expect({ toStripe, toLocal, others: navigations.length - toLocal }).toEqual({ toStripe: 1, toLocal: 1, others: 0 })
})
