import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { NewCourse } from '../../src/domain/courseSchema'
import { personalStorageKey } from '../../src/lib/storage'
import { createEducator, createLearner, recordTestFigures } from '../fixtures/securityE2e'
import {
  payAndSkipLoadingPause,
  publishThroughApi,
  DEMO_ACCOUNTS,
  EDUCATOR_ROUTES,
  educatorCallsOnEveryScreen,
  expect,
  recordEducatorCalls,
  requestsSeen,
  type SignedIn,
  startSignedInAs,
  stubYouTube,
  test,
  useSession,
} from './fixtures'
import { addChapter, addLecture } from './courseForm'

const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
/** Chunk names of the educator area and the editor (Vite names lazy chunks after their files). */
const EDUCATOR_CHUNK =
  /\/assets\/(Educator|EducatorPage|Dashboard|AddCourse|MyCourses|StudentsEnrolled|RichTextEditor)-|quill/i

const PRICE = 120
const DISCOUNT = 25
/** 120 − 25 % = 90: what the learner pays and the educator earns. */
const DISCOUNTED_PRICE = 90

/** Every script and stylesheet a page downloads. */
function recordAssets(page: Page): string[] {
  const assets: string[] = []
  page.on('request', (request) => {
    if (['script', 'stylesheet'].includes(request.resourceType())) assets.push(request.url())
  })
  return assets
}

/** "₹1,234.50" → 1234.5 */
function amountOf(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.]/g, ''))
}

async function dashboardFigures(page: Page) {
  await page.goto('/educator')
  const card = (label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
  await expect(card('Total Earnings')).toBeVisible()
  return {
    enrollments: Number(await card('Total Enrollments').locator('dd').textContent()),
    earnings: amountOf(await card('Total Earnings').locator('dd').textContent()),
  }
}

function rowWith(table: Locator, text: string): Locator {
  return table.getByRole('row').filter({ hasText: text })
}

const today = () =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date())

test('an educator publishes a course written in Quill, and My Courses and the catalogue show it as written', async ({
  page,
}) => {
  const title = `E2E Testing Course ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/educator/add-course')

  // --- Write the course ---------------------------------------------------------------------
  await expect(page.getByRole('heading', { level: 1, name: 'Add Course' })).toBeVisible()
  await page.getByLabel('Course Title').fill(title)
  const editor = page.getByRole('textbox', { name: 'Course Description' })
  await expect(editor).toHaveAttribute('contenteditable', 'true')
  await editor.click()
  await page.keyboard.type('A practical course about testing. ')
  await page.keyboard.press('Control+b')
  await page.keyboard.type('Bold promise')
  await page.keyboard.press('Control+b')
  await page.keyboard.type(' and plain text again.')
  await expect(editor.locator('strong')).toHaveText('Bold promise')

  await page.getByLabel('Course Price').fill(String(PRICE))
  await page.getByLabel('Discount %').fill(String(DISCOUNT))
  await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
  await expect(page.getByAltText('Thumbnail preview')).toHaveAttribute('src', /^blob:/)

  await addChapter(page, 'Foundations')
  await addChapter(page, 'Going further')
  await addLecture(page, 'Foundations', {
    title: 'Why we test',
    minutes: 8,
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    free: true,
  })
  await addLecture(page, 'Foundations', { title: 'Your first test', minutes: 14, url: 'https://youtu.be/9bZkp7q19f0' })
  await addLecture(page, 'Going further', {
    title: 'Testing the network',
    minutes: 21,
    url: 'https://www.youtube.com/watch?v=kJQP7kiw5Fk',
  })
  const foundations = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Remove chapter Foundations' }) })
  await expect(foundations).toContainText('2 Lectures')
  await expect(foundations.getByRole('listitem').first()).toContainText('Why we test · 8 mins')
  await expect(foundations.getByRole('listitem').first()).toContainText('FreePreview')
  await expect(foundations.getByRole('listitem').nth(1)).toContainText('Paid')

  // --- Publish ----------------------------------------------------------------------------------
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/educator/add-course'))
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  const sent = await upload
  // Chromium does not expose multipart file bodies to Playwright; the screen tests check the fields,
  // My Courses and the public course page below show what arrived (thumbnail, bold text).
  expect(await sent.headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/)
  expect(await sent.headerValue('authorization')).toMatch(/^Bearer \S+$/)
  await expect(page.getByText('Course added successfully')).toBeVisible()
  await expect(page.getByLabel('Course Title')).toHaveValue('')
  await expect(page.getByRole('button', { name: /^Remove chapter/ })).toHaveCount(0)
  await expect(page.getByAltText('Thumbnail preview')).toHaveCount(0)

  // --- It is in My Courses ---------------------------------------------------------------------------
  await page.getByRole('navigation', { name: 'Educator' }).getByRole('link', { name: 'My Courses' }).click()
  const myCourses = page.getByRole('table', { name: 'My courses' })
  const published = rowWith(myCourses, title)
  await expect(published).toBeVisible()
  await expect(published.getByRole('cell').nth(1)).toHaveText('₹0.00')
  await expect(published.getByRole('cell').nth(2)).toHaveText('0')
  await expect(published.getByRole('cell').nth(3)).toHaveText(today())
  // The uploaded thumbnail is served back byte for byte.
  const thumbnailUrl = await published.locator('img').getAttribute('src')
  const served = await page.request.get(new URL(thumbnailUrl ?? '', page.url()).href)
  expect(served.ok()).toBe(true)
  expect(await served.body()).toEqual(readFileSync(THUMBNAIL))

  // --- And in the public catalogue, at its discounted price, with its formatting -------------------------
  await page.goto(`/course-list/${encodeURIComponent(title)}`)
  const card = page.getByTestId('course-card').filter({ hasText: title })
  await expect(card).toHaveCount(1)
  await expect(card).toContainText('₹90.00')
  await card.getByRole('link', { name: new RegExp(title) }).click()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Course Description' }).locator('strong')).toHaveText('Bold promise')
})

/** Publishes a course through the API, as the add-course form sends it, and returns its title. */
async function publishSoldCourse(request: APIRequestContext, educator: SignedIn): Promise<string> {
  const title = `E2E Sold Course ${Date.now()}-${Math.random().toString(36).slice(2, 7)}`
  const lecture = { lectureId: 'lec-1', lectureTitle: 'Why we test', lectureDuration: 8, lectureOrder: 1 }
  const course: NewCourse = {
    courseTitle: title,
    courseDescription: '<p>A practical course about testing.</p>',
    coursePrice: PRICE,
    discount: DISCOUNT,
    courseContent: [
      {
        chapterId: 'ch-1',
        chapterTitle: 'Foundations',
        chapterOrder: 1,
        chapterContent: [{ ...lecture, lectureUrl: 'https://youtu.be/dQw4w9WgXcQ', isPreviewFree: true }],
      },
    ],
  }
  await publishThroughApi(request, educator, course)
  return title
}

test('a new learner buys a course on the test checkout, and its educator sees the sale on every screen', async ({
  page,
  browser,
}) => {
  // A brand-new educator, so the dashboard's figures are this sale's alone (demo educators' move with other specs).
  const educator = await createEducator(page.request, 'Selling Educator')
  const title = await publishSoldCourse(page.request, educator)

  // --- A brand-new learner buys it on the test checkout -------------------------------------------------
  const learnerContext = await browser.newContext()
  const learnerPage = await learnerContext.newPage()
  await stubYouTube(learnerPage)
  const learner = await createLearner(learnerPage.request, `Buyer ${Date.now().toString(36)}`)
  await useSession(learnerPage, learner)
  await learnerPage.goto(`/course-list/${encodeURIComponent(title)}`)
  await learnerPage
    .getByTestId('course-card')
    .getByRole('link', { name: new RegExp(title) })
    .click()
  await expect(learnerPage.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // Signed in once the bar says so; before that, Enroll Now would ask a visitor to log in.
  await expect(learnerPage.getByRole('link', { name: 'My Enrollments' })).toBeVisible()
  await learnerPage.getByRole('button', { name: 'Enroll Now' }).click()
  await expect(learnerPage.getByLabel('Card number')).toBeVisible()
  await expect(learnerPage.getByText('₹90.00')).toBeVisible()
  await learnerPage.getByLabel('Card number').fill('4242 4242 4242 4242')
  await payAndSkipLoadingPause(learnerPage, () => learnerPage.getByRole('button', { name: 'Pay' }).click())
  await expect(learnerPage.getByRole('row').filter({ hasText: title })).toBeVisible()
  await learnerContext.close()

  // --- The educator sees the sale -------------------------------------------------------------------
  await useSession(page, educator)
  const figures = await dashboardFigures(page)
  const latest = page.getByRole('table', { name: 'Latest Enrollments' })
  await expect(rowWith(latest, learner.name)).toContainText(title)
  expect(figures).toEqual({ enrollments: 1, earnings: DISCOUNTED_PRICE })

  await page.getByRole('navigation', { name: 'Educator' }).getByRole('link', { name: 'Students Enrolled' }).click()
  const students = page.getByRole('table', { name: 'Students enrolled' })
  const sale = rowWith(students, learner.name)
  await expect(sale).toHaveCount(1)
  await expect(sale).toContainText(title)
  await expect(sale.getByRole('cell').nth(3)).toHaveText(today())

  await page.getByRole('navigation', { name: 'Educator' }).getByRole('link', { name: 'My Courses' }).click()
  const sold = rowWith(page.getByRole('table', { name: 'My courses' }), title)
  await expect(sold.getByRole('cell').nth(1)).toHaveText(`₹${DISCOUNTED_PRICE.toFixed(2)}`)
  await expect(sold.getByRole('cell').nth(2)).toHaveText('1')
})

test('a learner on any educator screen is invited to become an educator and no educator data is requested', async ({
  page,
}, testInfo) => {
  await useSession(page, await createLearner(page.request, 'Test Learner'))
  const calls = await educatorCallsOnEveryScreen(page, async () => {
    await expect(page.getByRole('button', { name: 'Become Educator' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Teach on the platform' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Educator' })).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  })
  // No educator call for a learner (docs/security-and-reliability.md#educator-only-data), counted in the
  // security summary.
  recordTestFigures(testInfo, {
    row: 'tokens',
    tried: EDUCATOR_ROUTES.length,
    failures: { educatorCalls: calls.length },
  })
  expect(calls).toEqual([])
})

test('a signed-out visitor on the educator area gets the sign-in prompt', async ({ page }, testInfo) => {
  const calls = recordEducatorCalls(page)
  await page.goto('/educator/add-course')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeVisible()
  await expect(page.getByText('Hi | Developers')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Educator' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // The dialog lists the accounts to continue as: it has loaded what it needs.
  await expect(
    page
      .getByRole('dialog')
      .getByRole('button', { name: /Continue as/ })
      .first(),
  ).toBeVisible()
  // Opening the dialog sent nothing to the educator API either.
  await requestsSeen(page)
  recordTestFigures(testInfo, { row: 'tokens', tried: 1, failures: { educatorCalls: calls.length } })
  expect(calls).toEqual([])
})

test('learner routes never download the educator pages or the editor', async ({ page }) => {
  await stubYouTube(page)
  const assets = recordAssets(page)
  await page.goto('/')
  // Home shows its catalogue: whatever the home page fetches on start has been asked for.
  await expect(page.getByRole('list', { name: 'Featured courses' }).getByTestId('course-card').first()).toBeVisible()
  // Home, the course list and a course page, moving through the app as a visitor does.
  await page.getByRole('link', { name: 'Show all Courses' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Course List' })).toBeVisible()
  await page.getByTestId('course-card').first().getByRole('link').click()
  await expect(page).toHaveURL(/\/course\//)
  await expect(page.getByRole('button', { name: 'Enroll Now' })).toBeVisible()
  // Every script and stylesheet the three screens asked for is in `assets`.
  await requestsSeen(page)
  expect(assets.length).toBeGreaterThan(0)
  expect(assets.filter((url) => EDUCATOR_CHUNK.test(url))).toEqual([])
})

test('the add-course page downloads the educator pages and the editor, as the check above looks for', async ({
  page,
}) => {
  // The check above can fail: an educator's add-course screen does load exactly these chunks.
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  const assets = recordAssets(page)
  await page.goto('/')
  await page.getByRole('link', { name: 'Educator Dashboard' }).click()
  await page.getByRole('navigation', { name: 'Educator' }).getByRole('link', { name: 'Add Course' }).click()
  await expect(page.getByRole('textbox', { name: 'Course Description' })).toBeVisible()
  const loaded = assets.filter((url) => EDUCATOR_CHUNK.test(url)).map((url) => new URL(url).pathname)
  for (const chunk of ['Educator-', 'AddCourse-', 'RichTextEditor-']) {
    expect(loaded.some((path) => path.includes(chunk))).toBe(true)
  }
  expect(loaded.some((path) => path.endsWith('.css'))).toBe(true)
})

test('the real editor keeps Quill’s rules: safe links, mailto for bare addresses, YouTube and Vimeo embeds, no semantic HTML', async ({
  page,
}) => {
  await stubYouTube(page)
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  await page.goto('/educator/add-course')
  const editor = page.getByRole('textbox', { name: 'Course Description' })
  await editor.click()
  const toolbar = page.getByRole('toolbar', { name: 'Description formatting' })
  const linkBox = page.getByLabel('Link or video address')

  async function linkLastWord(word: string, address: string) {
    await page.keyboard.type(`${word}`)
    await page.keyboard.down('Shift')
    for (let index = 0; index < word.length; index++) await page.keyboard.press('ArrowLeft')
    await page.keyboard.up('Shift')
    await toolbar.getByRole('button', { name: 'Link', exact: true }).click()
    await linkBox.fill(address)
    await linkBox.press('Enter')
    await page.keyboard.press('End')
    await page.keyboard.type(' ')
  }

  await linkLastWord('mail', 'someone@example.com')
  await linkLastWord('bad', 'javascript:alert(1)')
  await linkLastWord('site', 'https://example.com/page')
  await expect(editor.locator('a', { hasText: 'mail' })).toHaveAttribute('href', 'mailto:someone@example.com')
  await expect(editor.locator('a', { hasText: 'bad' })).toHaveAttribute('href', 'about:blank')
  await expect(editor.locator('a', { hasText: 'site' })).toHaveAttribute('href', 'https://example.com/page')

  await toolbar.getByRole('button', { name: 'Video', exact: true }).click()
  await linkBox.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
  await linkBox.press('Enter')
  await expect(editor.locator('iframe.ql-video')).toHaveAttribute(
    'src',
    'https://www.youtube.com/embed/dQw4w9WgXcQ?showinfo=0',
  )
  await page.route('https://player.vimeo.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '' }))
  await page.keyboard.press('ArrowRight')
  await toolbar.getByRole('button', { name: 'Video', exact: true }).click()
  await linkBox.fill('https://vimeo.com/76979871')
  await linkBox.press('Enter')
  await expect(editor.locator('iframe.ql-video').nth(1)).toHaveAttribute(
    'src',
    'https://player.vimeo.com/video/76979871/',
  )

  // Headers 1-6 and the size and font pickers come from EDITOR; the pickers have names.
  await toolbar.getByRole('button', { name: 'Text style' }).click()
  await expect(toolbar.getByRole('button', { name: /^Text style: / })).toHaveCount(7)
  await page.keyboard.press('Escape')

  // The stored description is the editor's own HTML (an <iframe>), never getSemanticHTML()'s <a> for videos.
  await page.getByLabel('Course Title').fill('Editor rules (never published)')
  const draftKey = personalStorageKey('add-course-draft', 'user_demo_educator')
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', draftKey))
    .toContain('<iframe class=\\"ql-video\\"')
})

test('the side menu shrinks to named icons on a phone and shows its labels on a wide screen', async ({ page }) => {
  await startSignedInAs(page, DEMO_ACCOUNTS.educator)
  const menu = page.getByRole('navigation', { name: 'Educator' })
  const entries = ['Dashboard', 'Add Course', 'My Courses', 'Students Enrolled']
  const labelWidths = () =>
    Promise.all(
      entries.map((name) =>
        menu
          .getByRole('link', { name })
          .locator('span')
          .evaluate((el) => el.clientWidth),
      ),
    )

  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/educator/my-course')
  await expect(menu.getByRole('link', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page')
  // Visually hidden labels (1 px wide) keep each icon's name for screen readers.
  expect(await labelWidths()).toEqual([1, 1, 1, 1])
  expect((await menu.boundingBox())?.width).toBeLessThanOrEqual(64)

  await page.setViewportSize({ width: 1440, height: 900 })
  for (const width of await labelWidths()) expect(width).toBeGreaterThan(40)
  expect((await menu.boundingBox())?.width).toBe(256)
})
