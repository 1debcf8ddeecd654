import type { Locator, Page } from '@playwright/test'
import { personalStorageKey } from '../../src/lib/storage'
import { DEMO_ACCOUNTS, expect, seriousViolations, startSignedInAs, test, useSession } from './fixtures'

/*
 * The add-course draft in two tabs of one browser (docs/product.md#add-course): two pages of one context share
 * localStorage, and each gets the other's writes as `storage` events, as two real tabs do. Nothing is
 * published: the draft only lives in this context's storage.
 */

const DRAFT_KEY = personalStorageKey('add-course-draft', DEMO_ACCOUNTS.educator._id)
const NOTICE = 'This draft was changed in another tab'
/** Well past the form's save delay (500 ms): every save this tab would make has been tried. */
const PAST_EVERY_SAVE_MS = 5_000

type Stored = { draft: { courseTitle: string; courseDescription: string; chapters: { chapterTitle: string }[] } }

async function storedDraft(page: Page): Promise<Stored | null> {
  const text = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)
  return text === null ? null : (JSON.parse(text) as Stored)
}

async function openAddCourse(page: Page) {
  await page.goto('/educator/add-course')
  await expect(page.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Course Description' })).toHaveAttribute('contenteditable', 'true')
}

/** Replaces the description in the real editor by typing. */
async function writeDescription(page: Page, text: string) {
  const editor = page.getByRole('textbox', { name: 'Course Description' })
  await editor.click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type(text)
  await expect(editor).toHaveText(text)
}

/** Tab A has typed a course and it is saved; tab B then opens the form and writes its own version. */
async function typeInATheninB(tabA: Page, tabB: Page) {
  await openAddCourse(tabA)
  await tabA.getByLabel('Course Title').fill('Course from tab A')
  await writeDescription(tabA, 'Written in tab A')
  await expect.poll(async () => (await storedDraft(tabA))?.draft.courseDescription).toContain('Written in tab A')

  await openAddCourse(tabB)
  await expect(tabB.getByLabel('Course Title')).toHaveValue('Course from tab A')
  await tabB.getByLabel('Course Title').fill('Course from tab B')
  await writeDescription(tabB, 'Written in tab B')
  tabB.once('dialog', (dialog) => void dialog.accept('Chapter from tab B'))
  await tabB.getByRole('button', { name: '+ Add Chapter' }).click()
  await expect(tabB.getByRole('button', { name: 'Remove chapter Chapter from tab B' })).toBeVisible()
  await expect.poll(async () => (await storedDraft(tabB))?.draft.chapters.length).toBe(1)
  await expect.poll(async () => (await storedDraft(tabB))?.draft.courseDescription).toContain('Written in tab B')
}

/**
 * Tab A shows the notice with its typed values intact; typing on, its save delay and leaving the page write
 * nothing over tab B's draft (tab A's clock is driven, so no save is waited for).
 */
async function expectNoticeAndNoOverwrite(tabA: Page): Promise<Locator> {
  const notice = tabA.getByRole('alert').filter({ hasText: NOTICE })
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Load the newer draft' })).toBeVisible()
  await expect(notice.getByRole('button', { name: 'Keep this one' })).toBeVisible()
  await expect(tabA.getByLabel('Course Title')).toHaveValue('Course from tab A')
  await expect(tabA.getByRole('textbox', { name: 'Course Description' })).toHaveText('Written in tab A')

  await tabA.clock.install()
  await tabA.getByLabel('Course Title').fill('Course from tab A, edited')
  await tabA.clock.runFor(PAST_EVERY_SAVE_MS)
  await tabA.evaluate(() => window.dispatchEvent(new Event('pagehide')))
  const stored = await storedDraft(tabA)
  expect(stored?.draft.courseTitle).toBe('Course from tab B')
  expect(stored?.draft.courseDescription).toContain('Written in tab B')
  await expect(tabA.getByLabel('Course Title')).toHaveValue('Course from tab A, edited')
  return notice
}

/** Two tabs of one browser signed in as the demo educator; the second page's errors fail the test too. */
async function twoTabs(page: Page) {
  const person = await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  const tabB = await page.context().newPage()
  await useSession(tabB, person)
  const errorsInB: string[] = []
  tabB.on('pageerror', (error) => errorsInB.push(error.message))
  tabB.on('console', (message) => {
    if (message.type() === 'error') errorsInB.push(message.text())
  })
  return { tabA: page, tabB, errorsInB }
}

test('a tab whose draft changed in another tab asks, and "Load the newer draft" brings the other tab’s draft', async ({
  page,
}) => {
  const { tabA, tabB, errorsInB } = await twoTabs(page)
  await typeInATheninB(tabA, tabB)
  const notice = await expectNoticeAndNoOverwrite(tabA)

  await notice.getByRole('button', { name: 'Load the newer draft' }).click()

  await expect(notice).toBeHidden()
  await expect(tabA.getByLabel('Course Title')).toHaveValue('Course from tab B')
  await expect(tabA.getByLabel('Course Title')).toBeFocused()
  await expect(tabA.getByRole('textbox', { name: 'Course Description' })).toHaveText('Written in tab B')
  await expect(tabA.getByRole('button', { name: 'Remove chapter Chapter from tab B' })).toBeVisible()
  // The loaded draft is not written back (not even as the editor's own HTML of it), so tab B is not asked.
  const before = await tabA.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)
  await tabA.clock.runFor(PAST_EVERY_SAVE_MS)
  expect(await tabA.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBe(before)
  expect((await storedDraft(tabB))?.draft.courseTitle).toBe('Course from tab B')
  await expect(tabB.getByText(NOTICE)).toHaveCount(0)
  expect(errorsInB).toEqual([])
})

test('"Keep this one" writes this tab’s draft, and the other tab is asked in turn; the notice fits a phone', async ({
  page,
}) => {
  const { tabA, tabB, errorsInB } = await twoTabs(page)
  await tabA.setViewportSize({ width: 360, height: 740 })
  await typeInATheninB(tabA, tabB)
  const notice = await expectNoticeAndNoOverwrite(tabA)

  // At 360 px the notice and its two buttons fit the width, and the page passes axe with it on screen.
  const keep = notice.getByRole('button', { name: 'Keep this one' })
  for (const control of [notice, notice.getByRole('button', { name: 'Load the newer draft' }), keep]) {
    const box = await control.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true)
  }
  expect(await tabA.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  expect(await seriousViolations(tabA)).toEqual([])

  // Chosen from the keyboard.
  await keep.focus()
  await tabA.keyboard.press('Enter')

  await expect(notice).toBeHidden()
  await expect(tabA.getByLabel('Course Title')).toHaveValue('Course from tab A, edited')
  await expect(tabA.getByRole('textbox', { name: 'Course Description' })).toHaveText('Written in tab A')
  await expect(tabA.getByRole('button', { name: /^Remove chapter/ })).toHaveCount(0)
  const stored = await storedDraft(tabA)
  expect(stored?.draft.courseTitle).toBe('Course from tab A, edited')
  expect(stored?.draft.chapters).toEqual([])

  // Now tab B holds the older draft: it asks, with its own work still on screen.
  const noticeInB = tabB.getByRole('alert').filter({ hasText: NOTICE })
  await expect(noticeInB).toBeVisible()
  await expect(tabB.getByLabel('Course Title')).toHaveValue('Course from tab B')
  await expect(tabB.getByRole('button', { name: 'Remove chapter Chapter from tab B' })).toBeVisible()
  expect(errorsInB).toEqual([])
})
