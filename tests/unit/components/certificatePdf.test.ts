// @vitest-environment node
import fc from 'fast-check'
import { PDFDocument, PDFPage, type PDFFont } from 'pdf-lib'
import { certificateText, type CertificateText } from '../../../src/domain/certificate'
import {
  BORDER,
  certificatePdf,
  certificatePdfLayout,
  clustersOf,
  layoutCertificate,
  wrapLines,
  type Box,
  type CertificateLayout,
  type Role,
  type TextMeasure,
} from '../../../src/components/learner/certificatePdf'
import { formatLongDay } from '../../../src/lib/format'
import { activateHindi } from '../../utils/hindi'

const FIELDS = {
  learnerName: 'अनन्या क्षत्रिय',
  courseTitle: 'Python for Data Science: हिन्दी में',
  educatorName: 'Ananya Krishnan',
  brand: 'Edemy',
  completedOn: '26 November 2026',
}

test('the certificate PDF is one A4 landscape page with the fonts embedded', async () => {
  const bytes = await certificatePdf(certificateText(FIELDS), 'Edemy')
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  if (process.env.CERTIFICATE_PDF_OUT) {
    const { writeFileSync } = await import('node:fs')
    writeFileSync(process.env.CERTIFICATE_PDF_OUT, bytes)
  }
  const document = await PDFDocument.load(bytes)
  expect(document.getPageCount()).toBe(1)
  const { width, height } = document.getPage(0).getSize()
  expect([Math.round(width), Math.round(height)]).toEqual([842, 595])
  expect(document.getTitle()).toBe('Certificate of Completion: Python for Data Science: हिन्दी में')
}, 60_000)

test('in Hindi the PDF draws the Hindi words, every character in an embedded font that has it', async () => {
  await activateHindi()
  const text = certificateText({ ...FIELDS, educatorName: 'अनन्या कृष्णन', completedOn: formatLongDay('2026-11-26') })
  expect(text).toMatchObject({
    heading: 'कोर्स पूरा करने का प्रमाणपत्र',
    presentedTo: 'प्रमाणित किया जाता है कि',
    completedOn: '26 नवंबर 2026 को पूरा किया',
  })
  const drawn: { text: string; font: PDFFont | undefined }[] = []
  const drawText = PDFPage.prototype.drawText
  const spy = vi.spyOn(PDFPage.prototype, 'drawText').mockImplementation(function (this: PDFPage, value, options) {
    drawn.push({ text: value, font: options?.font })
    return drawText.call(this, value, options)
  })
  const bytes = await certificatePdf(text, 'Edemy')
  spy.mockRestore()

  const written = drawn.map((run) => run.text).join('')
  for (const line of [text.heading, text.presentedTo, text.hasCompleted, text.completedOn, text.disclaimer])
    expect(written.replace(/\s+/g, '')).toContain(line.replace(/\s+/g, ''))
  // A character drawn in a font without it would print as an empty box.
  const missing = drawn.flatMap(({ text: run, font }) => {
    const characters = new Set(font?.getCharacterSet())
    return Array.from(run).filter((character) => !/\s/u.test(character) && !characters.has(character.codePointAt(0)!))
  })
  expect(missing).toEqual([])
  expect(written).toMatch(/[\u0900-\u097f]/u)
  expect((await PDFDocument.load(bytes)).getTitle()).toBe(`कोर्स पूरा करने का प्रमाणपत्र: ${FIELDS.courseTitle}`)
}, 60_000)

/*
 * Long and tricky names and titles. pdf-lib cannot read text back out of a PDF (and no PDF text reader is among the
 * project's packages), so the checks read the layout the PDF is drawn from, and the calls that draw it.
 */

const RLO = '\u202e'
const ZERO_WIDTH = '\u200b\u200d\u2060\ufeff'

/** `parts` repeated and cut to exactly `length` characters. */
function exactly(length: number, parts: string): string {
  return parts.repeat(Math.ceil(length / parts.length)).slice(0, length)
}

const LONG = {
  ...FIELDS,
  courseTitle: exactly(
    600,
    `${RLO}Mastering Distributed Systems: ${ZERO_WIDTH}हिन्दी में Resilient\u2066 Design ${'Supercalifragilistic'.repeat(6)} and Practice, `,
  ),
  learnerName: exactly(200, `${RLO}Ananya\u200d Krishnan-\u200bVenkataraman अनन्या क्षत्रिय\u2069 Rohan\ufeff `),
}
const INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u

const insideBorder = (box: Box) =>
  box.x >= BORDER.x &&
  box.y >= BORDER.y &&
  box.x + box.width <= BORDER.x + BORDER.width &&
  box.y + box.height <= BORDER.y + BORDER.height
// Lines one above the other touch: a shared edge, give or take rounding, is not an overlap.
const overlaps = (a: Box, b: Box) =>
  Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1e-6 &&
  Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1e-6

/** Every line inside the border and clear of every other; the fixed lines whole, where a short certificate has them. */
function expectFits(layout: CertificateLayout, text: CertificateText, fixedAt: Map<Role, number>) {
  for (const line of layout.lines) {
    expect(insideBorder(line.box), `${line.role} "${line.text.slice(0, 40)}" inside the border`).toBe(true)
  }
  for (const [index, line] of layout.lines.entries()) {
    for (const other of layout.lines.slice(index + 1)) {
      expect(overlaps(line.box, other.box), `${line.role} overlaps ${other.role}`).toBe(false)
    }
  }
  for (const role of ['completedOn', 'disclaimer'] as const) {
    const lines = layout.lines.filter((line) => line.role === role)
    expect(lines.map((line) => line.text)).toEqual([text[role]])
    expect(lines[0]!.baseline).toBe(fixedAt.get(role))
  }
}

/** The field's lines read as the field (spaces at line ends dropped), or as its start and "…" when cut. */
function expectReads(layout: CertificateLayout, role: Role, value: string) {
  const shown = layout.lines
    .filter((line) => line.role === role)
    .map((line) => line.text)
    .join('')
    .replaceAll(' ', '')
  const whole = value.replaceAll(' ', '')
  if (shown.endsWith('…')) expect(whole.startsWith(shown.slice(0, -1))).toBe(true)
  else expect(shown).toBe(whole)
}

function fixedBaselines(layout: CertificateLayout): Map<Role, number> {
  return new Map(layout.lines.map((line) => [line.role, line.baseline]))
}

test('a 600-character title and a 200-character name with RLO and zero-width characters fit inside the border', async () => {
  const short = await certificatePdfLayout(certificateText(FIELDS), 'Edemy')
  const text = certificateText(LONG)
  expect(LONG.courseTitle).toHaveLength(600)
  expect(LONG.learnerName).toHaveLength(200)
  const layout = await certificatePdfLayout(text, 'Edemy')

  expectFits(short, certificateText(FIELDS), fixedBaselines(short))
  expectFits(layout, text, fixedBaselines(short))
  expectReads(layout, 'learnerName', text.learnerName)
  expectReads(layout, 'courseTitle', text.courseTitle)
  expect(layout.lines.map((line) => line.text).join(' ')).not.toMatch(INVISIBLE)
  // Shrunk from 32 and 22 pt, not below the floors; the title needs several lines, the word longer than a line too.
  expect(layout.sizes.learnerName).toBeLessThan(32)
  expect(layout.sizes.learnerName).toBeGreaterThanOrEqual(13)
  expect(layout.sizes.courseTitle).toBeLessThan(22)
  expect(layout.sizes.courseTitle).toBeGreaterThanOrEqual(10)
  expect(layout.lines.filter((line) => line.role === 'courseTitle').length).toBeGreaterThan(3)
  expect(short.sizes).toMatchObject({ learnerName: 32, courseTitle: 22 })
}, 60_000)

test('the PDF draws exactly the laid-out lines, the fixed lines included, and loads as one page', async () => {
  const text = certificateText(LONG)
  const layout = await certificatePdfLayout(text, 'Edemy')
  const drawn: { text: string; x: number; y: number; size: number }[] = []
  const drawText = PDFPage.prototype.drawText
  const spy = vi.spyOn(PDFPage.prototype, 'drawText').mockImplementation(function (this: PDFPage, value, options) {
    drawn.push({ text: value, x: options?.x ?? 0, y: options?.y ?? 0, size: options?.size ?? 0 })
    return drawText.call(this, value, options)
  })
  const bytes = await certificatePdf(text, 'Edemy')
  spy.mockRestore()

  // Runs of one line share its baseline; put together they are the line.
  const byBaseline = new Map<number, string>()
  for (const run of drawn) byBaseline.set(run.y, (byBaseline.get(run.y) ?? '') + run.text)
  expect([...byBaseline.values()]).toEqual(layout.lines.map((line) => line.text))
  expect([...byBaseline.values()]).toContain(text.completedOn)
  expect([...byBaseline.values()]).toContain(text.disclaimer)
  for (const run of drawn) {
    expect(run.x).toBeGreaterThanOrEqual(BORDER.x)
    expect(run.y).toBeGreaterThan(BORDER.y)
    expect(run.text).not.toMatch(INVISIBLE)
  }

  const document = await PDFDocument.load(bytes)
  expect(document.getPageCount()).toBe(1)
  expect(document.getTitle()).toBe(`Certificate of Completion: ${text.courseTitle}`)
}, 60_000)

/*
 * The layout rule on its own, with a made-up measure (each character as wide as its code point says): any length
 * of name, title and educator, words of any length, and the brand the site is configured with.
 */
const fakeMeasure: TextMeasure = {
  width: (value, weight) =>
    Array.from(value).reduce((sum, character) => sum + 0.3 + ((character.codePointAt(0) ?? 0) % 7) / 10, 0) *
    (weight === 'bold' ? 1.1 : 1),
  ascent: 0.9,
  descent: 0.4,
}
const fakeWord = fc
  .tuple(fc.constantFrom('a', 'W', 'क्ष', 'm', 'i', '.', 'ि'), fc.nat({ max: 80 }))
  .map(([unit, count]) => unit.repeat(count + 1))
const fakeField = (maxWords: number) => fc.array(fakeWord, { maxLength: maxWords }).map((words) => words.join(' '))

test('any name, title and educator: inside the border, clear of the fixed lines, whole or cut with "…"', async () => {
  const short = layoutCertificate(certificateText(FIELDS), 'Edemy', fakeMeasure)
  fc.assert(
    fc.property(fakeField(60), fakeField(200), fakeField(12), (learnerName, courseTitle, educatorName) => {
      const text = certificateText({ ...FIELDS, learnerName, courseTitle, educatorName })
      const layout = layoutCertificate(text, 'Edemy', fakeMeasure)
      expectFits(layout, text, fixedBaselines(short))
      expectReads(layout, 'learnerName', text.learnerName)
      expectReads(layout, 'courseTitle', text.courseTitle)
      if (text.taughtBy) expectReads(layout, 'taughtBy', text.taughtBy)
      const floors = { learnerName: 13, courseTitle: 10, taughtBy: 10 }
      for (const [role, floor] of Object.entries(floors) as [Role, number][]) {
        const size = layout.sizes[role]
        if (size !== undefined) expect(size).toBeGreaterThanOrEqual(floor)
      }
      // Cut only with every field at its floor.
      if (layout.lines.some((line) => line.text.endsWith('…'))) {
        expect(layout.cut).toBe(true)
        expect(layout.sizes).toMatchObject(
          Object.fromEntries(Object.entries(floors).filter(([role]) => layout.sizes[role as Role] !== undefined)),
        )
      }
    }),
    { numRuns: 150 },
  )
})

test('a line breaks between words, and inside a word only when the word is longer than a line', () => {
  const width = (value: string) => Array.from(value).length
  expect(wrapLines('aa bb cc', width, 5)).toEqual(['aa bb', 'cc'])
  expect(wrapLines('aa bbbbbbbbbbbb cc', width, 5)).toEqual(['aa', 'bbbbb', 'bbbbb', 'bb cc'])
  // A conjunct and a vowel sign stay with their consonant.
  expect(wrapLines('क्षक्षक्ष', (value) => clustersOf(value).length, 2)).toEqual(['क्षक्ष', 'क्ष'])
  expect(clustersOf('हिन्दी')).toEqual(['हि', 'न्दी'])
  expect(wrapLines('', width, 5)).toEqual([''])
})
