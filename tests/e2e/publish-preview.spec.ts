import type { Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { DEMO_ACCOUNTS, expect, seriousViolations, startSignedInAs, stubYouTube, test } from './fixtures'
import { addChapter, addLecture } from './courseForm'

/*
 * Add Course's "Preview as learner" and "Before you publish" (docs/product.md#preview-as-learner): an educator fills
 * the form, previews, sees the warnings, goes back, fixes a link, publishes, and the published course page shows what
 * the preview showed.
 */

const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
const SHOTS = process.env.PREVIEW_SHOTS_DIR
// The lecture's title is set in its own bidi isolate (U+2068 … U+2069) inside the sentence.
const BAD_LINK_LINE = /1\.2 \u2068Error messages\u2069: the link is not a YouTube video the player can play/

/** What the course page and the preview both show, read the same way from either. */
async function readCoursePage(scope: ReturnType<Page['locator']>) {
  const card = scope.getByRole('region', { name: 'Enroll in this course' })
  const structure = scope.getByRole('region', { name: 'Course Structure' })
  // Free previews sit in the chapters' panels: every chapter is opened first.
  for (const closed of await structure.locator('button[aria-expanded="false"]').all()) await closed.click()
  const text = async (locator: ReturnType<Page['locator']>) => (await locator.innerText()).replace(/\s+/g, ' ')
  return {
    title: await scope.getByRole('heading', { level: 1 }).innerText(),
    price: await card
      .getByText(/^Price:/)
      .locator('..')
      .innerText(),
    original: await text(card.locator('del')),
    off: await card.getByText(/% off$/).innerText(),
    lessons: await card.getByText(/lessons$/).innerText(),
    structure: await scope.getByText(/total length$/).innerText(),
    freePreviews: await structure.getByRole('button', { name: /^Preview/ }).count(),
  }
}

test('an educator previews a draft, fixes what the checklist names, publishes, and the course page matches', async ({
  page,
}) => {
  await stubYouTube(page)
  const title = `Preview Course ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/educator/add-course')

  await page.getByLabel('Course Title').fill(title)
  const editor = page.getByRole('textbox', { name: 'Course Description' })
  await expect(editor).toHaveAttribute('contenteditable', 'true')
  await editor.click()
  await page.keyboard.type('A short description.')
  await page.getByLabel('Course Price').fill('100')
  await page.getByLabel('Discount %').fill('10')
  await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
  await addChapter(page, 'Foundations')
  await addLecture(page, 'Foundations', {
    title: 'Why we test',
    minutes: 8,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    free: true,
  })
  await addLecture(page, 'Foundations', { title: 'Error messages', minutes: 14, url: 'https://vimeo.com/76979871' })

  // --- The checklist beside ADD names each thing to fix ---------------------------------------------
  const checklist = page.getByRole('region', { name: 'Before you publish' })
  await expect(checklist).toContainText(BAD_LINK_LINE)
  await expect(checklist).toContainText('Thumbnail: 160 × 90 pixels is smaller than 640 × 360')
  await expect(checklist).toContainText('Course Description: 20 characters of text. Write at least 200.')
  await expect(checklist).toContainText('Price: learners will pay ₹90.00 instead of ₹100.00 (10% off)')

  // --- The preview, by keyboard -----------------------------------------------------------------------
  await page.getByRole('button', { name: 'Preview as learner' }).focus()
  await page.keyboard.press('Enter')
  const preview = page.getByRole('dialog', { name: 'Preview — not published yet' })
  await expect(preview).toBeVisible()
  await expect(page).toHaveURL(/\?preview=1$/)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)
  // The chosen file itself, never uploaded.
  await expect(preview.getByRole('region', { name: 'Enroll in this course' }).locator('img')).toHaveAttribute(
    'src',
    /^blob:/,
  )
  await expect(preview.getByRole('region', { name: 'Before you publish' })).toContainText(BAD_LINK_LINE)
  const previewed = await readCoursePage(preview)
  expect(previewed).toMatchObject({
    title,
    original: 'Original price: ₹100.00',
    off: '10% off',
    lessons: '2 lessons',
    structure: '2 lectures · 22 minutes total length',
    freePreviews: 1,
  })
  expect(previewed.price).toContain('₹90.00')
  await preview.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(preview.getByRole('status').filter({ hasText: 'This is a preview' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 })
    // Nothing runs sideways at either width.
    expect(await preview.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/preview-${width}.png`, fullPage: false })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // --- Escape, "Back to editing" by keyboard, then the browser's Back: the form as it was -----------
  await page.keyboard.press('Escape')
  await expect(preview).toBeHidden()
  await expect(page).not.toHaveURL(/preview=1/)
  const previewButton = page.getByRole('button', { name: 'Preview as learner' })
  await expect(previewButton).toBeFocused()
  await page.keyboard.press('Enter')
  // The keyboard starts in the bar: the checklist link, then "Back to editing".
  await expect(preview.getByRole('button', { name: 'Before you publish' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(preview.getByRole('button', { name: 'Back to editing' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(preview).toBeHidden()
  await expect(previewButton).toBeFocused()
  await page.getByRole('button', { name: 'Preview as learner' }).click()
  await expect(preview).toBeVisible()
  await page.goBack()
  await expect(preview).toBeHidden()
  await expect(page.getByLabel('Course Title')).toHaveValue(title)
  await expect(editor).toHaveText('A short description.')
  await expect(page.getByLabel('Course Price')).toHaveValue('100')
  await expect(page.getByAltText('Thumbnail preview')).toHaveAttribute('src', /^blob:/)
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 })
    if (SHOTS) await checklist.screenshot({ path: `${SHOTS}/checklist-${width}.png` })
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // --- Fix the link, publish ------------------------------------------------------------------------
  await page.getByRole('button', { name: 'Remove lecture Error messages' }).click()
  await addLecture(page, 'Foundations', { title: 'Error messages', minutes: 14, url: 'https://youtu.be/9bZkp7q19f0' })
  await expect(checklist).not.toContainText('the link is not a YouTube video')
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await expect(page.getByText('Course added successfully')).toBeVisible()

  // --- The published page shows what the preview showed ---------------------------------------------
  await page.goto(`/course-list/${encodeURIComponent(title)}`)
  await page
    .getByTestId('course-card')
    .filter({ hasText: title })
    .getByRole('link', { name: new RegExp(title) })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  expect(await readCoursePage(page.locator('body'))).toEqual(previewed)
})
