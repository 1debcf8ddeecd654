import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner } from '../fixtures/securityE2e'
import {
  allowConsoleErrors,
  BROWSER_NETWORK_NOISE,
  DEMO_ACCOUNTS,
  expect,
  openFirstEnrolledLecture,
  requestsSeen,
  SERVED_BUILD_DIR,
  startSignedInAs,
  stubYouTube,
  test as fixturesTest,
  useSession,
} from './fixtures'

/*
 * Chromium 150 gives each navigation a new frame (RenderDocument) and does not carry the emulated offline state into
 * it: after a navigation under context.setOffline(true), navigator.onLine said true, so the app believed it was
 * online. Without that feature the state carries.
 */
const test = fixturesTest.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), '--disable-features=RenderDocument'] })
    },
    { scope: 'worker' },
  ],
})

/*
 * The installable app and its service worker (docs/offline.md), against the production build. Every other
 * spec blocks service workers (playwright.config.ts); these let it run.
 */
test.use({ serviceWorkers: 'allow' })
// One worker at a time: a test that deploys a new version of the worker must not hand it to another test's page.
test.describe.configure({ mode: 'default' })

const COURSE_ID = DEMO_COURSE_IDS['sql-mastery'] as string
const OFFLINE_BANNER = 'You are offline. We will refresh this page when your connection is back.'

/** Opens the app and waits until its service worker has installed and controls the page. */
async function openControlledApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

type CacheEntry = { cache: string; url: string; body: string }

/** Every entry of Cache Storage except the precached build, with its body as text. */
async function cachedAnswers(page: Page): Promise<CacheEntry[]> {
  return page.evaluate(async () => {
    const entries: CacheEntry[] = []
    for (const name of await caches.keys()) {
      if (name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const response = await cache.match(request)
        const type = response?.headers.get('content-type') ?? ''
        entries.push({ cache: name, url: request.url, body: type.includes('json') ? await response!.text() : '' })
      }
    }
    return entries
  })
}

test('the app meets Chromium’s install criteria: a manifest with its icons and a service worker', async ({ page }) => {
  await openControlledApp(page)
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
  // Playwright's browser contexts are incognito ones, where Chromium never offers to install: that is the test's
  // browser, not the app.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([])

  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(href ?? '')).json()
  expect(manifest).toMatchObject({ name: 'Edemy', short_name: 'Edemy', start_url: '/', display: 'standalone' })
  const icons: Array<{ src: string; sizes: string; purpose: string }> = manifest.icons
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ])
  for (const icon of icons) {
    const response = await page.request.get(icon.src)
    expect(response.headers()['content-type'], icon.src).toBe('image/png')
  }
})

test('a second visit without a network shows the catalogue, a course seen before and the static pages', async ({
  page,
  context,
}) => {
  allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
  await openControlledApp(page)
  await page.goto(`/course/${COURSE_ID}`)
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).not.toBeEmpty()
  const courseTitle = await title.textContent()

  await context.setOffline(true)
  await page.goto('/course-list')
  await expect(page.getByText(OFFLINE_BANNER)).toBeVisible()
  await expect(page.getByTestId('course-card').first()).toBeVisible()

  await page.goto(`/course/${COURSE_ID}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(courseTitle ?? '')
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible()

  for (const [path, heading] of [
    ['/about', /^About/],
    ['/contact', /^Contact/],
    ['/privacy-policy', /^Privacy/],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
  }
})

test('answers to calls with a token never reach Cache Storage, and signing out leaves nothing of the user', async ({
  page,
}) => {
  const learner = DEMO_ACCOUNTS.learner
  await stubYouTube(page)
  await startSignedInAs(page, learner)
  await openControlledApp(page)
  // Controlled from here on: the learner's own calls pass the worker.
  await page.goto('/my-enrollments')
  await openFirstEnrolledLecture(page)
  await expect(page.getByRole('button', { name: /Mark as Complete|Completed/ }).first()).toBeVisible()

  const signedIn = await cachedAnswers(page)
  // The worker did keep what it may: the catalogue and the course pages.
  expect(signedIn.some((entry) => entry.url.endsWith('/api/course/all'))).toBe(true)
  const userCalls = signedIn.filter((entry) => /\/api\/(user|educator)\//.test(entry.url))
  expect(userCalls).toEqual([])
  const mentionsLearner = signedIn.filter(
    (entry) => entry.body.includes(learner.email) || entry.body.includes(learner.name),
  )
  expect(mentionsLearner.map((entry) => entry.url)).toEqual([])

  await page.getByRole('button', { name: `Account: ${learner.name}` }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
  await expect
    .poll(async () => (await cachedAnswers(page)).filter((entry) => entry.cache !== 'public-courses'))
    .toEqual([])
})

/**
 * Deploys a new version of the service worker at the same address, as a real deploy does (the preview reads
 * the build folder on every request), and puts the old one back at the end.
 */
async function withNextDeploy(run: () => Promise<void>): Promise<void> {
  const worker = path.join(SERVED_BUILD_DIR, 'sw.js')
  const current = await readFile(worker, 'utf8')
  await writeFile(worker, `${current}\n// the next deploy\n`)
  try {
    await run()
  } finally {
    await writeFile(worker, current)
  }
}

test('a new version waits for the learner to press Reload, and nothing reloads while they type', async ({ page }) => {
  await openControlledApp(page)
  const search = page.getByPlaceholder('Serach for Courses')
  await search.fill('react and more')
  await page.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true))

  await withNextDeploy(async () => {
    // The page looks for a new version (as it does when the tab comes back into view); it installs and waits.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
    const notice = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(notice).toBeVisible()
    await expect(search).toHaveValue('react and more')
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(true)

    const reloaded = page.waitForEvent('load')
    await notice.getByRole('button', { name: 'Reload' }).click()
    await reloaded
    expect(await page.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBeUndefined()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    // The new version is the one in control now: a fresh look finds nothing newer, so nothing is offered again.
    const pending = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready
      await registration.update()
      return { installing: registration.installing !== null, waiting: registration.waiting !== null }
    })
    expect(pending).toEqual({ installing: false, waiting: false })
    await expect(page.getByText('A new version is available')).toBeHidden()
  })
})

/** A new learner who owns one course, bought on the local test checkout through the API. */
async function learnerWithCourse(request: APIRequestContext, courseId: string) {
  const person = await createLearner(request, 'Offline Learner')
  const purchase = await request.post('/api/user/purchase', {
    headers: { Authorization: `Bearer ${person.token}` },
    data: { courseId },
  })
  const { sessionUrl } = (await purchase.json()) as { sessionUrl: string }
  const paid = await request.post(sessionUrl, {
    form: { cardNumber: '4242 4242 4242 4242', action: 'pay' },
    maxRedirects: 0,
  })
  expect(paid.status()).toBe(303)
  return person
}

async function completedLectures(request: APIRequestContext, token: string, courseId: string): Promise<string[]> {
  const answer = await request.post('/api/user/get-course-progress', {
    headers: { Authorization: `Bearer ${token}` },
    data: { courseId },
  })
  const { progressData } = (await answer.json()) as { progressData: { completedLectures: string[] } | null }
  return progressData?.completedLectures ?? []
}

test('a lecture marked complete offline waits as "Saved — will sync" and reaches the API once, back online', async ({
  page,
  context,
}) => {
  allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
  const person = await learnerWithCourse(page.request, COURSE_ID)
  await useSession(page, person)
  await stubYouTube(page)
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/user/update-course-progress')) sent.push(request.postData() ?? '')
  })
  await openControlledApp(page, '/my-enrollments')
  await openFirstEnrolledLecture(page)
  const markComplete = page.getByRole('button', { name: 'Mark as Complete' })
  await expect(markComplete).toBeVisible()

  await context.setOffline(true)
  await markComplete.click()
  const savedForLater = page.getByRole('button', { name: 'Saved — will sync' })
  await expect(savedForLater).toBeDisabled()

  // A reload without a network still knows the learner, their course and what waits to be sent.
  await page.reload()
  await expect(page.getByText(/^Showing what was last loaded on .+\. It may be out of date\.$/)).toBeVisible()
  await page
    .getByRole('button', { name: /^Watch / })
    .first()
    .click()
  await expect(savedForLater).toBeVisible()
  await page.goto('/my-enrollments')
  await expect(page.getByRole('link', { name: /^(On Going|Completed)/ })).toHaveCount(1)
  await expect(page.getByText(/^Showing what was last loaded on/)).toBeVisible()
  expect(sent).toEqual([])

  await context.setOffline(false)
  await expect.poll(() => completedLectures(page.request, person.token, COURSE_ID)).toHaveLength(1)
  await expect(page.getByText('Your progress from offline is saved')).toBeVisible()
  await requestsSeen(page)
  expect(sent).toHaveLength(1)
  expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ courseId: COURSE_ID })
  await expect(page.getByText(/^Showing what was last loaded/)).toBeHidden()
})
