// fontkit's Devanagari shaper expects a global regeneratorRuntime: evaluated first, as the first import.
import 'regenerator-runtime/runtime'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { CertificateText } from '../../domain/certificate'
import { certificateFonts, type FontFiles } from './certificateFonts'

/*
 * The certificate as a PDF, made in the browser (docs/study-flow.md#the-pdf). Loaded only when "Download PDF" is
 * pressed: pdf-lib, fontkit and the fonts are several hundred KiB. Text is real text in embedded Noto Sans fonts;
 * fontkit shapes Devanagari (conjuncts, vowel signs), so a name in either script reads as on the page.
 */

// A4 landscape in PDF points.
const PAGE = { width: 841.89, height: 595.28 }
const MARGIN = 56
const INK = rgb(0.06, 0.09, 0.16)
const MUTED = rgb(0.28, 0.33, 0.41)
const BRAND = rgb(0.11, 0.31, 0.85)

type Face = { pdf: PDFFont; hasGlyph: (codePoint: number) => boolean }
type Weight = 'regular' | 'bold'
type Run = { text: string; face: Face }

async function embedFaces(document: PDFDocument, files: FontFiles[]): Promise<Face[]> {
  return Promise.all(
    files.map(async (bytes) => {
      const parsed = fontkit.create(bytes)
      // Subsetting writes the glyphs used as a plain TrueType font: a PDF cannot embed the WOFF file itself.
      const pdf = await document.embedFont(bytes, { subset: true })
      return { pdf, hasGlyph: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint) }
    }),
  )
}

// Marks, joiners and spaces stay with the run they follow, so a cluster is never split between fonts.
const FOLLOWS_RUN = /[\p{M}\u200c\u200d\s]/u

/** Splits the text into runs, each in the first face that has its characters. */
function runsOf(text: string, faces: Face[]): Run[] {
  const runs: Run[] = []
  for (const character of text) {
    const last = runs.at(-1)
    const codePoint = character.codePointAt(0) ?? 0
    if (last && (FOLLOWS_RUN.test(character) || last.face.hasGlyph(codePoint))) {
      last.text += character
      continue
    }
    const face = faces.find((candidate) => candidate.hasGlyph(codePoint)) ?? faces[0]!
    runs.push({ text: character, face })
  }
  return runs
}

function widthOf(runs: Run[], size: number): number {
  return runs.reduce((total, run) => total + run.face.pdf.widthOfTextAtSize(run.text, size), 0)
}

/** Words onto lines no wider than `maxWidth` (a single longer word gets a line of its own). */
function wrap(text: string, faces: Face[], size: number, maxWidth: number): Run[][] {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const current = lines.at(-1)
    const candidate = current === undefined ? word : `${current} ${word}`
    if (current !== undefined && widthOf(runsOf(candidate, faces), size) > maxWidth) lines.push(word)
    else if (current === undefined) lines.push(word)
    else lines[lines.length - 1] = candidate
  }
  return lines.map((line) => runsOf(line, faces))
}

type Writer = { y: number }

function writeCentred(page: PDFPage, writer: Writer, text: string, faces: Face[], size: number, colour = INK) {
  for (const line of wrap(text, faces, size, PAGE.width - 2 * MARGIN - 40)) {
    writer.y -= size * 1.25
    let x = (PAGE.width - widthOf(line, size)) / 2
    for (const run of line) {
      page.drawText(run.text, { x, y: writer.y, size, font: run.face.pdf, color: colour })
      x += run.face.pdf.widthOfTextAtSize(run.text, size)
    }
  }
}

/** The certificate as PDF bytes: one A4 landscape page. */
export async function certificatePdf(text: CertificateText, brand: string): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.registerFontkit(fontkit)
  document.setTitle(`${text.heading}: ${text.courseTitle}`)
  document.setAuthor(brand)
  document.setSubject(`${text.learnerName}, ${text.courseTitle}`)
  const files = await certificateFonts()
  const faces: Record<Weight, Face[]> = {
    regular: await embedFaces(document, files.regular),
    bold: await embedFaces(document, files.bold),
  }

  const page = document.addPage([PAGE.width, PAGE.height])
  page.drawRectangle({
    x: 24,
    y: 24,
    width: PAGE.width - 48,
    height: PAGE.height - 48,
    borderColor: BRAND,
    borderWidth: 3,
  })
  page.drawRectangle({
    x: 34,
    y: 34,
    width: PAGE.width - 68,
    height: PAGE.height - 68,
    borderColor: rgb(0.75, 0.8, 0.9),
    borderWidth: 1,
  })

  const writer: Writer = { y: PAGE.height - MARGIN - 50 }
  writeCentred(page, writer, brand, faces.bold, 22, BRAND)
  writer.y -= 18
  writeCentred(page, writer, text.heading, faces.bold, 34)
  writer.y -= 22
  writeCentred(page, writer, text.presentedTo, faces.regular, 15, MUTED)
  writer.y -= 8
  writeCentred(page, writer, text.learnerName, faces.bold, 32)
  writer.y -= 10
  writeCentred(page, writer, text.hasCompleted, faces.regular, 15, MUTED)
  writer.y -= 6
  writeCentred(page, writer, text.courseTitle, faces.bold, 22)
  if (text.taughtBy) {
    writer.y -= 4
    writeCentred(page, writer, text.taughtBy, faces.regular, 15, MUTED)
  }
  writer.y -= 22
  writeCentred(page, writer, text.completedOn, faces.regular, 14)

  const footer: Writer = { y: MARGIN + 14 }
  writeCentred(page, footer, text.disclaimer, faces.regular, 10, MUTED)
  return document.save()
}
