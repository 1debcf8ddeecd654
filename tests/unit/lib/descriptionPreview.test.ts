import fc from 'fast-check'
import { DESCRIPTION_PREVIEW_LENGTH } from '../../../src/config/constants'
import { descriptionPreview, descriptionText } from '../../../src/lib/descriptionPreview'
import { sanitizeDescription } from '../../../src/lib/sanitizeHtml'
import { descriptionHtml } from './htmlArbitrary'
import { findViolations, parseHtml } from './htmlInvariants'

const YOUTUBE = 'https://www.youtube.com/embed/dQw4w9WgXcQ'
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

const codePointLength = (text: string) => Array.from(text).length
const textOf = (html: string) => parseHtml(html).textContent ?? ''

test.each([
  ['short text is kept whole', '<p><strong>Bold</strong> text</p>', 200, '<p><strong>Bold</strong> text</p>'],
  [
    'the cut keeps the formatting around it',
    '<p><strong>Bold</strong> text that goes on</p>',
    8,
    '<p><strong>Bold</strong> tex…</p>',
  ],
  [
    'a cut inside bold text keeps the bold',
    '<p><strong>Boldface</strong> text</p>',
    4,
    '<p><strong>Bold…</strong></p>',
  ],
  ['trailing spaces before the ellipsis go', '<p>Learn the basics</p>', 6, '<p>Learn…</p>'],
  ['a cut right after a node ends that node', '<p><strong>Bold</strong> text</p>', 5, '<p><strong>Bold…</strong></p>'],
  ['later paragraphs are removed', '<p>First</p><p>Second</p><p>Third</p>', 7, '<p>First</p><p>Se…</p>'],
  ['a budget used up by one paragraph ends it', '<p>First</p><p>Second</p>', 5, '<p>First…</p>'],
  ['text of exactly the limit is not cut', '<p>12345</p>', 5, '<p>12345</p>'],
  ['an entity counts as one character and stays whole', '<p>Tom &amp; Jerry</p>', 5, '<p>Tom &amp;…</p>'],
  [
    'lists are cut inside the item',
    '<ul><li>One</li><li>Two</li><li>Three</li></ul>',
    5,
    '<ul><li>One</li><li>Tw…</li></ul>',
  ],
  [
    'images and embeds are left out',
    `<p>Intro</p><img src="https://cdn.example/a.png"><iframe src="${YOUTUBE}"></iframe>`,
    200,
    '<p>Intro</p>',
  ],
  ['hostile markup is sanitised', '<p onclick="alert(1)">Hi<script>alert(1)</script></p>', 200, '<p>Hi</p>'],
  [
    'a hostile link loses its href',
    '<p><a href="javascript:alert(1)">Click here</a> now</p>',
    5,
    '<p><a>Click…</a></p>',
  ],
  ['a zero limit leaves only the ellipsis', '<p>Text</p>', 0, '<p>…</p>'],
  ['plain text without markup is cut too', 'Just some text', 4, 'Just…'],
  // Found by the 10,000-run property: whitespace between paragraphs used to trail the ellipsis.
  [
    'a cut that lands on whitespace between paragraphs ends the last visible text',
    '<p><p>     !</p>\n<p><p> ',
    7,
    '<p></p><p>     !…</p>',
  ],
  [
    'a cut at a paragraph boundary drops the paragraphs after it',
    '<p>One</p>\n<p>Two</p><p>Three</p>',
    4,
    '<p>One…</p>',
  ],
])('descriptionPreview: %s', (_label, html, maxChars, expected) => {
  expect(descriptionPreview(html, maxChars)).toBe(expected)
})

test('descriptionPreview never splits an emoji into a lone surrogate', () => {
  const html = `<p>a${'😀'.repeat(150)}</p>`
  const text = textOf(descriptionPreview(html, 100))
  expect(text).toBe(`a${'😀'.repeat(99)}…`)
  expect(text).not.toMatch(LONE_SURROGATE)
})

test('descriptionPreview keeps a link that survives the cut, with its safe attributes', () => {
  const preview = descriptionPreview('<p>See <a href="https://docs.example/guide">the guide</a> for more</p>', 7)
  expect(preview).toBe(
    '<p>See <a href="https://docs.example/guide" target="_blank" rel="noopener noreferrer nofollow">the…</a></p>',
  )
})

test('descriptionPreview cuts at the length of 200 characters the course page uses', () => {
  expect(DESCRIPTION_PREVIEW_LENGTH).toBe(200)
  const preview = descriptionPreview(`<p>${'a'.repeat(300)}</p>`, DESCRIPTION_PREVIEW_LENGTH)
  expect(preview).toBe(`<p>${'a'.repeat(200)}…</p>`)
})

test('descriptionPreview treats a non-finite limit as no limit and a negative one as zero', () => {
  expect(descriptionPreview('<p>Text</p>', Number.POSITIVE_INFINITY)).toBe('<p>Text</p>')
  expect(descriptionPreview('<p>Text</p>', Number.NaN)).toBe('<p>Text</p>')
  expect(descriptionPreview('<p>Text</p>', -3)).toBe('<p>…</p>')
  expect(descriptionPreview('<p>Text</p>', 2.9)).toBe('<p>Te…</p>')
})

test('descriptionPreview of a missing description is empty', () => {
  expect(descriptionPreview('', DESCRIPTION_PREVIEW_LENGTH)).toBe('')
  expect(descriptionPreview(undefined, DESCRIPTION_PREVIEW_LENGTH)).toBe('')
  expect(descriptionPreview(null, DESCRIPTION_PREVIEW_LENGTH)).toBe('')
})

test.each([
  [
    'blocks are separated by spaces',
    '<h1>Title</h1><p>One <b>two</b></p><ul><li>a</li><li>b</li></ul>',
    'Title One two a b',
  ],
  ['line breaks become spaces', '<p>a<br>b</p>', 'a b'],
  ['entities are decoded', '<p>Tom &amp; Jerry &lt;3</p>', 'Tom & Jerry <3'],
  ['script content never becomes text', '<p>x</p><script>alert(1)</script><style>p{}</style>', 'x'],
  ['whitespace collapses', '<p>  lots   of \n space </p>', 'lots of space'],
  ['media are left out', `<p>Intro</p><iframe src="${YOUTUBE}">fallback</iframe><img alt="alt">`, 'Intro'],
])('descriptionText: %s', (_label, html, expected) => {
  expect(descriptionText(html)).toBe(expected)
})

test('descriptionText cuts by code points with an ellipsis when given a limit', () => {
  expect(descriptionText('<p>Hello world</p>', 5)).toBe('Hello…')
  expect(descriptionText('<p>Hello world</p>', 6)).toBe('Hello…')
  expect(descriptionText('<p>Hello</p>', 5)).toBe('Hello')
  expect(descriptionText(`<p>${'😀'.repeat(5)}</p>`, 3)).toBe('😀😀😀…')
  expect(descriptionText(undefined)).toBe('')
})

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

// Long, well-formed formatted documents, so that most runs really do get cut.
const longDescription = fc
  .array(
    fc.tuple(
      fc.constantFrom('p', 'h2', 'li', 'strong', 'a', 'img'),
      fc.oneof(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.constantFrom('😀👍🏽🇮🇳', 'a &amp; b', 'x\u0301y')),
    ),
    { maxLength: 12 },
  )
  .map((blocks) =>
    blocks
      .map(([kind, text]) => {
        const safe = escapeText(text)
        if (kind === 'li') return `<ul><li>${safe}</li></ul>`
        if (kind === 'strong') return `<p><strong>${safe}</strong> after</p>`
        if (kind === 'a') return `<p><a href="https://ok.example/">${safe}</a></p>`
        if (kind === 'img') return `<p><img src="https://cdn.example/a.png" alt="${safe}">${safe}</p>`
        return `<${kind}>${safe}</${kind}>`
      })
      .join(''),
  )
const previewInput = fc.record({
  html: fc.oneof(longDescription, descriptionHtml),
  maxChars: fc.integer({ min: 0, max: 250 }),
})

// `npm run test:security` raises this to 10 000 runs (docs/security-and-reliability.md#description-preview);
// the everyday run stays quick.
const RUNS = Number(process.env.SECURITY_PBT_RUNS ?? 1000)
const PROPERTY_TIMEOUT_MS = 300_000
// Shared seed and results, as in sanitizeHtml.test.ts: each generated case is previewed once.
const seed = Math.floor(Math.random() * 0x7fffffff)
const previews = new Map<string, string>()

function previewShared(html: string, maxChars: number): string {
  const key = `${maxChars}:${html}`
  let output = previews.get(key)
  if (output === undefined) {
    output = descriptionPreview(html, maxChars)
    previews.set(key, output)
  }
  return output
}

test(
  'property: the preview text is at most maxChars code points plus the ellipsis',
  () => {
    fc.assert(
      fc.property(previewInput, ({ html, maxChars }) => {
        const text = textOf(previewShared(html, maxChars))
        expect(codePointLength(text)).toBeLessThanOrEqual(maxChars + 1)
        if (codePointLength(text) === maxChars + 1) expect(text.endsWith('…')).toBe(true)
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: the preview never holds a lone surrogate when the description had none',
  () => {
    fc.assert(
      fc.property(previewInput, ({ html, maxChars }) => {
        fc.pre(!LONE_SURROGATE.test(html))
        expect(previewShared(html, maxChars)).not.toMatch(LONE_SURROGATE)
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: the preview is a fixed point of sanitizeDescription and breaks no rule',
  () => {
    fc.assert(
      fc.property(previewInput, ({ html, maxChars }) => {
        const preview = previewShared(html, maxChars)
        expect(sanitizeDescription(preview)).toBe(preview)
        expect(findViolations(preview)).toEqual([])
        expect(parseHtml(preview).querySelector('img, iframe')).toBeNull()
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: the preview is the whole text when nothing was cut',
  () => {
    fc.assert(
      fc.property(previewInput, ({ html, maxChars }) => {
        const text = textOf(previewShared(html, maxChars))
        fc.pre(!text.endsWith('…'))
        const full = parseHtml(sanitizeDescription(html))
        for (const media of full.querySelectorAll('img, iframe')) media.remove()
        expect(text).toBe(full.textContent)
      }),
      { numRuns: RUNS, seed },
    )
  },
  PROPERTY_TIMEOUT_MS,
)

test(
  'property: descriptionPreview and descriptionText never throw, whatever the input and limit',
  () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), descriptionHtml), fc.integer(), (html, maxChars) => {
        expect(typeof descriptionPreview(html, maxChars)).toBe('string')
        expect(typeof descriptionText(html, maxChars)).toBe('string')
      }),
      { numRuns: 500 },
    )
  },
  PROPERTY_TIMEOUT_MS,
)
