import type { Page } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { createLearner } from '../fixtures/securityE2e'
import { endVideo, fakeYouTube, videoSeen } from './fakeYouTube'
import {
  expect,
  payAndSkipLoadingPause,
  seriousViolations,
  stubYouTube,
  test,
  useSession,
  type SignedIn,
} from './fixtures'

/*
 * The study flow (docs/study-flow.md) through the real build: a learner half-way through a course continues,
 * steps between lectures, finishes it and takes away the certificate, by pointer and by keyboard.
 */

const COURSE = 'Git and GitHub: Version Control for Teams'
const COURSE_ID = DEMO_COURSE_IDS['git-github-teams'] ?? ''
// A Devanagari name: conjuncts and vowel signs must survive the page, the print and the PDF.
const LEARNER_NAME = 'अनन्या क्षत्रिय'

/**
 * With STUDY_SCREENSHOTS=<folder>, full-page screenshots at phone and desktop widths of the screen as it is
 * (for looking at the layout by eye; nothing is compared).
 */
async function snap(page: Page, name: string): Promise<void> {
  const folder = process.env.STUDY_SCREENSHOTS
  if (!folder) return
  const viewport = page.viewportSize()
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 780 : 900 })
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true })
  }
  if (viewport) await page.setViewportSize(viewport)
}

/** A fresh learner who bought the course and has completed its first three lectures (of 2 + 3). */
async function startHalfWay(page: Page): Promise<SignedIn> {
  const person = await createLearner(page.request, LEARNER_NAME)
  await useSession(page, person)
  await page.goto(`/course/${COURSE_ID}`)
  await expect(page.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  await page.getByRole('button', { name: 'Enroll Now' }).click()
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await payAndSkipLoadingPause(page, () => page.getByRole('button', { name: 'Pay' }).click())
  await expect(page.getByRole('row').filter({ hasText: COURSE })).toBeVisible()

  const course = await (await page.request.get(`/api/course/${COURSE_ID}`)).json()
  const lectureIds: string[] = course.courseData.courseContent.flatMap(
    (chapter: { chapterContent: { lectureId: string }[] }) =>
      chapter.chapterContent.map((lecture) => lecture.lectureId),
  )
  for (const lectureId of lectureIds.slice(0, 3)) {
    const answer = await page.request.post('/api/user/update-course-progress', {
      headers: { Authorization: `Bearer ${person.token}` },
      data: { courseId: COURSE_ID, lectureId },
    })
    expect((await answer.json()).success).toBe(true)
  }
  return person
}

test('a learner continues a half-done course, steps through it, completes it and downloads the certificate', async ({
  page,
}) => {
  await stubYouTube(page)
  await startHalfWay(page)

  // My Enrollments names the next lecture.
  await page.goto('/my-enrollments')
  const row = page.getByRole('row').filter({ hasText: COURSE })
  await expect(row.getByText('3 / 5 Lectures')).toBeVisible()
  await expect(row.getByRole('link', { name: /^Next: 2\.2 / })).toBeVisible()

  // The player: progress, then Continue opens 2.2.
  await row.getByRole('link', { name: /^On Going/ }).click()
  await expect(page.getByRole('progressbar', { name: '3 of 5 lectures complete' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  )
  const go = page.getByRole('button', { name: /^Continue 2\.2 / })
  await expect(go).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'player-continue')
  await go.click()
  await expect(page.getByRole('heading', { level: 2, name: /^2\.2 / })).toBeVisible()
  await snap(page, 'player-lecture')
  await expect(page.getByRole('switch', { name: 'Autoplay next lecture' })).toHaveAttribute('aria-checked', 'false')

  // Next and Previous, across the chapter boundary.
  await page.getByRole('button', { name: /^Previous lecture 2\.1 / }).click()
  await page.getByRole('button', { name: /^Previous lecture 1\.2 / }).click()
  await expect(page.getByRole('heading', { level: 2, name: /^1\.2 / })).toBeVisible()
  await page.getByRole('button', { name: /^Next lecture 2\.1 / }).click()
  await page.getByRole('button', { name: /^Next lecture 2\.2 / }).click()
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  await expect(page.getByRole('progressbar', { name: '4 of 5 lectures complete' })).toBeVisible()
  await page.getByRole('button', { name: /^Next lecture 2\.3 / }).click()
  await expect(page.getByRole('button', { name: /^Next lecture/ })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  // The last lecture: the completion dialog.
  await page.getByRole('button', { name: 'Mark as Complete' }).click()
  const dialog = page.getByRole('dialog', { name: 'Course complete' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio')).toHaveCount(5)
  await snap(page, 'completion-dialog')
  expect(await seriousViolations(page)).toEqual([])
  await dialog.getByRole('link', { name: 'View your certificate' }).click()

  // The certificate, its print and its PDF.
  await expect(page).toHaveURL(new RegExp(`/certificate/${COURSE_ID}$`))
  const sheet = page.getByRole('article', { name: 'Certificate of Completion' })
  await expect(sheet).toContainText(LEARNER_NAME)
  await expect(sheet).toContainText(COURSE)
  await expect(sheet).toContainText(/Completed on \d{1,2} \w+ \d{4}/)
  await expect(sheet).toContainText('It is not an accredited qualification.')
  await snap(page, 'certificate')
  expect(await seriousViolations(page)).toEqual([])

  await page.emulateMedia({ media: 'print' })
  const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  await page.emulateMedia({ media: 'screen' })
  if (process.env.STUDY_SCREENSHOTS) writeFileSync(`${process.env.STUDY_SCREENSHOTS}/certificate-print.pdf`, printed)
  const pages = printed.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []
  expect(pages).toHaveLength(1)
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(printed.toString('latin1'))
  expect([Math.round(Number(box?.[1])), Math.round(Number(box?.[2]))]).toEqual([842, 595])

  const pdfScripts: string[] = []
  page.on('request', (request) => {
    if (/certificatePdf-/.test(request.url())) pdfScripts.push(request.url())
  })
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^certificate-Git-and-GitHub.*\.pdf$/)
  const stream = await file.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const bytes = Buffer.concat(chunks)
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF')
  expect(pdfScripts).toHaveLength(1)
  if (process.env.STUDY_PDF_OUT) await file.saveAs(process.env.STUDY_PDF_OUT)

  // My Enrollments now offers the certificate.
  await page.goto('/my-enrollments')
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: COURSE })
      .getByRole('link', { name: /^Certificate/ }),
  ).toBeVisible()
})

test('the PDF library is not loaded until Download PDF is pressed, nor on the player', async ({ page }) => {
  await stubYouTube(page)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await startHalfWay(page)
  await page.goto(`/player/${COURSE_ID}`)
  await expect(page.getByRole('button', { name: /^Continue/ })).toBeVisible()
  await page.goto(`/certificate/${COURSE_ID}`)
  await expect(page.getByRole('heading', { level: 1, name: 'You have not completed this course yet' })).toBeVisible()
  expect(scripts.filter((path) => /certificatePdf|pdf-lib|fontkit/i.test(path))).toEqual([])
})

test('the study flow works by keyboard alone: Continue, N, P, M, the shortcuts dialog and its switch', async ({
  page,
}) => {
  await stubYouTube(page)
  await startHalfWay(page)
  await page.goto(`/player/${COURSE_ID}`)
  const go = page.getByRole('button', { name: /^Continue 2\.2 / })
  await expect(go).toBeVisible()
  await go.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.2 / })).toBeFocused()

  await page.keyboard.press('p')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.1 / })).toBeVisible()
  await page.keyboard.press('n')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.2 / })).toBeVisible()
  await page.keyboard.press('m')
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  await page.keyboard.press('n')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.3 / })).toBeVisible()

  await page.keyboard.press('?')
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(dialog).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Tab')
  await expect(dialog.getByRole('checkbox', { name: 'Use single-key shortcuts' })).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await page.keyboard.press('p')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.3 / })).toBeVisible()

  // Turned off for this user, also after a reload; the visible controls still work.
  await page.reload()
  await page.getByRole('button', { name: /^Continue 2\.3 / }).click()
  await page.keyboard.press('p')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.3 / })).toBeVisible()
  const previous = page.getByRole('button', { name: /^Previous lecture 2\.2 / })
  await previous.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: /^2\.2 / })).toBeVisible()
})

test('by keyboard: Plan study time opens from the player; a video end marks the lecture complete once the switch is on; both switches survive a reload', async ({
  page,
}) => {
  await fakeYouTube(page)
  await startHalfWay(page)
  await page.goto(`/player/${COURSE_ID}`)
  await expect(page.getByRole('progressbar', { name: '3 of 5 lectures complete' })).toBeVisible()

  // Plan study time, from the player, by keyboard; Escape gives the focus back.
  const plan = page.getByRole('button', { name: /^Plan study time/ })
  await plan.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Plan study time' })
  await expect(dialog.getByText(/ left$/).first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(plan).toBeFocused()

  await page.getByRole('button', { name: /^Continue 2\.2 / }).click()
  await expect(page.locator('[data-fake-youtube]')).toHaveCount(1)
  const completeOnEnd = page.getByRole('switch', { name: 'Mark complete when a video ends' })
  await expect(completeOnEnd).toHaveAttribute('aria-checked', 'false')
  expect((await videoSeen(page)).playerVars).toMatchObject({ cc_lang_pref: 'en' })
  expect((await videoSeen(page)).playerVars).not.toHaveProperty('cc_load_policy')

  // Both choices by keyboard: Space on the switch, arrow keys in the Captions select.
  await completeOnEnd.focus()
  await page.keyboard.press('Space')
  await expect(completeOnEnd).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('combobox', { name: 'Captions' }).selectOption('on')
  await expect.poll(async () => (await videoSeen(page)).modules).toEqual(['load captions'])
  expect(await seriousViolations(page)).toEqual([])
  await snap(page, 'player-switches')

  // YouTube reports the end, twice: one request, the lecture completed.
  const posted: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/user/update-course-progress')) posted.push(request.url())
  })
  await endVideo(page)
  await endVideo(page)
  await expect(page.getByRole('progressbar', { name: '4 of 5 lectures complete' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Completed' })).toBeDisabled()
  expect(posted).toHaveLength(1)

  // A reload keeps both, and the next player is built with captions on.
  await page.reload()
  await page.getByRole('button', { name: /^Continue 2\.3 / }).click()
  await expect(page.locator('[data-fake-youtube]')).toHaveCount(1)
  await expect(completeOnEnd).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByRole('combobox', { name: 'Captions' })).toHaveValue('on')
  expect((await videoSeen(page)).playerVars).toMatchObject({ cc_load_policy: 1, cc_lang_pref: 'en' })
})
