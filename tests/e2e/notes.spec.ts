import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { fakeYouTube, setVideoTime } from './fakeYouTube'
import { DEMO_ACCOUNTS, expect, seriousViolations, signInDemo, startSignedInAs, test } from './fixtures'

/*
 * Notes in the player (docs/study-flow.md#notes) through the real build: a learner writes notes at two video
 * times, reloads, jumps to one, exports them and imports them on another device (a fresh browser context), and
 * another learner on the same browser sees none. YouTube's IFrame API is a stand-in (fakeYouTube.ts).
 */

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const COURSE = 'JavaScript Essentials: From Zero to Confident Developer'
// A background learner of the demo data, enrolled in the same course.
const OTHER_LEARNER = 'user_bg_meera'
const TOKEN_KEY = 'edemy.local-auth.token'

/** With NOTES_SCREENSHOTS=<folder>, full-page screenshots at phone and desktop widths (looked at, not compared). */
async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.NOTES_SCREENSHOTS
  if (!folder) return
  const viewport = page.viewportSize()
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 })
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true })
  }
  if (viewport) await page.setViewportSize(viewport)
}

/** The player on the course with its first lecture open and the (stand-in) video ready. */
async function openFirstLecture(page: Page): Promise<void> {
  await page.goto(`/player/${COURSE_ID}`)
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible()
  await page
    .getByRole('button', { name: /^Watch / })
    .first()
    .click()
  await expect(page.locator('[data-fake-youtube]')).toHaveCount(1)
}

test('a learner writes notes at two video times, reloads, jumps, exports and imports them; another learner sees none', async ({
  page,
  browser,
}) => {
  await fakeYouTube(page)
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await openFirstLecture(page)
  const notes = page.getByRole('region', { name: 'Notes' })
  await expect(notes.getByText('Notes are kept on this device only')).toBeVisible()
  await expect(notes.getByText('No notes yet.')).toBeVisible()

  // The first note with the mouse, at 04:12.
  await setVideoTime(page, 252)
  const box = page.getByRole('textbox', { name: 'Add a note' })
  await box.fill('Hoisting moves declarations up')
  await page.getByRole('button', { name: 'Save note' }).click()
  await expect(notes.getByRole('button', { name: 'Jump to 04:12' })).toBeVisible()
  await expect(box).toHaveValue('')

  // The second by keyboard alone, past an hour, two lines, saved with Ctrl+Enter.
  await setVideoTime(page, 3723)
  await box.focus()
  await page.keyboard.type('Closures keep their scope')
  await page.keyboard.press('Shift+Enter')
  await page.keyboard.type('<b>shown as typed</b>')
  await page.keyboard.press('Control+Enter')
  await expect(notes.getByRole('button', { name: 'Jump to 1:02:03' })).toBeVisible()
  await expect(notes.getByText('<b>shown as typed</b>', { exact: false })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'player-notes')
  // On a 360 px phone the notes fit the screen's width (nothing to scroll sideways).
  const desktop = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 780 })
  const fit = await notes.evaluate((region) => ({
    right: region.getBoundingClientRect().right,
    page: document.documentElement.clientWidth,
    sideways: region.scrollWidth - region.clientWidth,
  }))
  expect(fit.right).toBeLessThanOrEqual(fit.page)
  expect(fit.sideways).toBe(0)
  if (desktop) await page.setViewportSize(desktop)

  // Kept across a reload; a note's time moves the video there, by keyboard.
  await page.reload()
  await page
    .getByRole('button', { name: /^Watch / })
    .first()
    .click()
  await expect(page.locator('[data-fake-youtube]')).toHaveCount(1)
  const jump = notes.getByRole('button', { name: 'Jump to 04:12' })
  await expect(jump).toBeVisible()
  await expect(notes.getByRole('listitem')).toHaveCount(2)
  await jump.focus()
  await page.keyboard.press('Enter')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __video: { seeks: number[] } }).__video.seeks))
    .toEqual([252])

  // On a phone the video is far above the notes: jumping brings it into view.
  const viewport = page.viewportSize()
  await page.setViewportSize({ width: 360, height: 780 })
  const video = page.locator('[data-fake-youtube]').locator('xpath=..')
  await jump.scrollIntoViewIfNeeded()
  await expect(video).not.toBeInViewport()
  await jump.click()
  await expect(video).toBeInViewport()
  if (viewport) await page.setViewportSize(viewport)

  // Export: a Markdown file named after the course, made in the browser.
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const download = page.waitForEvent('download')
  await notes.getByRole('button', { name: 'Export notes' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('JavaScript Essentials- From Zero to Confident Developer notes.md')
  const path = await file.path()
  const text = await readFile(path, 'utf8')
  expect(text).toMatch(/^# JavaScript Essentials: From Zero to Confident Developer\n\n## 1\.1 .+\n\n/)
  expect(text).toContain('- [04:12] Hoisting moves declarations up\n')
  expect(text).toContain('- [1:02:03] Closures keep their scope\n  <b>shown as typed</b>\n')
  // Nothing went to the network but the lazily loaded file format.
  expect(requests.filter((url) => !/\/assets\/|^blob:/.test(url))).toEqual([])

  // Another device: the same learner in a fresh browser imports the file, and again (nothing doubles).
  const device = await browser.newContext()
  try {
    const other = await device.newPage()
    await fakeYouTube(other)
    await startSignedInAs(other, DEMO_ACCOUNTS.learner)
    await openFirstLecture(other)
    const otherNotes = other.getByRole('region', { name: 'Notes' })
    await expect(otherNotes.getByText('No notes yet.')).toBeVisible()
    const chooser = other.waitForEvent('filechooser')
    await otherNotes.getByRole('button', { name: 'Import notes' }).click()
    await (await chooser).setFiles(path)
    await expect(otherNotes.getByText('2 notes imported.')).toBeVisible()
    await expect(otherNotes.getByRole('button', { name: 'Jump to 1:02:03' })).toBeVisible()
    await otherNotes.locator('input[type="file"]').setInputFiles(path)
    await expect(otherNotes.getByText('These notes are here already: nothing new was imported.')).toBeVisible()
    await expect(otherNotes.getByRole('listitem')).toHaveCount(2)
    // A file that is not a notes file imports nothing and says so.
    await otherNotes.locator('input[type="file"]').setInputFiles({
      name: 'README.md',
      mimeType: 'text/markdown',
      buffer: Buffer.from('# A project\n\nNot notes at all.\n'),
    })
    await expect(otherNotes.getByRole('alert')).toHaveText('This is not a notes file. Nothing was imported.')
    await expect(otherNotes.getByRole('listitem')).toHaveCount(2)
  } finally {
    await device.close()
  }

  // Another learner signs in on this browser: none of these notes.
  const meera = await signInDemo(page.request, OTHER_LEARNER)
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [TOKEN_KEY, meera.token] as const)
  await openFirstLecture(page)
  await expect(notes.getByText('No notes yet.')).toBeVisible()
  await expect(notes.getByRole('listitem')).toHaveCount(0)
})

test('Delete offers Undo, and everything works by keyboard', async ({ page }) => {
  await fakeYouTube(page)
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
  await openFirstLecture(page)
  const notes = page.getByRole('region', { name: 'Notes' })
  await setVideoTime(page, 30)
  await page.getByRole('textbox', { name: 'Add a note' }).fill('A note to delete')
  await page.keyboard.press('Control+Enter')
  const remove = notes.getByRole('button', { name: 'Delete the note at 00:30' })
  await remove.focus()
  await page.keyboard.press('Enter')
  const undo = notes.getByRole('button', { name: 'Undo' })
  await expect(undo).toBeFocused()
  await expect(notes.getByText('Note deleted.')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'player-notes-deleted')
  await page.keyboard.press('Enter')
  await expect(notes.getByRole('button', { name: 'Edit the note at 00:30' })).toBeFocused()

  // Edit by keyboard: Enter opens the box, Ctrl+Enter saves, focus comes back to Edit.
  await page.keyboard.press('Enter')
  await expect(notes.getByRole('textbox', { name: 'Edit note' })).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' (kept)')
  await page.keyboard.press('Control+Enter')
  await expect(notes.getByText('A note to delete (kept)')).toBeVisible()
  await expect(notes.getByRole('button', { name: 'Edit the note at 00:30' })).toBeFocused()
})
