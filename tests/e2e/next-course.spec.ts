import type { Page, Request } from '@playwright/test'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { expect, requestsSeen, seriousViolations, startSignedInAs, test } from './fixtures'

/*
 * Finding the next course, in Chromium against the local API (docs/catalogue-discovery.md#the-next-course and
 * #did-you-mean): the course page's "More from {educator}" and "Learners who rated this also rated", drawn from the
 * catalogue the app already loads, and "Did you mean" under an empty search. Other specs rate and publish courses
 * while this one runs, so counts are checked by their order and bounds, never by fixed figures.
 */

const PHONE = { width: 360, height: 800 }
const DESKTOP = { width: 1440, height: 900 }
const JS_TITLE = 'JavaScript Essentials: From Zero to Confident Developer'
const JS_PATH = `/course/${DEMO_COURSE_IDS['javascript-essentials']}`
const TYPESCRIPT_PATH = `/course/${DEMO_COURSE_IDS['typescript-for-javascript-developers']}`

const moreFrom = (page: Page) => page.getByRole('list', { name: 'More from Ananya Krishnan' })
const alsoRated = (page: Page) => page.getByRole('list', { name: 'Learners who rated this also rated' })
const titlesIn = (list: ReturnType<Page['getByRole']>) => list.getByRole('heading', { level: 3 }).allTextContents()

/** Every request for the catalogue the page sends from now on. */
function catalogueRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/course/all') seen.push(request)
  })
  return seen
}

test('a course opened directly shows both sections from one catalogue request, asked after its course came', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP)
  const requests = catalogueRequests(page)
  // The order in which the course's answer finished and the catalogue was asked for.
  const order: string[] = []
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === `/api${JS_PATH}`) order.push('course answered')
  })
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/course/all') order.push('catalogue asked')
  })
  await page.goto(JS_PATH)
  await expect(page.getByRole('heading', { level: 1, name: JS_TITLE })).toBeVisible()

  await expect(page.getByRole('heading', { level: 2, name: 'More from Ananya Krishnan' })).toBeVisible()
  await expect(moreFrom(page).getByTestId('course-card')).toHaveCount(4)
  expect(await titlesIn(moreFrom(page))).not.toContain(JS_TITLE)

  const also = alsoRated(page)
  await expect(also.getByTestId('course-card').first()).toBeVisible()
  const notes = await also.getByText(/^\d+ shared raters?$/).allTextContents()
  const counts = notes.map((note) => Number.parseInt(note, 10))
  expect(counts.length).toBeGreaterThan(0)
  expect(counts.length).toBeLessThanOrEqual(4)
  expect(counts).toEqual([...counts].sort((a, b) => b - a))
  expect(await titlesIn(also)).not.toContain(JS_TITLE)
  expect(order).toEqual(['course answered', 'catalogue asked'])

  // A card opens its course page.
  const first = (await titlesIn(moreFrom(page)))[0] ?? ''
  await moreFrom(page)
    .getByRole('link', { name: new RegExp(first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible()
  await requestsSeen(page)
  expect(requests).toHaveLength(1)
})

test('coming from the course list, the course page asks for no catalogue of its own', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  const requests = catalogueRequests(page)
  await page.goto('/course-list')
  await page
    .getByTestId('course-card')
    .getByRole('link', { name: new RegExp(JS_TITLE) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: JS_TITLE })).toBeVisible()
  await expect(moreFrom(page)).toBeVisible()
  await expect(alsoRated(page)).toBeVisible()
  await requestsSeen(page)
  expect(requests).toHaveLength(1)
})

test('the signed-in learner\'s own courses never show under "also rated"', async ({ page }) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await page.setViewportSize(DESKTOP)
  await page.goto(TYPESCRIPT_PATH)
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  // The demo learner owns JavaScript Essentials, React 19 in Practice and SQL Mastery.
  await expect(alsoRated(page).getByTestId('course-card').first()).toBeVisible()
  await expect(alsoRated(page).getByRole('heading', { name: JS_TITLE })).toHaveCount(0)
  await expect(alsoRated(page).getByRole('heading', { name: /^React 19 in Practice|^SQL Mastery/ })).toHaveCount(0)
})

test('a catalogue that fails to load leaves the course page whole, without the sections', async ({ page }) => {
  await page.route('**/api/course/all', (route) =>
    route.fulfill({ status: 200, json: { success: false, message: 'The catalogue is resting' } }),
  )
  await page.goto(JS_PATH)
  await expect(page.getByRole('heading', { level: 1, name: JS_TITLE })).toBeVisible()
  await expect(page.getByText('The catalogue is resting')).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Course Description' })).toBeVisible()
  await expect(page.getByRole('heading', { name: /^More from/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Learners who rated this also rated' })).toHaveCount(0)
})

test('a search with a typo offers "Did you mean", reachable by keyboard, and its link opens the course', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await page.goto('/course-list/javscript')
  await expect(page.getByText('No courses available at the moment.')).toBeVisible()
  const suggestions = page.getByRole('list', { name: 'Did you mean' })
  await expect(suggestions.getByRole('link', { name: JS_TITLE })).toBeVisible()
  expect(await suggestions.getByRole('link').count()).toBeLessThanOrEqual(3)
  expect(await seriousViolations(page)).toEqual([])

  const link = suggestions.getByRole('link', { name: JS_TITLE })
  await link.focus()
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${JS_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: JS_TITLE })).toBeVisible()
})

test('a term close to no title keeps the plain empty state', async ({ page }) => {
  // The suggestions come in a chunk of their own, loaded with the empty state: once it is here and a frame has been
  // drawn after it, they would show.
  const chunk = page.waitForResponse((response) => /\/DidYouMean-[\w-]+\.js$/.test(new URL(response.url()).pathname))
  await page.goto('/course-list/cooking')
  await expect(page.getByText('No courses available at the moment.')).toBeVisible()
  await chunk
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await expect(page.getByText('Did you mean')).toHaveCount(0)
})

for (const viewport of [PHONE, DESKTOP]) {
  test(`the course page with its sections passes axe at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(JS_PATH)
    await alsoRated(page).scrollIntoViewIfNeeded()
    await expect(alsoRated(page).getByTestId('course-card').first()).toBeVisible()
    await expect(moreFrom(page).getByTestId('course-card').first()).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })
}
