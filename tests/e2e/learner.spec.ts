import type { Page } from '@playwright/test'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner } from '../fixtures/securityE2e'
import {
  allowConsoleErrors,
  payAndSkipLoadingPause,
  DEMO_ACCOUNTS,
  expect,
  openFirstEnrolledLecture,
  startSignedInAs,
  stubYouTube,
  test,
  useSession,
} from './fixtures'

const COURSE = 'JavaScript Essentials: From Zero to Confident Developer'
const COURSE_PATH = `/course/${DEMO_COURSE_IDS['javascript-essentials']}`
const FIRST_LECTURE = 'Welcome and how to follow this course'
const SECOND_LECTURE = 'Setting up your editor and browser tools'

/** Starts the page signed in as a brand-new learner (made through the API: the dialog is shell.spec.ts's). */
async function startAsNewLearner(page: Page): Promise<void> {
  await useSession(page, await createLearner(page.request, 'Test Learner'))
}

/** Opens a course page and waits until the bar shows the learner signed in (Enroll Now reads the session). */
async function openCourseSignedIn(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
}

/** The list item of a lecture in the player's course structure (not the chapter around it). */
function lectureItem(page: Page, title: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Watch ${title}` }) })
    .filter({ hasNot: page.getByRole('list') })
}

test('a fresh learner buys a course, lands on My Enrollments, completes two lectures and rates it', async ({
  page,
}) => {
  await stubYouTube(page)
  await startAsNewLearner(page)

  // Buy the course on the local test checkout.
  await openCourseSignedIn(page, COURSE_PATH, COURSE)
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(page.getByLabel('Card number')).toBeVisible()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  // Back in the app: the loading screen, then My Enrollments with the course.
  await payAndSkipLoadingPause(page, () => page.getByRole('button', { name: 'Pay' }).click())
  await expect(page.getByRole('heading', { level: 1, name: 'My Enrollments' })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: COURSE })
  await expect(row).toBeVisible()
  await expect(row.getByText(/^0 \/ \d+ Lectures$/)).toBeVisible()
  const total = Number(/\/ (\d+) Lectures/.exec((await row.getByText(/ Lectures$/).textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(2)

  // The player: two lectures marked complete.
  await row.getByRole('link', { name: /^On Going/ }).click()
  await expect(page).toHaveURL(/\/player\//)
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
  await expect(page).toHaveTitle(new RegExp(`^${COURSE}`))

  await page.getByRole('button', { name: `Watch ${FIRST_LECTURE}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: `1.1 ${FIRST_LECTURE}` })).toBeVisible()
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect(lectureItem(page, FIRST_LECTURE).locator('[data-icon="completed"]')).toBeVisible()

  await page.getByRole('button', { name: `Watch ${SECOND_LECTURE}` }).click()
  await expect(page.getByRole('heading', { level: 2, name: `1.2 ${SECOND_LECTURE}` })).toBeVisible()
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect(lectureItem(page, SECOND_LECTURE).locator('[data-icon="completed"]')).toBeVisible()
  await expect(page.locator('[data-icon="completed"]')).toHaveCount(2)

  // Rating: 4 stars, kept across a reload.
  const stars = page.getByRole('group', { name: 'Rate This Course:' })
  await stars.locator('label').filter({ hasText: '4 stars' }).click()
  await expect(page.getByText('Rating added')).toBeVisible()
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await page.reload()
  await expect(
    page.getByRole('group', { name: 'Rate This Course:' }).getByRole('radio', { name: '4 stars' }),
  ).toBeChecked()

  // My Enrollments counts the two lectures.
  await page.getByRole('link', { name: 'My Enrollments' }).click()
  await expect(page.getByRole('row').filter({ hasText: COURSE }).getByText(`2 / ${total} Lectures`)).toBeVisible()
})

test('a signed-in learner on the player of a course they do not own gets a link to its course page', async ({
  page,
}) => {
  await startAsNewLearner(page)
  await page.goto(COURSE_PATH.replace('/course/', '/player/'))
  await expect(page.getByRole('heading', { level: 1, name: 'You are not enrolled in this course' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Mark as Complete' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to the course page' }).click()
  await expect(page).toHaveURL(new RegExp(`${COURSE_PATH}$`))
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
})

test('a blocked YouTube script leaves a readable message and a link to the video, not a spinner', async ({ page }) => {
  // YouTube is down or blocked: its IFrame API script fails to load.
  await page.route(/^https?:\/\/(www\.)?youtube\.com\//, (route) => route.fulfill({ status: 503, body: '' }))
  allowConsoleErrors(page, /Failed to load resource: the server responded with a status of 503/)
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await page.goto('/my-enrollments')
  await openFirstEnrolledLecture(page)
  await expect(page.getByRole('alert').filter({ hasText: 'The video could not be loaded' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Open on YouTube/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
  )
})

test('a learner becomes an educator, and the bar keeps Educator Dashboard after a reload', async ({ page }) => {
  await startAsNewLearner(page)
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('button', { name: 'Become Educator' }).click()
  await expect(page.getByText('You are now an educator')).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Educator Dashboard' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Become Educator' })).toHaveCount(0)
  await page.reload()
  await expect(nav.getByRole('link', { name: 'Educator Dashboard' })).toBeVisible()
  await expect(nav.getByRole('button', { name: 'Become Educator' })).toHaveCount(0)
})

test('signed-out visitors on My Enrollments and the player are asked to sign in', async ({ page }) => {
  for (const path of ['/my-enrollments', '/player/any-course']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible()
    await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  }
})

// The /loading screen's timing, allowlist and cancel checks live in security-redirects.spec.ts
// (docs/security-and-reliability.md#loading-redirect).
