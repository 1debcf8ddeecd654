import type { Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import {
  closeToasts,
  createLearner,
  installSentinel,
  navigateInApp,
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

// How far the paused clock moves per step while a lazily loaded screen is being revealed.
const CLOCK_STEP_MS = 50
// The loading screen's delay (LOADING_REDIRECT_MS) and a little more.
const PAST_REDIRECT_MS = 3100

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
 * Moves the paused clock on in small steps until `isDone` holds. React reveals a lazily loaded page only
 * after a short throttle timer, and that timer runs on the page's clock; the chunk itself downloads in
 * real time. Time moves only between two looks, so whatever `isDone` saw happened at most one step ago.
 */
async function runClockUntil(page: Page, isDone: () => Promise<boolean>, message: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await isDone()) return true
        await page.clock.runFor(CLOCK_STEP_MS)
        return isDone()
      },
      // Looks again after one step's worth of real time (expect.poll would back off to a second between looks,
      // and a screen's reveal takes several steps): the page's clock moves about as fast as the real one.
      { message, intervals: [CLOCK_STEP_MS] },
    )
    .toBe(true)
}

// Every page sets its title in an effect (useDocumentTitle). The loading screen starts its 3-second timer in an
// effect of the same component, run in the same pass: once the title reads "Loading", the timer is running.
const LOADING_TITLE = /^Loading \|/
const NOT_FOUND_TITLE = /^Page not found \|/
const HOME_TITLE = /^Online courses from world-class instructors \|/

const titleMatches = (page: Page, title: RegExp) => async () => title.test(await page.title())

/**
 * Opens a loading screen under the frozen clock, by loading the app there or, with `inApp`, inside the
 * running app (the router follows popstate, as after a link). Resolves once its redirect timer is running, at
 * most one clock step ago. A path the route table does not match at all shows the 404 page instead.
 */
async function openLoadingScreen(page: Page, path: string, { inApp = false } = {}): Promise<void> {
  if (inApp) await navigateInApp(page, path)
  else await page.goto(path)
  await runClockUntil(
    page,
    async () => {
      const title = await page.title()
      return LOADING_TITLE.test(title) || NOT_FOUND_TITLE.test(title)
    },
    `the screen at ${path.slice(0, 60)}`,
  )
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

/*
 * What the app makes of each path is a pure function, loadingRedirectTarget, tried on the same paths (decoded,
 * as the router hands them over) and on 10,000 generated ones in tests/unit/lib/safeRedirect.test.ts. Here the
 * browser shows what only it can: the server answers every path with the app itself, and the router, the
 * loading screen and its timer, run for real, keep the tab on the app's origin and end on home. The app is
 * loaded once, at the first path (as typed into the address bar); the others follow inside the running
 * app. The paused clock stands in for the 3-second wait, so a path costs no real time.
 */
test('every hostile /loading path stays on the app origin and lands on home', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const hits = await installSentinel(context, appOrigin)
  const escapes = watchEscapes(page, appOrigin)
  const wrongLanding: string[] = []
  const serverAnswers: string[] = []
  await freezeClock(page)
  for (const [index, payload] of HOSTILE_LOADING_PATHS.entries()) {
    const path = `/loading/${payload}`
    // The server's part: the app's page itself, never a redirect of its own.
    const answer = await page.request.get(path, { maxRedirects: 0 })
    const type = answer.headers()['content-type'] ?? ''
    if (answer.status() !== 200 || !type.startsWith('text/html')) {
      serverAnswers.push(`${payload.slice(0, 30)} → ${answer.status()} ${type}`)
    }

    await openLoadingScreen(page, path, { inApp: index > 0 })
    await page.clock.runFor(PAST_REDIRECT_MS)
    // The redirect changes the address at once (history.replaceState), in the timer itself: read it from the
    // page, no waiting. An empty path is no /loading route at all: the 404 page, and nowhere else.
    const landed = await page.evaluate(() => window.location.href)
    const expected = payload === '' ? `${appOrigin}/loading/` : `${appOrigin}/`
    if (landed !== expected) {
      wrongLanding.push(`${payload.slice(0, 30)} → ${landed.slice(0, 80)}`)
      // Start the next path from a freshly loaded app.
      await page.goto('/')
    }
    // Home is on screen before the next path: its title then tells the next screen's apart.
    if (payload !== '') await runClockUntil(page, titleMatches(page, HOME_TITLE), `home after ${payload.slice(0, 30)}`)
  }
  const allHits = [...hits(), ...(await pageHits(page))]
  const failures = {
    navigationsOffApp: escapes.requests.length + escapes.committed.length,
    executions: allHits.length,
    pageErrors: escapes.errors.length,
    wrongLanding: wrongLanding.length,
    serverRedirects: serverAnswers.length,
  }
  recordTestFigures(testInfo, { row: 'redirects', tried: HOSTILE_LOADING_PATHS.length, failures })
  expect({ ...escapes, hits: allHits, wrongLanding, serverAnswers }).toEqual({
    requests: [],
    committed: [],
    errors: [],
    hits: [],
    wrongLanding: [],
    serverAnswers: [],
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
    // Read in the page: a redirect would have changed the address at once, in the timer itself.
    const stayed = (await page.evaluate(() => window.location.pathname)) === '/about'
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

// Two tests of eight answers each, so the two workers share them.
const SESSION_ANSWER_GROUPS = [BAD_SESSION_ANSWERS.slice(0, 8), BAD_SESSION_ANSWERS.slice(8)]

for (const answers of SESSION_ANSWER_GROUPS) {
  test(`no bad sessionUrl moves the browser (${answers[0]?.name} … ${answers.at(-1)?.name}); each one shows one error and re-enables Enroll`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    const appOrigin = new URL(baseURL ?? '').origin
    const courseUrl = `${appOrigin}/course/${COURSE_ID}`
    const hits = await installSentinel(context, appOrigin)
    // Nothing outside may be reached anyway: a leak shows up as a request, answered here with nothing.
    await context.route(
      (url) => url.origin !== appOrigin,
      (route) => route.fulfill({ status: 204 }),
    )
    await openCourseAsLearner(page)
    const escapes = watchEscapes(page, appOrigin)
    const enroll = page.getByRole('button', { name: 'Enroll Now' })
    const errorToasts = page.locator('.Toastify__toast--error[data-in="true"]')
    const failures = {
      navigationsOffApp: 0,
      leftCoursePage: 0,
      executions: 0,
      pageErrors: 0,
      wrongToasts: 0,
      stuckButtons: 0,
      wrongPurchaseCalls: 0,
    }
    const wrong: string[] = []
    let current: SessionAnswer = answers[0] as SessionAnswer
    let purchases = 0
    await page.route('**/api/user/purchase', (route) => {
      purchases += 1
      return route.fulfill({ json: current.body })
    })

    /**
     * How far the app got with the answer: 'left' once the tab started leaving the course page, 'settled' once
     * the error is on screen and Enroll is enabled again, otherwise 'pending'.
     */
    const outcome = async (escapesBefore: number): Promise<string> => {
      if (escapes.requests.length + escapes.committed.length > escapesBefore || page.url() !== courseUrl) return 'left'
      return (await errorToasts.count()) > 0 && (await enroll.isEnabled()) ? 'settled' : 'pending'
    }

    for (const answer of answers) {
      current = answer
      const escapesBefore = escapes.requests.length + escapes.committed.length
      const purchasesBefore = purchases
      await enroll.click()
      // Either way the app ends up in one of the two states; soft, so every answer is tried and counted.
      await expect.soft.poll(() => outcome(escapesBefore), answer.name).not.toBe('pending')
      const state = await outcome(escapesBefore)
      if (purchases - purchasesBefore !== 1) {
        failures.wrongPurchaseCalls += 1
        wrong.push(`${answer.name}: ${purchases - purchasesBefore} purchase calls`)
      }
      if (state === 'left') {
        // The browser left the course page: count it and come back for the next answer.
        failures.leftCoursePage += 1
        wrong.push(`${answer.name}: left for ${page.url().slice(0, 80)}`)
        await page.goto(`/course/${COURSE_ID}`)
        await expect(enroll).toBeEnabled()
        continue
      }
      const toasts = await toastTexts(page, 'error')
      if (toasts.length !== 1 || !ERROR_TOASTS.includes(toasts[0] ?? '')) {
        failures.wrongToasts += 1
        wrong.push(`${answer.name}: ${JSON.stringify(toasts)}`)
      }
      if (state === 'pending') {
        // Enroll stayed disabled (or no error showed): counted, and a fresh page for the next answer.
        failures.stuckButtons += (await enroll.isEnabled()) ? 0 : 1
        await page.goto(`/course/${COURSE_ID}`)
        await expect(enroll).toBeEnabled()
        continue
      }
      await closeToasts(page)
    }
    // Every answer above was handled by the time its toast showed (the app decides to navigate or to toast in
    // one go), so nothing can still be on its way; this last look at the page also delivers any event before it.
    failures.executions = hits().length + (await pageHits(page)).length
    failures.navigationsOffApp = escapes.requests.length + escapes.committed.length
    failures.pageErrors = escapes.errors.length
    recordTestFigures(testInfo, { row: 'redirects', tried: answers.length, failures })
    expect({ failures, escapes, wrong }).toEqual({
      failures: Object.fromEntries(Object.keys(failures).map((key) => [key, 0])),
      escapes: { requests: [], committed: [], errors: [] },
      wrong: [],
    })
    await expect(page).toHaveURL(courseUrl)
  })
}

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
