import type { Page, Route } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { TIMEOUT_MS } from '../../src/config/constants'
import { personalStorageKey } from '../../src/lib/storage'
import {
  createEducator,
  navigateInApp,
  recordTestFigures,
  shownToasts,
  useSession,
  validCourseDraft,
  watchToasts,
  type CourseDraft,
  test,
} from '../fixtures/securityE2e'
import { allowConsoleErrors, BROWSER_NETWORK_NOISE, expect, requestsSeen } from './fixtures'

/*
 * The add-course form against bad files, failing uploads and invalid course data
 * (docs/security-and-reliability.md#uploads): bad thumbnails are refused before any request; a refused or
 * failed upload keeps every field (compared as a snapshot of the whole form, editor HTML and thumbnail
 * preview included) and a resubmit succeeds; invalid course data never leaves the browser; the form resets
 * once, on success only; a cancelled upload says nothing and keeps the form.
 */

test.use({ reducedMotion: 'reduce' })

const THUMBNAIL = fileURLToPath(new URL('../fixtures/educator/thumbnail.png', import.meta.url))
const SUCCESS = 'Course added successfully'
/**
 * Longer than any timer the form can have pending: it saves the draft 500 ms after a change
 * (src/hooks/useCourseDraft.ts).
 */
const FORM_TIMERS_MS = 2000

type Educator = Awaited<ReturnType<typeof createEducator>>

/** Opens add-course for a fresh educator with `draft` restored into the form (as a returning educator). */
async function openForm(page: Page, draft: CourseDraft | null): Promise<Educator> {
  const educator = await createEducator(page.request, 'Upload Educator')
  await useSession(page, educator)
  await page.goto('/about')
  await refill(page, educator, draft)
  return educator
}

/** Stores `draft` as the educator's saved draft and opens the form, which restores it. */
async function refill(page: Page, educator: Educator, draft: CourseDraft | null): Promise<void> {
  // Leaving the form saves what it holds (useCourseDraft flushes on unmount): leave first, then seed.
  if (!page.url().endsWith('/about')) await page.goto('/about')
  await storeDraft(page, educator, draft)
  await page.goto('/educator/add-course')
  await expect(page.getByRole('textbox', { name: 'Course Description' })).toBeVisible()
}

const draftKey = (educator: Educator) => personalStorageKey('add-course-draft', educator.userId)

async function storeDraft(page: Page, educator: Educator, draft: CourseDraft | null): Promise<void> {
  await page.evaluate(
    ([key, stored]) => {
      if (stored) localStorage.setItem(key, stored)
      else localStorage.removeItem(key)
    },
    [draftKey(educator), draft ? JSON.stringify({ version: 1, draft }) : ''] as const,
  )
}

/** As refill, inside the running app: the form is left and opened again without a page load. */
async function refillInApp(page: Page, educator: Educator, draft: CourseDraft): Promise<void> {
  await navigateInApp(page, '/about')
  await expect(page.getByRole('heading', { level: 1, name: 'About Edemy' })).toBeVisible()
  // React runs a screen's unmount effects before it renders the next update: once this second screen is shown, the
  // form's save-on-leave has been written, and the draft stored next is the one the form will find.
  await navigateInApp(page, '/contact')
  await expect(page.getByRole('heading', { level: 1, name: /Contact/ })).toBeVisible()
  await storeDraft(page, educator, draft)
  await navigateInApp(page, '/educator/add-course')
  await expect(page.getByText(/^Draft restored/)).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Course Description' })).toBeVisible()
}

/** Counts add-course posts from now on. */
function countUploads(page: Page): () => number {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/educator/add-course')) count += 1
  })
  return () => count
}

type FormSnapshot = Record<string, string>

/** Everything the educator has entered, as they see it. */
async function snapshot(page: Page): Promise<FormSnapshot> {
  const preview = page.getByAltText('Thumbnail preview')
  const chapters = page.locator('form ol').first()
  return {
    title: await page.getByLabel('Course Title').inputValue(),
    price: await page.getByLabel('Course Price').inputValue(),
    discount: await page.getByLabel('Discount %').inputValue(),
    description: await page.getByRole('textbox', { name: 'Course Description' }).innerHTML(),
    chapters: (await chapters.count()) > 0 ? (await chapters.innerText()).replace(/\s+/g, ' ') : 'none',
    thumbnail: (await preview.count()) > 0 ? ((await preview.getAttribute('src'))?.slice(0, 5) ?? 'none') : 'none',
    thumbnailName: (await page.getByText(/\.png\. PNG, JPEG/).count()) > 0 ? 'thumbnail.png' : 'none',
  }
}

function lostFields(before: FormSnapshot, after: FormSnapshot): string[] {
  return Object.keys(before).filter((key) => before[key] !== after[key])
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const BAD_FILES = [
  {
    name: 'SVG with a script',
    file: {
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'),
    },
    message: 'This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.',
  },
  {
    name: 'PDF renamed .png',
    file: { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n') },
    message: 'This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.',
  },
  {
    name: 'program named .gif.exe',
    file: { name: 'cat.gif.exe', mimeType: 'image/gif', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]) },
    message: 'This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.',
  },
  {
    name: 'empty file',
    file: { name: 'empty.png', mimeType: 'image/png', buffer: Buffer.alloc(0) },
    message: 'This file is empty. Choose a PNG, JPEG, WebP or GIF image.',
  },
  {
    name: '6 MB PNG',
    file: {
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([Buffer.from(PNG_SIGNATURE), Buffer.alloc(6 * 1024 * 1024)]),
    },
    message: 'This image is larger than 5 MB. Choose a smaller one.',
  },
]

test('bad thumbnails are refused with a message before anything is sent', async ({ page }, testInfo) => {
  await openForm(page, validCourseDraft())
  const uploads = countUploads(page)
  const input = page.getByLabel('Course Thumbnail')
  // The picker's own message (toasts are alerts too, outside the form).
  const pickerAlert = page.locator('form').getByRole('alert')
  const problems: string[] = []
  for (const bad of BAD_FILES) {
    await input.setInputFiles(bad.file)
    // The pick has been checked once it is refused (a message) or taken (its name under the field).
    await expect(pickerAlert.or(page.getByText(`${bad.file.name}. PNG, JPEG`))).toBeVisible()
    const message = (await pickerAlert.count()) > 0 ? await pickerAlert.innerText() : null
    if (message !== bad.message) problems.push(`${bad.name}: ${message === null ? 'no message' : `"${message}"`}`)
    if ((await page.getByAltText('Thumbnail preview').count()) > 0) problems.push(`${bad.name}: kept as the thumbnail`)
    // A good file after a bad one is taken, and clears the message.
    await input.setInputFiles(THUMBNAIL)
    await expect(page.getByText('thumbnail.png. PNG, JPEG')).toBeVisible()
    await expect(page.getByAltText('Thumbnail preview')).toBeVisible()
    if ((await pickerAlert.count()) > 0) problems.push(`${bad.name}: message kept after a good file`)
  }
  await requestsSeen(page)
  const failures = { requestsSent: uploads(), refusedBadly: problems.length }
  recordTestFigures(testInfo, { row: 'uploads', tried: BAD_FILES.length, failures })
  expect({ requests: uploads(), problems }).toEqual({ requests: 0, problems: [] })
})

test('without a thumbnail the server refuses the course and the form keeps every field', async ({ page }, testInfo) => {
  allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
  await openForm(page, validCourseDraft())
  const before = await snapshot(page)
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await expect(page.getByText('Please upload course thumbnail')).toBeVisible()
  await expect(page.getByText('Thumbnail Not Attached')).toBeVisible()
  const lost = lostFields(before, await snapshot(page))
  recordTestFigures(testInfo, { row: 'uploads', tried: 1, failures: { fieldsLost: lost.length } })
  expect(lost).toEqual([])
})

type UploadFault = { name: string; hangs?: boolean; respond: (route: Route) => Promise<void> }

const UPLOAD_FAULTS: UploadFault[] = [
  {
    name: '413 too large',
    respond: (route) =>
      route.fulfill({
        status: 413,
        contentType: 'text/html',
        body: '<html><h1>413 Request Entity Too Large</h1></html>',
      }),
  },
  {
    name: '500 JSON',
    respond: (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Upload storage is unavailable' } }),
  },
  {
    name: '502 HTML',
    respond: (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<html><h1>502 Bad Gateway</h1></html>' }),
  },
  { name: 'connection dropped mid-upload', respond: (route) => route.abort('connectionreset') },
  { name: 'no answer within the upload limit', hangs: true, respond: () => new Promise<void>(() => {}) },
]

for (const fault of UPLOAD_FAULTS) {
  test(`${fault.name} keeps every field, the resubmit succeeds and only then the form resets`, async ({
    page,
  }, testInfo) => {
    allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
    // Fake timers, flowing on their own: the upload limit and the form's own timers can be run through at once.
    await page.clock.install()
    // Toasts close by themselves after 5 s: every one shown is recorded, however long the steps below take.
    await watchToasts(page)
    const educator = await openForm(page, validCourseDraft())
    await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
    await expect(page.getByAltText('Thumbnail preview')).toBeVisible()
    const before = await snapshot(page)
    const uploads = countUploads(page)
    let healed = false
    await page.route('**/api/educator/add-course', (route) => (healed ? route.fallback() : fault.respond(route)))

    const add = page.getByRole('button', { name: 'ADD', exact: true })
    await add.click()
    if (fault.hangs) {
      await expect.poll(uploads, { intervals: [10] }).toBe(1)
      await expect(page.getByText(/^Uploading the course…/)).toBeVisible()
      await page.clock.fastForward(TIMEOUT_MS.upload + 500)
    }
    await expect(page.locator('.Toastify__toast--error[data-in="true"]')).toHaveCount(1)
    const errors = await shownToasts(page, 'error')
    await expect(add).toBeEnabled()
    const lost = lostFields(before, await snapshot(page))

    // The same form, sent again once the server is back, is published; then, and only then, it resets.
    healed = true
    await add.click()
    await expect(page.getByText(SUCCESS)).toBeVisible()
    await expect(page.getByLabel('Course Title')).toHaveValue('')
    // Whatever the form still had scheduled (a draft save, a second reset) has run, and any request it sent was seen.
    await page.clock.runFor(FORM_TIMERS_MS)
    await requestsSeen(page)
    const after = await snapshot(page)
    // Nothing of the published course is kept to be restored on the next visit.
    const stored = await page.evaluate((key) => localStorage.getItem(key), draftKey(educator))
    const reset =
      after.title === '' &&
      after.thumbnail === 'none' &&
      (await page.getByRole('button', { name: /^Remove chapter/ }).count()) === 0 &&
      stored === null
    const successToasts = (await shownToasts(page, 'success')).filter((text) => text === SUCCESS).length

    const failures = {
      fieldsLost: lost.length,
      unreadableError: errors.length === 1 && !/[<>]|undefined|\[object/.test(errors[0] ?? '') ? 0 : 1,
      resubmitFailed: successToasts === 1 ? 0 : 1,
      notReset: reset ? 0 : 1,
      extraRequests: uploads() === 2 ? 0 : Math.abs(uploads() - 2),
    }
    recordTestFigures(testInfo, { row: 'uploads', tried: 1, failures, counts: { error: errors.length } })
    expect({ lost, errors: errors.length, successToasts, reset, uploads: uploads() }).toEqual({
      lost: [],
      errors: 1,
      successToasts: 1,
      reset: true,
      uploads: 2,
    })
  })
}

/** Course forms the server would refuse (docs/api.md#server-rules), and the message each must show. */
function invalidDrafts(): { name: string; draft: CourseDraft; message: string | RegExp }[] {
  const valid = validCourseDraft()
  const firstLecture = (change: Partial<CourseDraft['chapters'][number]['chapterContent'][number]>): CourseDraft => {
    const draft = validCourseDraft()
    const chapter = draft.chapters[0]
    if (chapter?.chapterContent[0]) chapter.chapterContent[0] = { ...chapter.chapterContent[0], ...change }
    return draft
  }
  return [
    { name: 'empty title', draft: { ...valid, courseTitle: '' }, message: 'Enter the course title.' },
    { name: 'title of spaces', draft: { ...valid, courseTitle: '    ' }, message: 'Enter the course title.' },
    { name: 'negative price', draft: { ...valid, coursePrice: '-1' }, message: 'Enter a price of 0 or more.' },
    { name: 'price not a number', draft: { ...valid, coursePrice: 'abc' }, message: 'Enter a price of 0 or more.' },
    { name: 'infinite price', draft: { ...valid, coursePrice: '1e309' }, message: 'Enter a price of 0 or more.' },
    { name: 'empty price', draft: { ...valid, coursePrice: '' }, message: 'Enter a price of 0 or more.' },
    { name: 'discount 101', draft: { ...valid, discount: '101' }, message: 'Enter a discount from 0 to 100.' },
    { name: 'discount -1', draft: { ...valid, discount: '-1' }, message: 'Enter a discount from 0 to 100.' },
    { name: 'empty discount', draft: { ...valid, discount: '' }, message: 'Enter a discount from 0 to 100.' },
    { name: 'no chapters', draft: { ...valid, chapters: [] }, message: 'Add at least one chapter with a lecture.' },
    {
      name: 'chapter without lectures',
      draft: {
        ...valid,
        chapters: [{ ...(valid.chapters[0] as CourseDraft['chapters'][number]), chapterContent: [] }],
      },
      message: /has no lectures yet/,
    },
    { name: 'lecture of 0 minutes', draft: firstLecture({ lectureDuration: 0 }), message: /has an incomplete lecture/ },
    {
      name: 'lecture of -5 minutes',
      draft: firstLecture({ lectureDuration: -5 }),
      message: /has an incomplete lecture/,
    },
    {
      name: 'javascript: lecture link',
      draft: firstLecture({ lectureUrl: 'javascript:alert(1)' }),
      message: /has an incomplete lecture/,
    },
    {
      name: 'ftp lecture link',
      draft: firstLecture({ lectureUrl: 'ftp://files.example/a.mp4' }),
      message: /has an incomplete lecture/,
    },
    {
      name: 'lecture without a title',
      draft: firstLecture({ lectureTitle: ' ' }),
      message: /has an incomplete lecture/,
    },
  ]
}

test('invalid course data is stopped in the form with a field message, and nothing is sent', async ({
  page,
}, testInfo) => {
  const cases = invalidDrafts()
  const educator = await openForm(page, null)
  const uploads = countUploads(page)
  const add = page.getByRole('button', { name: 'ADD', exact: true })
  const missing: string[] = []
  // One page for every case: the form is left and opened again in the app, restoring the next invalid draft.
  for (const invalid of cases) {
    await refillInApp(page, educator, invalid.draft)
    await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
    await expect(page.getByAltText('Thumbnail preview')).toBeVisible()
    await add.click()
    // The submit has been handled once a field is marked invalid (a refused form) or the form starts sending.
    const refused = page.locator('form').locator('[aria-invalid="true"], [aria-describedby*="-error"]')
    const sending = page.locator('form[aria-busy="true"], .Toastify__toast')
    await expect(refused.or(sending).first()).toBeVisible()
    if (!(await page.getByRole('main').getByText(invalid.message).first().isVisible())) missing.push(invalid.name)
  }
  await requestsSeen(page)
  const failures = { requestsSent: uploads(), missingMessages: missing.length }
  recordTestFigures(testInfo, { row: 'uploads', tried: cases.length, failures })
  expect({ requests: uploads(), missing }).toEqual({ requests: 0, missing: [] })
})

test('cancelling a slow upload says nothing, sends nothing more and keeps the form', async ({ page }, testInfo) => {
  allowConsoleErrors(page, BROWSER_NETWORK_NOISE)
  await watchToasts(page)
  await openForm(page, validCourseDraft())
  await page.getByLabel('Course Thumbnail').setInputFiles(THUMBNAIL)
  await expect(page.getByAltText('Thumbnail preview')).toBeVisible()
  const before = await snapshot(page)
  const uploads = countUploads(page)
  const aborted: string[] = []
  page.on('requestfailed', (request) => {
    if (request.url().endsWith('/api/educator/add-course')) aborted.push(request.failure()?.errorText ?? '')
  })
  // The server is slow: the upload is still going when the educator changes their mind.
  await page.route('**/api/educator/add-course', () => new Promise<void>(() => {}))
  await page.getByRole('button', { name: 'ADD', exact: true }).click()
  await expect(page.getByText(/^Uploading the course…/)).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  // Settled: a toast for the cancelled call would have been raised before the form is usable again.
  await expect(page.getByRole('button', { name: 'ADD', exact: true })).toBeEnabled()
  await expect.poll(() => aborted.length, { intervals: [10] }).toBeGreaterThan(0)
  await requestsSeen(page)
  const toasts = await shownToasts(page)
  const lost = lostFields(before, await snapshot(page))
  const failures = {
    toasts: toasts.length,
    fieldsLost: lost.length,
    notAborted: aborted.length === 1 ? 0 : 1,
    extraRequests: Math.max(0, uploads() - 1),
  }
  recordTestFigures(testInfo, { row: 'uploads', tried: 1, failures })
  expect({ toasts, lost, aborted: aborted.length, uploads: uploads() }).toEqual({
    toasts: [],
    lost: [],
    aborted: 1,
    uploads: 1,
  })
})
