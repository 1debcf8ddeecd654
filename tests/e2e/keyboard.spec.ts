import type { Locator, Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { personalStorageKey } from '../../src/lib/storage'
import { createLearner } from '../fixtures/securityE2e'
import {
  DEMO_ACCOUNTS,
  expect,
  payAndSkipLoadingPause,
  startSignedInAs,
  stubYouTube,
  test,
  useSession,
} from './fixtures'

/*
 * The app's main journeys with the keyboard alone (docs/product.md#quality-bars): Tab, Shift+Tab,
 * Enter, Space, the arrow keys and typing. No test here clicks; navigation by address (page.goto) is
 * the only shortcut, standing in for a bookmark, and journeys after the first start signed in through
 * the API (the sign-up dialog is walked by keyboard in the first, "Continue as" in shell.spec.ts).
 */

const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
const REACT_COURSE = /React/
const PUBLIC_SPEAKING = 'Public Speaking for Engineers'
const PUBLIC_SPEAKING_PATH = `/course/${DEMO_COURSE_IDS['public-speaking-engineers']}`
const MAX_TABS = 80

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement)
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeAttached()
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
  }
  expect(await isFocused(target), `Tab reaches ${target.toString()}`).toBe(true)
}

/** Signs up a brand-new learner through the local sign-in dialog with the keyboard. */
async function signUpByKeyboard(page: Page): Promise<void> {
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }))
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Sign in to Edemy' })
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByLabel('Name'))
  await page.keyboard.type('Keyboard Learner')
  await tabTo(page, dialog.getByLabel('Email'))
  // Unique, and short: every character is a key press.
  await page.keyboard.type(`kb${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`)
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
}

test('keyboard only: skip to the content, search for a course, open it and create an account', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'Featured courses' }).getByTestId('course-card').first()).toBeVisible()
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()

  await tabTo(page, page.getByRole('searchbox', { name: 'Search for courses' }))
  await page.keyboard.type('react')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/course-list\/react$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Course List' })).toBeVisible()

  const card = page.getByTestId('course-card').filter({ hasText: REACT_COURSE }).first().getByRole('link')
  const title = (await card.getByRole('heading').textContent()) ?? ''
  await tabTo(page, card)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // The course structure opens and closes from the keyboard.
  const chapter = page.getByRole('region', { name: 'Course Structure' }).locator('button[aria-expanded]').first()
  await tabTo(page, chapter)
  await page.keyboard.press('Enter')
  await expect(chapter).toHaveAttribute('aria-expanded', 'true')

  // Back to the bar with Shift+Tab, and an account made in the sign-in dialog.
  await tabTo(page, page.getByRole('button', { name: 'Create Account' }), { backwards: true })
  await signUpByKeyboard(page)
})

test('keyboard only: enroll, pay on the test checkout, open a lecture, mark it complete and rate it', async ({
  page,
}) => {
  await stubYouTube(page)
  await useSession(page, await createLearner(page.request, 'Keyboard Learner'))

  // Enroll and pay, from the course page's address.
  await page.goto(PUBLIC_SPEAKING_PATH)
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_SPEAKING })).toBeVisible()
  // Signed in once the bar says so; before that, Enroll Now would ask a visitor to log in.
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Enroll Now' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/checkout\/[^/]+$/)
  await tabTo(page, page.getByLabel('Card number'))
  await page.keyboard.type('4242 4242 4242 4242')
  await tabTo(page, page.getByRole('button', { name: 'Pay' }))
  await payAndSkipLoadingPause(page, () => page.keyboard.press('Enter'))
  const row = page.getByRole('row').filter({ hasText: PUBLIC_SPEAKING })
  await expect(row).toBeVisible()

  // Open the course's first lecture.
  await tabTo(page, row.getByRole('link', { name: /^On Going/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: PUBLIC_SPEAKING })).toBeVisible()
  const watch = page.getByRole('button', { name: /^Watch / }).first()
  await tabTo(page, watch)
  await page.keyboard.press('Enter')
  const lectureHeading = page.getByRole('heading', { level: 2, name: /^1\.1 / })
  // Focus moves to the chosen lecture's title, so the next Tab continues from the video.
  await expect(lectureHeading).toBeFocused()

  // Mark it complete.
  await tabTo(page, page.getByRole('button', { name: 'Mark as Complete' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await expect(page.locator('[data-icon="completed"]')).toHaveCount(1)

  // Rate it with the arrow keys: Tab enters the group on the first star, Left wraps round to 5, then 4.
  const stars = page.getByRole('group', { name: 'Rate This Course:' })
  await tabTo(page, stars.getByRole('radio', { name: '1 star' }))
  await page.keyboard.press('ArrowLeft')
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeChecked()
  await expect(stars.getByRole('radio', { name: '5 stars' })).toBeFocused()
  await expect(stars).not.toHaveAttribute('aria-busy', 'true')
  await expect(
    page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('alert')
      .first(),
  ).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked()
  await expect(stars).not.toHaveAttribute('aria-busy', 'true')
  await page.reload()
  await expect(
    page.getByRole('group', { name: 'Rate This Course:' }).getByRole('radio', { name: '4 stars' }),
  ).toBeChecked()
})

test('keyboard only: an educator writes a course, adds a chapter and a lecture, and publishes it', async ({ page }) => {
  const title = `Keyboard Course ${Date.now()}`
  // The publish is answered here: a real one would add a course to the catalogue other specs count,
  // and the server side of publishing is educator.spec.ts's. What this test checks is the form.
  const published: string[] = []
  await page.route('**/api/educator/add-course', async (route) => {
    published.push(route.request().method())
    await route.fulfill({ json: { success: true, message: 'Course Added' } })
  })
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/')
  await tabTo(page, page.getByRole('link', { name: 'Educator Dashboard' }))
  await page.keyboard.press('Enter')
  const menu = page.getByRole('navigation', { name: 'Educator' })
  await tabTo(page, menu.getByRole('link', { name: 'Add Course' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible()

  await tabTo(page, page.getByLabel('Course Title'))
  await page.keyboard.type(title)

  // The Quill editor: typed into, bold with Ctrl+B, and Tab moves on to the price.
  const editor = page.getByRole('textbox', { name: 'Course Description' })
  await tabTo(page, editor)
  await page.keyboard.type('Written without a mouse. ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('Bold claim')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' and plain text.')
  await expect(editor.locator('strong')).toHaveText('Bold claim')
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Course Price')).toBeFocused()
  await page.keyboard.type('50')
  await tabTo(page, page.getByLabel('Discount %'))
  await page.keyboard.type('10')

  // The thumbnail's file input opens the file chooser on Space.
  await tabTo(page, page.getByLabel('Course Thumbnail'))
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Space')
  await (await chooser).setFiles(THUMBNAIL)
  await expect(page.getByAltText('Thumbnail preview')).toHaveAttribute('src', /^blob:/)

  // A chapter: the browser's prompt is answered like a typed name and Enter.
  await tabTo(page, page.getByRole('button', { name: '+ Add Chapter' }))
  page.once('dialog', (dialog) => void dialog.accept('Keyboard chapter'))
  await page.keyboard.press('Enter')
  const opener = page.getByRole('button', { name: '+ Add Lectures to chapter Keyboard chapter' })
  await expect(opener).toBeVisible()

  // A lecture, in the modal.
  await tabTo(page, opener)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Add Lecture' })
  await expect(dialog).toBeVisible()
  await tabTo(page, dialog.getByLabel('Lecture Title'))
  await page.keyboard.type('Typed lecture')
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Duration (minutes)')).toBeFocused()
  await page.keyboard.type('12')
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Lecture URL')).toBeFocused()
  await page.keyboard.type('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await page.keyboard.press('Tab')
  await expect(dialog.getByLabel('Is Preview Free')).toBeFocused()
  await page.keyboard.press('Space')
  await expect(dialog.getByLabel('Is Preview Free')).toBeChecked()
  await tabTo(page, dialog.getByRole('button', { name: 'ADD' }))
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
  const chapter = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Remove chapter Keyboard chapter' }) })
  await expect(chapter).toContainText('1 Lecture')
  await expect(chapter).toContainText('Typed lecture · 12 mins')

  // Everything typed is in the draft the form keeps (saved shortly after the last change).
  const draftKey = personalStorageKey('add-course-draft', 'user_demo_educator')
  const draft = () => page.evaluate((key) => localStorage.getItem(key) ?? '', draftKey)
  await expect.poll(draft).toContain(title)
  await expect.poll(draft).toContain('<strong>Bold claim</strong>')

  // Publish.
  await tabTo(page, page.getByRole('button', { name: 'ADD', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Course added successfully')).toBeVisible()
  expect(published).toEqual(['POST'])
  await expect(page.getByLabel('Course Title')).toHaveValue('')
})
