import AxeBuilder from '@axe-core/playwright'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test'
import { DEMO_ACCOUNTS, type DemoAccount } from '../../local-api/demo/accounts'
import { LOADING_REDIRECT_MS } from '../../src/config/constants'
import type { NewCourse } from '../../src/domain/courseSchema'
import { recordFigures } from '../fixtures/securityFigures'

export { expect, DEMO_ACCOUNTS }

/** What Chromium logs for a request the network refused (offline, a cut connection): not the app's own errors. */
export const BROWSER_NETWORK_NOISE = /Failed to load resource|net::ERR_/

type PageWithAllowList = Page & { __allowConsoleErrors?: RegExp[] }

/**
 * A bearer token may go to the API origin only, and never as `Bearer null`/`undefined`/empty
 * (docs/security-and-reliability.md#tokens). In local mode the API is the app's own origin.
 */
function tokenProblem(request: Request, apiOrigin: string): string | null {
  const authorization = request.headers()['authorization']
  if (authorization === undefined) return null
  const origin = new URL(request.url()).origin
  if (origin !== apiOrigin) return `Authorization sent to ${origin}`
  if (!/^Bearer [\w.~+/=-]{16,}$/.test(authorization)) return `malformed Authorization "${authorization.slice(0, 40)}"`
  return null
}

/**
 * Every test fails when its page logs a console error or throws, unless it allowed that error, or when
 * its page sends a bearer token anywhere but the API (checked on every request of every spec).
 */
export const test = base.extend({
  page: async ({ page, baseURL }, use, testInfo) => {
    const errors: string[] = []
    const allowed: RegExp[] = []
    const apiOrigin = new URL(baseURL ?? 'http://localhost').origin
    const tokens = { requests: 0, withToken: 0, problems: [] as string[] }
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`)
    })
    page.on('request', (request) => {
      tokens.requests += 1
      if (request.headers()['authorization'] !== undefined) tokens.withToken += 1
      const problem = tokenProblem(request, apiOrigin)
      if (problem) tokens.problems.push(`${request.method()} ${request.url()}: ${problem}`)
    })
    ;(page as PageWithAllowList).__allowConsoleErrors = allowed
    await use(page)
    recordFigures(
      { file: testInfo.file, title: testInfo.titlePath.join(' › '), retry: testInfo.retry },
      {
        row: 'tokens',
        kind: 'request-scan',
        tried: tokens.requests,
        failures: { leaks: tokens.problems.length },
        counts: { bearerRequests: tokens.withToken },
      },
    )
    expect(tokens.problems, 'bearer tokens sent where they must not go').toEqual([])
    const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)))
    expect(unexpected, 'the page logged errors').toEqual([])
  },
})

/**
 * Resolves once the test has seen every request the page sent before this call: a marker request sent now reaches the
 * test after them.
 */
/**
 * Pays (`pay` presses the checkout's Pay button) and jumps the clock over the loading screen's fixed pause
 * before My Enrollments; that pause's own timing is security-redirects.spec.ts's. The clock keeps running in
 * real time, so a jump made before the screen's timer is set only leaves the real pause to run.
 */
export async function payAndSkipLoadingPause(page: Page, pay: () => Promise<void>): Promise<void> {
  await page.clock.install()
  await pay()
  await expect(page).toHaveURL(/\/loading\/my-enrollments$/)
  await expect(page.getByText('Confirming your enrollment…')).toBeVisible()
  await page.clock.fastForward(LOADING_REDIRECT_MS)
  await expect(page).toHaveURL(/\/my-enrollments$/)
}

export async function requestsSeen(page: Page): Promise<void> {
  await page.route('**/__e2e-requests-seen', (route) => route.fulfill({ status: 204 }))
  await page.evaluate(() => fetch('/__e2e-requests-seen').then(() => undefined))
  await page.unroute('**/__e2e-requests-seen')
}

/** Lets a test declare console errors it causes on purpose (e.g. the 404 answer of an unknown course). */
export function allowConsoleErrors(page: Page, pattern: RegExp): void {
  ;(page as PageWithAllowList).__allowConsoleErrors?.push(pattern)
}

// LocalAuthProvider's LOCAL_TOKEN_KEY (importing the provider would pull React and import.meta.env into Node).
const LOCAL_TOKEN_KEY = 'edemy.local-auth.token'

export type SignedIn = { token: string; userId: string; name: string }

/** Reads a local identity provider's sign-in or sign-up answer. */
export async function readSignIn(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<SignedIn> {
  const body = (await response.json()) as { success: boolean; token?: string; user?: { _id: string; name: string } }
  if (!body.success || !body.token || !body.user) throw new Error(`sign-in failed: ${JSON.stringify(body)}`)
  return { token: body.token, userId: body.user._id, name: body.user.name }
}

/** Signs in as a demo account by id through the API. */
export async function signInDemo(request: APIRequestContext, userId: string): Promise<SignedIn> {
  return readSignIn(await request.post('/local-auth/sign-in', { data: { userId } }))
}

/** The build folder the e2e preview serves (playwright.config.ts), read from disk on every request. */
export const SERVED_BUILD_DIR = path.resolve(`.e2e-dist/${process.env.E2E_PORT ?? '4317'}`)

/** Puts the local-mode session token in place before the app starts, as a returning visitor would have it. */
export async function useSession(page: Page, person: SignedIn): Promise<void> {
  await page.addInitScript(
    ([key, token]) => {
      // The app's own top document only (init scripts run in every frame, embeds included).
      if (window !== window.top) return
      // Only on the first load of this page: a test that signs out must stay signed out.
      if (sessionStorage.getItem('security-session-set')) return
      sessionStorage.setItem('security-session-set', '1')
      localStorage.setItem(key, token)
    },
    [LOCAL_TOKEN_KEY, person.token] as const,
  )
}

/**
 * Starts the page signed in as a demo account, without the dialog: for tests whose subject is not signing in.
 * Call before the first page.goto; the app reads the session as a returning visitor's.
 */
export async function startSignedInAs(page: Page, account: DemoAccount): Promise<SignedIn> {
  const person = await signInDemo(page.request, account._id)
  await useSession(page, person)
  return person
}

/** Opens the local sign-in dialog from the navigation bar. */
export async function openSignIn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

/** Signs in as a demo account through the local identity provider's dialog. */
export async function signInAs(page: Page, account: DemoAccount): Promise<void> {
  await openSignIn(page)
  await page.getByRole('button', { name: new RegExp(`Continue as ${account.name}`) }).click()
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
}

let counter = 0

/** Creates a brand-new learner (unique e-mail per call), so tests never depend on each other's data. */
export async function signUpFreshLearner(page: Page, name = 'Test Learner'): Promise<{ name: string; email: string }> {
  counter += 1
  const email = `learner.${Date.now()}.${process.pid}.${counter}@example.com`
  await openSignIn(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Name').fill(name)
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByRole('button', { name: 'Create Account' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  return { name, email }
}

/** The WCAG 2.2 AA rule sets axe checks (docs/product.md#quality-bars). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Runs axe on the page as it is now and lists the serious and critical violations, each as
 * "rule: selectors", so a failing expectation names what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // axe reads colours as they are at that moment: a toast still sliding in is half transparent, and its text
  // fails contrast only then. Wait until every finite animation is over (a toast's countdown bar and endless
  // spinners are not what is measured).
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target
      return (
        animation.playState !== 'running' ||
        animation.effect?.getTiming().iterations === Infinity ||
        Boolean(target?.classList.contains('Toastify__progress-bar'))
      )
    }),
  )
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/*
 * The machine has no internet: YouTube's IFrame API gets an empty script, so the player never becomes
 * ready, no request leaves and nothing logs an error for a blocked one (the player's watchdog message
 * covers it). youtube-player asks over http on an http page, the app's own loader over https.
 */
export async function stubYouTube(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
}

/** The four screens of the educator area (docs/product.md#routes). */
export const EDUCATOR_ROUTES = [
  '/educator',
  '/educator/add-course',
  '/educator/my-course',
  '/educator/students-enrolled',
]

/** Every request to an educator call the page makes from now on (none may leave for a non-educator). */
export function recordEducatorCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/educator/')) calls.push(request.url())
  })
  return calls
}

/**
 * Opens the educator screens one after another and returns the educator calls the page made. On each screen it waits
 * until `shown` holds, every request the page started has been answered and every request sent has reached the
 * test: what the screen asks for as it renders, or once its data is in, is counted before the next screen opens.
 */
export async function educatorCallsOnEveryScreen(page: Page, shown: (page: Page) => Promise<void>): Promise<string[]> {
  const calls = recordEducatorCalls(page)
  const inFlight = new Set<Request>()
  page.on('request', (request) => inFlight.add(request))
  page.on('requestfinished', (request) => inFlight.delete(request))
  page.on('requestfailed', (request) => inFlight.delete(request))
  for (const route of EDUCATOR_ROUTES) {
    await page.goto(route)
    await shown(page)
    await expect.poll(() => inFlight.size).toBe(0)
    await requestsSeen(page)
  }
  return calls
}

/** From My Enrollments: opens the first enrolled course in the player and chooses its first lecture. */
export async function openFirstEnrolledLecture(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /^(On Going|Completed)/ })
    .first()
    .click()
  await page
    .getByRole('button', { name: /^Watch / })
    .first()
    .click()
}

// From the project root, as the build folder above (Vitest also loads this file, where the module URL is no file).
const TEST_THUMBNAIL = path.resolve('tests/fixtures/educator/thumbnail.png')

/** Publishes `course` through the local API as the add-course form sends it, with the test thumbnail. */
export async function publishThroughApi(
  request: APIRequestContext,
  educator: SignedIn,
  course: NewCourse,
): Promise<void> {
  const answer = await request.post('/api/educator/add-course', {
    headers: { Authorization: `Bearer ${educator.token}` },
    multipart: {
      courseData: JSON.stringify(course),
      courseThumbnail: { name: 'thumbnail.png', mimeType: 'image/png', buffer: readFileSync(TEST_THUMBNAIL) },
    },
  })
  expect(answer.ok(), await answer.text()).toBe(true)
}
