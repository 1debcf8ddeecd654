import type { Page, Request } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { fulfillChanged, recordTestFigures, signInDemo, test, useSession } from '../fixtures/securityE2e'
import {
  allowConsoleErrors,
  EDUCATOR_ROUTES,
  educatorCallsOnEveryScreen,
  expect,
  openFirstEnrolledLecture,
} from './fixtures'

/*
 * Tokens and roles in the browser, local mode (docs/security-and-reliability.md#tokens-and-roles). Every spec's page
 * already fails on a token sent to another origin or as `Bearer null` (tests/e2e/fixtures.ts); these tests make sure
 * that check meets third-party requests at all, and cover the role gate for visitors and a session the server ended.
 * "No token stored" is a Clerk-mode rule; local mode keeps its token in localStorage by design
 * (docs/api.md#local-identity-provider), so that rule is checked in tests/integration/security/clerkTokens.test.tsx.
 */

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''

function isThirdParty(request: Request, appOrigin: string): boolean {
  return new URL(request.url()).origin !== appOrigin
}

test('a signed-in journey past YouTube, outside images and the player sends no token outside the API', async ({
  page,
  baseURL,
}, testInfo) => {
  const appOrigin = new URL(baseURL ?? '').origin
  const outside: { url: string; authorization: string | undefined }[] = []
  page.on('request', (request) => {
    if (isThirdParty(request, appOrigin)) {
      outside.push({ url: request.url(), authorization: request.headers()['authorization'] })
    }
  })
  // Everything outside is answered locally (the machine is offline).
  await page.route(
    (url) => url.origin !== appOrigin,
    (route) =>
      route.fulfill({
        contentType: route.request().resourceType() === 'script' ? 'text/javascript' : 'text/html',
        body: '',
      }),
  )
  // A description that pulls in a YouTube embed and images from two other hosts.
  await page.route(`**/api/course/${COURSE_ID}`, (route) =>
    fulfillChanged<{ courseData: Record<string, unknown> }>(route, (body) => {
      body.courseData.courseDescription =
        '<p>Intro</p><img src="https://images.example/a.png" alt="a"><img src="https://cdn.example/b.png" alt="b">' +
        '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0"></iframe>'
    }),
  )
  await useSession(page, await signInDemo(page.request, DEMO_ACCOUNTS.learner._id))
  await page.goto(`/course/${COURSE_ID}`)
  await expect(page.getByRole('button', { name: /Enroll Now|Already Enrolled/ })).toBeVisible()
  await page.getByRole('link', { name: 'My Enrollments' }).click()
  await openFirstEnrolledLecture(page)
  await expect(page.getByRole('heading', { level: 2, name: /^1\.1 / })).toBeVisible()
  // The check meets third-party requests: the embed, both images and YouTube's player script.
  await expect
    .poll(() => outside.map((request) => request.url))
    .toEqual(
      expect.arrayContaining([
        'https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0',
        'https://images.example/a.png',
        'https://cdn.example/b.png',
        'https://www.youtube.com/iframe_api',
      ]),
    )

  const leaks = outside.filter((request) => request.authorization !== undefined)
  recordTestFigures(testInfo, { row: 'tokens', tried: outside.length, failures: { tokensOutside: leaks.length } })
  expect(leaks).toEqual([])
})

test('a signed-out visitor on the four educator screens triggers no educator call', async ({ page }, testInfo) => {
  const calls = await educatorCallsOnEveryScreen(page, () =>
    expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible(),
  )
  recordTestFigures(testInfo, {
    row: 'tokens',
    tried: EDUCATOR_ROUTES.length,
    failures: { educatorCalls: calls.length },
  })
  expect(calls).toEqual([])
})

test('a signed-out Enroll sends nothing and asks the visitor to log in', async ({ page }, testInfo) => {
  const bearerCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/user/')) bearerCalls.push(request.url())
  })
  await page.goto(`/course/${COURSE_ID}`)
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page.getByText('Please login to enroll the course')).toBeVisible()
  recordTestFigures(testInfo, { row: 'tokens', tried: 1, failures: { callsWithoutSession: bearerCalls.length } })
  expect(bearerCalls).toEqual([])
})

/** Requests carrying `token`: how many were sent, and how many have not finished yet. */
function trackToken(page: Page, token: string) {
  const pending = new Set<Request>()
  let sent = 0
  const done = (request: Request) => pending.delete(request)
  page.on('request', (request) => {
    if (request.headers()['authorization'] !== `Bearer ${token}`) return
    sent += 1
    pending.add(request)
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return { sent: () => sent, pending: () => pending.size }
}

test('a session the server has ended signs the person out without a loop of refused calls', async ({
  page,
}, testInfo) => {
  allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 401/)
  const person = await signInDemo(page.request, DEMO_ACCOUNTS.learner._id)
  // Signed out elsewhere (another tab, the server expiring it): the stored token no longer works.
  await page.request.post('/local-auth/sign-out', { headers: { Authorization: `Bearer ${person.token}` } })
  const withOldToken = trackToken(page, person.token)
  // The page's clock, so every retry or poll the app schedules can be brought forward instead of waited for.
  await page.clock.install()
  await useSession(page, person)
  await page.goto('/my-enrollments')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible()
  // A loop shows as one more refused call per round: three rounds of a minute each, every answer awaited.
  for (let round = 0; round < 3; round++) {
    await expect.poll(withOldToken.pending).toBe(0)
    await page.clock.runFor(60_000)
  }
  await expect.poll(withOldToken.pending).toBe(0)
  const calls = withOldToken.sent()
  const stored = await page.evaluate(() => localStorage.getItem('edemy.local-auth.token'))
  const failures = { tooManyRefusedCalls: calls <= 2 ? 0 : 1, tokenKept: stored === null ? 0 : 1 }
  recordTestFigures(testInfo, { row: 'tokens', tried: 1, failures, counts: { refusedCalls: calls } })
  expect({ calls: calls <= 2, stored }).toEqual({ calls: true, stored: null })
})
