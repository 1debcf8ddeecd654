import type { Page } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed'
import { certificateField } from '../../src/domain/certificateField'
import { fulfillChanged } from '../fixtures/securityE2e'
import { DEMO_ACCOUNTS, expect, seriousViolations, startSignedInAs, test } from './fixtures'

/*
 * Long and tricky names and titles on the certificate page (docs/study-flow.md#the-certificate): a 600-character
 * course title and a 200-character name, both with right-to-left overrides, isolates and zero-width characters and
 * a word longer than any line. At phone and desktop widths and in print, name and title stay inside the border,
 * "Completed on" and the statement stay in view and uncovered, and the page shows the same words as the PDF.
 *
 * The API keeps titles to 200 characters and names to 100, so the demo learner's finished course and session are
 * given the long words on their way to the page (the server's data is left alone).
 */

const COURSE_ID = DEMO_COURSE_IDS['javascript-essentials'] ?? ''
const RLO = '\u202e'
const PDF = '\u202c'
const LRI = '\u2066'
const PDI = '\u2069'
const ZWSP = '\u200b'
const ZWJ = '\u200d'
const WJ = '\u2060'
const BOM = '\ufeff'

/** `parts` repeated and cut to exactly `length` UTF-16 code units. */
function exactly(length: number, parts: string): string {
  return parts.repeat(Math.ceil(length / parts.length)).slice(0, length)
}

const LONG_WORD = 'Supercalifragilistic'.repeat(6)
const TITLE = exactly(
  600,
  `${RLO}Mastering Distributed${PDF} Systems: ${ZWSP}हिन्दी में ${LRI}Resilient${PDI} Design ${LONG_WORD}${WJ} and ${BOM}Practice, `,
)
const NAME = exactly(200, `${RLO}Ananya${ZWJ} Krishnan-${ZWSP}Venkataraman ${LRI}अनन्या क्षत्रिय${PDI} Rohan${BOM} `)
// Every bidi control and zero-width character the page must not show (a joiner after a virama would be spelling).
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u

test.beforeEach(async ({ page }) => {
  expect(TITLE).toHaveLength(600)
  expect(NAME).toHaveLength(200)
  await page.route('**/local-auth/session', (route) =>
    fulfillChanged<{ user: { name: string; fullName?: string } }>(route, (body) => {
      body.user.name = NAME
      body.user.fullName = NAME
    }),
  )
  await page.route('**/api/user/data/enrolled-courses', (route) =>
    fulfillChanged<{ enrolledCourses: { _id: string; courseTitle: string }[] }>(route, (body) => {
      for (const course of body.enrolledCourses) if (course._id === COURSE_ID) course.courseTitle = TITLE
    }),
  )
  await startSignedInAs(page, DEMO_ACCOUNTS.learner)
})

type Rect = { left: number; top: number; right: number; bottom: number }
type Geometry = {
  /** The sheet inside its border. */
  inner: Rect
  parts: { name: string; rect: Rect; sideways: string[] }[]
  /** For "Completed on" and the statement: is the element itself what is drawn at its centre? */
  onTop: Record<string, boolean>
}

/** Where the sheet's border and each of its lines are, as the browser laid them out. */
async function geometry(page: Page): Promise<Geometry> {
  return page.getByRole('article', { name: 'Certificate of Completion' }).evaluate((sheet) => {
    const box = (rect: DOMRect) => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })
    const outer = sheet.getBoundingClientRect()
    const inner = {
      left: outer.left + sheet.clientLeft,
      top: outer.top + sheet.clientTop,
      right: outer.left + sheet.clientLeft + sheet.clientWidth,
      bottom: outer.top + sheet.clientTop + sheet.clientHeight,
    }
    const parts = [...sheet.children].map((child) => {
      const rect = child.getBoundingClientRect()
      // Each line of a field (its fragments, clipped ones included) within the element's own width.
      const sideways = [...child.querySelectorAll('bdi')]
        .flatMap((field) => [...field.getClientRects()])
        .filter((line) => line.left < rect.left - 1 || line.right > rect.right + 1)
        .map((line) => `${line.left}–${line.right} outside ${rect.left}–${rect.right}`)
      return { name: child.getAttribute('data-testid') ?? child.tagName.toLowerCase(), rect: box(rect), sideways }
    })
    const onTop: Record<string, boolean> = {}
    for (const id of ['certificate-completed-on', 'certificate-disclaimer']) {
      const element = sheet.querySelector(`[data-testid="${id}"]`)!
      element.scrollIntoView({ block: 'center', behavior: 'instant' })
      const rect = element.getBoundingClientRect()
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
      onTop[id] = hit !== null && element.contains(hit)
    }
    return { inner, parts, onTop }
  })
}

const inside = (rect: Rect, outer: Rect) =>
  rect.left >= outer.left - 0.5 &&
  rect.right <= outer.right + 0.5 &&
  rect.top >= outer.top - 0.5 &&
  rect.bottom <= outer.bottom + 0.5
const overlap = (a: Rect, b: Rect) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5

/** Every line inside the border, none wider than the sheet, the fixed lines visible, on top and overlapping nothing. */
async function expectLaidOutInsideTheBorder(page: Page): Promise<void> {
  const sheet = page.getByRole('article', { name: 'Certificate of Completion' })
  await expect(sheet.getByTestId('certificate-completed-on')).toBeVisible()
  await expect(sheet.getByTestId('certificate-disclaimer')).toBeVisible()
  const { inner, parts, onTop } = await geometry(page)
  for (const part of parts) {
    expect(inside(part.rect, inner), `${part.name} inside the border: ${JSON.stringify({ part, inner })}`).toBe(true)
    expect(part.sideways, `${part.name} wraps within its box`).toEqual([])
  }
  for (const fixed of ['certificate-completed-on', 'certificate-disclaimer']) {
    const line = parts.find((part) => part.name === fixed)!
    for (const other of parts.filter((part) => part !== line)) {
      expect(overlap(line.rect, other.rect), `${fixed} overlaps ${other.name}`).toBe(false)
    }
    expect(onTop[fixed], `${fixed} is drawn on top`).toBe(true)
  }
  await expect(sheet.getByTestId('certificate-completed-on')).toHaveText(/^Completed on \d{1,2} \w+ \d{4}$/)
  await expect(sheet.getByTestId('certificate-disclaimer')).toHaveText(
    'A certificate of completion from Edemy. It is not an accredited qualification.',
  )
}

test('a 600-character title and a 200-character name with bidi and zero-width characters fit inside the border', async ({
  page,
}) => {
  const sheet = page.getByRole('article', { name: 'Certificate of Completion' })
  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.goto(`/certificate/${COURSE_ID}`)
    await expect(sheet).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `/tmp/cert-${width}.png`, fullPage: true })
    await expectLaidOutInsideTheBorder(page)
  }

  // The same words as the PDF: each field is one left-to-right isolate holding the cleaned string, no control left.
  const name = sheet.getByTestId('certificate-name').locator('bdi')
  const title = sheet.getByTestId('certificate-title').locator('bdi')
  await expect(name).toHaveAttribute('dir', 'ltr')
  await expect(title).toHaveAttribute('dir', 'ltr')
  expect(await name.textContent()).toBe(certificateField(NAME))
  expect(await title.textContent()).toBe(certificateField(TITLE))
  expect(await title.textContent()).toContain('हिन्दी में')
  expect(await sheet.textContent()).not.toMatch(INVISIBLE)
  await expect(page).toHaveTitle(`Certificate: ${certificateField(TITLE)} | Edemy`)
  expect(await seriousViolations(page)).toEqual([])

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF' }).click()
  const file = await download
  const chunks: Buffer[] = []
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer)
  const pdf = await PDFDocument.load(Buffer.concat(chunks))
  expect(pdf.getPageCount()).toBe(1)
  expect(pdf.getTitle()).toBe(`Certificate of Completion: ${await title.textContent()}`)
  expect(pdf.getSubject()).toBe(`${await name.textContent()}, ${await title.textContent()}`)
})

test('printed, the long title and name fit the A4 page and leave "Completed on" and the statement in view', async ({
  page,
}) => {
  // A4 landscape at 96 px to the inch, the size the printed sheet takes.
  await page.setViewportSize({ width: 1123, height: 794 })
  await page.goto(`/certificate/${COURSE_ID}`)
  await expect(page.getByRole('article', { name: 'Certificate of Completion' })).toBeVisible()
  await page.evaluate(() => document.fonts.ready)
  await page.emulateMedia({ media: 'print' })
  await expectLaidOutInsideTheBorder(page)
  const printed = await page.pdf({ preferCSSPageSize: true, printBackground: true })
  expect(printed.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).toHaveLength(1)
  if (process.env.CERTIFICATE_PRINT_OUT)
    (await import('node:fs')).writeFileSync(process.env.CERTIFICATE_PRINT_OUT, printed)
})
