// fontkit's Devanagari shaper expects a global regeneratorRuntime: evaluated first, as the first import.
import 'regenerator-runtime/runtime'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib'
import type { CertificateText } from '../../domain/certificate'
import { certificateField } from '../../domain/certificateField'
import { certificateFonts, type FontFiles } from './certificateFonts'

/*
 * The certificate as a PDF, made in the browser (docs/study-flow.md#the-pdf). Loaded only when "Download PDF" is
 * pressed: pdf-lib, fontkit and the fonts are several hundred KiB. Text is real text in embedded Noto Sans fonts;
 * fontkit shapes Devanagari (conjuncts, vowel signs), so a name in either script reads as on the page.
 *
 * The layout is a pure function of the words and a measure of text (layoutCertificate), so it can be checked
 * without a PDF reader. Name, title and educator wrap to the text width and shrink step by step to a floor until
 * they fit between "This certifies that" and "Completed on"; past the floor the longest is cut with "…". The fixed
 * lines ("Completed on …" and the disclaimer) keep their places inside the border whatever the name and title.
 */

// A4 landscape in PDF points; y grows upwards from the bottom edge.
export const PAGE = { width: 841.89, height: 595.28 }
export type Box = { x: number; y: number; width: number; height: number }
const OUTER_BORDER: Box = { x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48 }
/** The inner rule of the double border: every line of text lies inside it. */
export const BORDER: Box = { x: 34, y: 34, width: PAGE.width - 68, height: PAGE.height - 68 }
const TEXT_WIDTH = PAGE.width - 2 * 56 - 40
const TEXT_LEFT = (PAGE.width - TEXT_WIDTH) / 2

const COLOURS = { ink: rgb(0.06, 0.09, 0.16), muted: rgb(0.28, 0.33, 0.41), brand: rgb(0.11, 0.31, 0.85) }
type Colour = keyof typeof COLOURS
export type Weight = 'regular' | 'bold'

export type Role =
  | 'brand'
  | 'heading'
  | 'presentedTo'
  | 'learnerName'
  | 'hasCompleted'
  | 'courseTitle'
  | 'taughtBy'
  | 'completedOn'
  | 'disclaimer'

type LineStyle = { weight: Weight; size: number; colour: Colour }

/** The fixed lines: one line each, at a set baseline. */
const FIXED: Record<
  'brand' | 'heading' | 'presentedTo' | 'completedOn' | 'disclaimer',
  LineStyle & { baseline: number }
> = {
  brand: { weight: 'bold', size: 22, colour: 'brand', baseline: 462 },
  heading: { weight: 'bold', size: 34, colour: 'ink', baseline: 401 },
  presentedTo: { weight: 'regular', size: 15, colour: 'muted', baseline: 360 },
  completedOn: { weight: 'regular', size: 14, colour: 'ink', baseline: 128 },
  disclaimer: { weight: 'regular', size: 10, colour: 'muted', baseline: 58 },
}
/** A fixed line wider than the text shrinks to fit, down to this share of its size, and is then cut. */
const FIXED_FLOOR = 0.6

/** The block between the fixed lines, top to bottom. Sizes shrink from `size` to `floor`; gaps follow a block. */
const BLOCK: { role: Role; style: LineStyle; floor: number; gap: number }[] = [
  { role: 'learnerName', style: { weight: 'bold', size: 32, colour: 'ink' }, floor: 13, gap: 8 },
  { role: 'hasCompleted', style: { weight: 'regular', size: 15, colour: 'muted' }, floor: 15, gap: 8 },
  { role: 'courseTitle', style: { weight: 'bold', size: 22, colour: 'ink' }, floor: 10, gap: 6 },
  { role: 'taughtBy', style: { weight: 'regular', size: 15, colour: 'muted' }, floor: 10, gap: 0 },
]
/** Each step multiplies a field's size by this (down to a quarter point), until it is at its floor. */
const SHRINK_STEP = 0.92
/** Clear space between the block and the fixed lines above and below it. */
const BLOCK_MARGIN = { top: 12, bottom: 16 }
export const ELLIPSIS = '…'

/** How wide text is and how tall its lines are, in the embedded fonts. */
export type TextMeasure = {
  /** The width of `text` at size 1 (widths grow in proportion to the size). */
  width: (text: string, weight: Weight) => number
  /** How far the fonts reach above and below the baseline, as shares of the size. */
  ascent: number
  descent: number
}

export type LaidLine = LineStyle & { role: Role; text: string; x: number; baseline: number; box: Box }

export type CertificateLayout = {
  lines: LaidLine[]
  /** The size each block field was set in. */
  sizes: Partial<Record<Role, number>>
  /** True when a field did not fit at its floor and was cut with "…". */
  cut: boolean
}

// Marks, joiners and a consonant after a virama stay with what they follow: a line never breaks inside a cluster.
const JOINS_PREVIOUS = /^[\p{M}\u200c\u200d]/u
const ENDS_WITH_VIRAMA = /\u094d[\u200c\u200d]?$/u
const DEVANAGARI_LETTER = /^[\u0900-\u097f]/u

/** The text's clusters: a letter with its marks, a Devanagari conjunct, a space. */
export function clustersOf(text: string): string[] {
  const clusters: string[] = []
  for (const character of text) {
    const last = clusters.at(-1)
    if (
      last !== undefined &&
      (JOINS_PREVIOUS.test(character) || (ENDS_WITH_VIRAMA.test(last) && DEVANAGARI_LETTER.test(character)))
    ) {
      clusters[clusters.length - 1] = last + character
    } else {
      clusters.push(character)
    }
  }
  return clusters
}

type Width = (text: string) => number

/**
 * Words onto lines no wider than `maxWidth`, breaking between words; a word wider than a line of its own is broken
 * between clusters (what `overflow-wrap: anywhere` does on the page). A line's width is taken as the sum of its
 * words' and spaces' widths (shaping never crosses a space, and pdf-lib's widths have no kerning), so each word is
 * measured once whatever the size.
 */
export function wrapLines(text: string, width: Width, maxWidth: number): string[] {
  const space = width(' ')
  const lines: string[] = []
  let current = ''
  let currentWidth = 0
  for (const word of text.split(' ')) {
    const wordWidth = width(word)
    const candidateWidth = current ? currentWidth + space + wordWidth : wordWidth
    if (candidateWidth <= maxWidth) {
      current = current ? `${current} ${word}` : word
      currentWidth = candidateWidth
      continue
    }
    if (current) lines.push(current)
    current = word
    currentWidth = wordWidth
    if (wordWidth <= maxWidth) continue
    // Too wide for a line of its own: cluster by cluster (their widths add up to about the word's).
    current = ''
    currentWidth = 0
    // A cluster wider than a line (marks upon marks) goes character by character.
    const pieces = clustersOf(word).flatMap((cluster) => (width(cluster) > maxWidth ? Array.from(cluster) : [cluster]))
    for (const cluster of pieces) {
      const clusterWidth = width(cluster)
      if (current && currentWidth + clusterWidth > maxWidth) {
        lines.push(current)
        current = ''
        currentWidth = 0
      }
      current += cluster
      currentWidth += clusterWidth
    }
  }
  if (current || lines.length === 0) lines.push(current)
  return lines
}

/** The line shortened, clusters off its end, until it and "…" fit `maxWidth`. */
export function withEllipsis(line: string, width: Width, maxWidth: number): string {
  const clusters = clustersOf(line)
  while (clusters.length > 0 && width(`${clusters.join('').trimEnd()}${ELLIPSIS}`) > maxWidth) clusters.pop()
  return `${clusters.join('').trimEnd()}${ELLIPSIS}`
}

type Block = { role: Role; style: LineStyle; texts: string[] }

/**
 * Where every line of the certificate goes. Pure: the same words and measure give the same layout.
 * - Fixed lines (brand, heading, "This certifies that", "Completed on …", the disclaimer) sit at set baselines;
 *   one too wide shrinks to fit (to 60 % of its size), then is cut with "…".
 * - The block (name, "has completed…", title, "taught by …") wraps to the text width, centred between them. While it
 *   is too tall, each of name, title and educator that wraps (else the tallest) shrinks by a step of 8 %, down to
 *   its floor (13, 10 and 10 pt, from 32, 22 and 15); if it is still too tall with all at their floors, the field
 *   with the most lines (the later one on a tie: the title before the name) loses its last line, which ends in "…",
 *   until it fits.
 */
export function layoutCertificate(text: CertificateText, brand: string, measure: TextMeasure): CertificateLayout {
  const widthAt = (weight: Weight, size: number): Width => {
    return (value) => measure.width(value, weight) * size
  }
  const lineHeight = (size: number) => (measure.ascent + measure.descent) * size
  const laid = (role: Role, style: LineStyle, line: string, baseline: number): LaidLine => {
    const width = widthAt(style.weight, style.size)(line)
    const x = TEXT_LEFT + (TEXT_WIDTH - width) / 2
    const box = { x, y: baseline - measure.descent * style.size, width, height: lineHeight(style.size) }
    return { ...style, role, text: line, x, baseline, box }
  }
  let cut = false

  const fixed = (role: keyof typeof FIXED, line: string): LaidLine => {
    const { baseline, ...style } = FIXED[role]
    const natural = widthAt(style.weight, 1)(line)
    const size = Math.max(style.size * FIXED_FLOOR, Math.min(style.size, TEXT_WIDTH / Math.max(natural, 1e-9)))
    const width = widthAt(style.weight, size)
    if (width(line) > TEXT_WIDTH) {
      cut = true
      line = withEllipsis(line, width, TEXT_WIDTH)
    }
    return laid(role, { ...style, size }, line, baseline)
  }
  const lines = [
    fixed('brand', brand),
    fixed('heading', text.heading),
    fixed('presentedTo', text.presentedTo),
    fixed('completedOn', text.completedOn),
    fixed('disclaimer', text.disclaimer),
  ]
  const presentedTo = lines[2]!
  const completedOn = lines[3]!
  const top = presentedTo.box.y - BLOCK_MARGIN.top
  const bottom = completedOn.box.y + completedOn.box.height + BLOCK_MARGIN.bottom
  const room = top - bottom

  const fields = BLOCK.flatMap((entry) => {
    const value = entry.role === 'taughtBy' ? text.taughtBy : text[entry.role as 'learnerName' | 'courseTitle']
    return value ? [{ ...entry, value }] : []
  })
  const heightOf = (blocks: Block[]) =>
    blocks.reduce((total, block, index) => {
      const gap = index < blocks.length - 1 ? (fields[index]?.gap ?? 0) : 0
      return total + block.texts.length * lineHeight(block.style.size) + gap
    }, 0)
  const wrapped = (index: number, size: number): Block => {
    const { role, style, value } = fields[index]!
    return { role, style: { ...style, size }, texts: wrapLines(value, widthAt(style.weight, size), TEXT_WIDTH) }
  }
  const blocks = fields.map((field, index) => wrapped(index, field.style.size))
  // Step by step, every field that wraps shrinks (a short name keeps its size next to a long title); when none
  // wraps, the tallest does.
  while (heightOf(blocks) > room) {
    const shrinkable = blocks.flatMap((block, index) => (block.style.size > fields[index]!.floor ? [index] : []))
    if (shrinkable.length === 0) break
    const wrapping = shrinkable.filter((index) => blocks[index]!.texts.length > 1)
    const tallest = shrinkable.reduce((most, index) =>
      blocks[index]!.texts.length * blocks[index]!.style.size > blocks[most]!.texts.length * blocks[most]!.style.size
        ? index
        : most,
    )
    for (const index of wrapping.length > 0 ? wrapping : [tallest]) {
      const size = Math.max(fields[index]!.floor, Math.floor(blocks[index]!.style.size * SHRINK_STEP * 4) / 4)
      blocks[index] = wrapped(index, size)
    }
  }
  while (heightOf(blocks) > room) {
    // The later field wins a tie: a title is cut before the name.
    const longest = blocks.reduce((most, block) => (block.texts.length >= most.texts.length ? block : most))
    if (longest.texts.length <= 1) break
    longest.texts = longest.texts.slice(0, -1)
    const last = longest.texts.length - 1
    longest.texts[last] = withEllipsis(
      longest.texts[last]!,
      widthAt(longest.style.weight, longest.style.size),
      TEXT_WIDTH,
    )
    cut = true
  }

  let baseline = top - (room - heightOf(blocks)) / 2
  const sizes: CertificateLayout['sizes'] = {}
  blocks.forEach((block, index) => {
    sizes[block.role] = block.style.size
    for (const line of block.texts) {
      baseline -= measure.ascent * block.style.size
      lines.push(laid(block.role, block.style, line, baseline))
      baseline -= measure.descent * block.style.size
    }
    baseline -= fields[index]?.gap ?? 0
  })
  return { lines, sizes, cut }
}

type Face = { pdf: PDFFont; hasGlyph: (codePoint: number) => boolean; ascent: number; descent: number }
type Run = { text: string; face: Face }

async function embedFaces(document: PDFDocument, files: FontFiles[]): Promise<Face[]> {
  return Promise.all(
    files.map(async (bytes) => {
      const parsed = fontkit.create(bytes)
      // Subsetting writes the glyphs used as a plain TrueType font: a PDF cannot embed the WOFF file itself.
      const pdf = await document.embedFont(bytes, { subset: true })
      return {
        pdf,
        hasGlyph: (codePoint: number) => parsed.hasGlyphForCodePoint(codePoint),
        ascent: parsed.ascent / parsed.unitsPerEm,
        descent: -parsed.descent / parsed.unitsPerEm,
      }
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

/** The embedded fonts as a TextMeasure; each text is laid out once per weight. */
function measureOf(faces: Record<Weight, Face[]>): TextMeasure {
  const known: Record<Weight, Map<string, number>> = { regular: new Map(), bold: new Map() }
  const all = [...faces.regular, ...faces.bold]
  return {
    width(text, weight) {
      let width = known[weight].get(text)
      if (width === undefined) {
        width = runsOf(text, faces[weight]).reduce((sum, run) => sum + run.face.pdf.widthOfTextAtSize(run.text, 1), 0)
        known[weight].set(text, width)
      }
      return width
    },
    ascent: Math.max(...all.map((face) => face.ascent)),
    descent: Math.max(...all.map((face) => face.descent)),
  }
}

/** A new document with the certificate's fonts embedded, and their measure. */
async function prepare(text: CertificateText, suppliedBrand: string) {
  const brand = certificateField(suppliedBrand)
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
  return { document, faces, layout: layoutCertificate(text, brand, measureOf(faces)) }
}

/** The layout the PDF is drawn from, measured in its embedded fonts. */
export async function certificatePdfLayout(text: CertificateText, brand: string): Promise<CertificateLayout> {
  return (await prepare(text, brand)).layout
}

/** The certificate as PDF bytes: one A4 landscape page. */
export async function certificatePdf(text: CertificateText, brand: string): Promise<Uint8Array> {
  const { document, faces, layout } = await prepare(text, brand)
  const page = document.addPage([PAGE.width, PAGE.height])
  page.drawRectangle({ ...OUTER_BORDER, borderColor: COLOURS.brand, borderWidth: 3 })
  page.drawRectangle({ ...BORDER, borderColor: rgb(0.75, 0.8, 0.9), borderWidth: 1 })

  for (const line of layout.lines) {
    let x = line.x
    for (const run of runsOf(line.text, faces[line.weight])) {
      page.drawText(run.text, { x, y: line.baseline, size: line.size, font: run.face.pdf, color: COLOURS[line.colour] })
      x += run.face.pdf.widthOfTextAtSize(run.text, line.size)
    }
  }
  return document.save()
}
