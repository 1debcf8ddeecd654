// @vitest-environment node
import fc from 'fast-check'
import { certificateFileName, certificateText } from '../../../src/domain/certificate'
import {
  CERTIFICATE_FIELD_MAX_LENGTH,
  CERTIFICATE_MARKS_MAX,
  certificateField,
} from '../../../src/domain/certificateField'

const VIRAMA = '\u094d'
const ZWNJ = '\u200c'
const ZWJ = '\u200d'
/** Bidi embeddings, overrides, isolates and marks. */
const BIDI_CONTROLS = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']
const BIDI_MARKS = ['\u200e', '\u200f', '\u061c']
/** Zero-width and other invisible format characters. */
const ZERO_WIDTH = ['\u200b', ZWNJ, ZWJ, '\u2060', '\ufeff', '\u00ad']
const SPACES = [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000']
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085']
const ORDINARY = [
  ...'abcXYZ019',
  ...'.,:;!?-–—’"()&/+#',
  ...'éñøßÆĳ',
  // Devanagari: consonants, vowel signs, virama, nukta, anusvara, digits.
  ...'कखगक्षत्रअनन्याहिन्दीमेंा़ंँ०१',
  VIRAMA,
  ...'Ωж日本',
]

const INVISIBLE = /[\u00ad\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u
const isFormatOrControl = (character: string) => /[\p{Cf}\p{Cc}]/u.test(character)

/** Strings mixing ordinary text of several scripts with bidi controls, zero-width characters, spaces and controls. */
const tricky = fc
  .array(
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...ORDINARY) },
      { weight: 2, arbitrary: fc.constantFrom(...BIDI_CONTROLS, ...BIDI_MARKS) },
      { weight: 2, arbitrary: fc.constantFrom(...ZERO_WIDTH) },
      { weight: 1, arbitrary: fc.constantFrom(`${VIRAMA}${ZWJ}`, `${VIRAMA}${ZWNJ}`) },
      { weight: 2, arbitrary: fc.constantFrom(...SPACES) },
      { weight: 1, arbitrary: fc.constantFrom(...CONTROLS) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 3 }) },
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''))

/** What is left to see: everything but format characters, controls and white space, in order. */
const visible = (value: string) =>
  Array.from(value)
    .filter((character) => !isFormatOrControl(character) && !/\s/u.test(character))
    .join('')

test('no bidi control or zero-width character survives, except a joiner spelling a Devanagari half form', () => {
  fc.assert(
    fc.property(tricky, (value) => {
      const clean = certificateField(value)
      for (const character of BIDI_CONTROLS) expect(clean).not.toContain(character)
      for (const character of [...BIDI_MARKS, '\u200b', '\u2060', '\ufeff', '\u00ad'])
        expect(clean).not.toContain(character)
      for (const [index, character] of Array.from(clean).entries()) {
        if (character === ZWJ || character === ZWNJ) expect(Array.from(clean)[index - 1]).toBe(VIRAMA)
        else expect(isFormatOrControl(character)).toBe(false)
      }
    }),
    { numRuns: 500 },
  )
})

test('white space is collapsed to single spaces and trimmed; the rule is idempotent', () => {
  fc.assert(
    fc.property(tricky, (value) => {
      const clean = certificateField(value)
      expect(clean).not.toMatch(/\s\s|[^\S ]|^\s|\s$/u)
      expect(certificateField(clean)).toBe(clean)
    }),
    { numRuns: 500 },
  )
})

/** Is `part` what is left of `whole` after taking some characters out (nothing added, nothing reordered)? */
function isSubsequence(part: string, whole: string): boolean {
  const rest = Array.from(whole)[Symbol.iterator]()
  return Array.from(part).every((character) => {
    for (const candidate of rest) if (candidate === character) return true
    return false
  })
}

test('every visible character, Devanagari included, is kept in its order', () => {
  fc.assert(
    fc.property(tricky, (value) => {
      const shown = visible(certificateField(value))
      expect(isSubsequence(shown, visible(value))).toBe(true)
      // Only a run of more marks than a letter may carry loses any.
      const marksAndJoiners = value.replace(/[^\P{Cf}\u200c\u200d]/gu, '')
      if (!new RegExp(`[\\p{M}\\u200c\\u200d]{${CERTIFICATE_MARKS_MAX + 1}}`, 'u').test(marksAndJoiners)) {
        expect(shown).toBe(visible(value))
      }
    }),
    { numRuns: 500 },
  )
})

test('no letter carries more than four marks and joiners in a row', () => {
  const marks = fc.array(fc.constantFrom('\u0301', '\u0316', '\u0489', 'ि', 'ं', VIRAMA, ZWJ, '\u202e'), {
    maxLength: 40,
  })
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'क', ' '), marks)), (letters) => {
      const clean = certificateField(letters.map(([letter, on]) => letter + on.join('')).join(''))
      expect(clean).not.toMatch(new RegExp(`[\\p{M}\\u200c\\u200d]{${CERTIFICATE_MARKS_MAX + 1}}`, 'u'))
    }),
  )
  expect(certificateField('Z\u0351\u0354\u0301\u0316\u0489\u0301\u0316algo')).toBe('Z\u0351\u0354\u0301\u0316algo')
  expect(certificateField(`क्षत्रिय क${VIRAMA}${ZWJ}ष कीं`)).toBe(`क्षत्रिय क${VIRAMA}${ZWJ}ष कीं`)
})

test('an ordinary name or title comes out unchanged', () => {
  const syllables = [
    ...ORDINARY.filter((character) => !/\p{M}/u.test(character)),
    ...['क्ष', 'त्र', 'हि', 'न्दी', 'में', 'क़', 'कीं', 'ज्ञ', 'श्र', 'ñ', 'é'],
  ]
  const word = fc
    .array(fc.constantFrom(...syllables), { minLength: 1, maxLength: 12 })
    .map((characters) => characters.join(''))
  fc.assert(
    fc.property(fc.array(word, { minLength: 1, maxLength: 20 }), (words) => {
      const title = words.join(' ')
      expect(certificateField(title)).toBe(title)
    }),
  )
  for (const title of [
    'JavaScript Essentials: From Zero to Confident Developer',
    'Python for Data Science: हिन्दी में',
    'अनन्या क्षत्रिय',
    'C++ & Rust — 2026 (ß, Æ, 日本語)',
  ]) {
    expect(certificateField(title)).toBe(title)
  }
})

test('overrides, isolates and zero-width characters are removed; a joiner after a virama is kept', () => {
  expect(certificateField('\u202eevil.exe\u202c Course')).toBe('evil.exe Course')
  expect(certificateField('Ro\u200bhan\u2060 \ufeffMehta\u2066\u2069')).toBe('Rohan Mehta')
  expect(certificateField('\u2067שלום\u2069 world')).toBe('שלום world')
  expect(certificateField(`क${VIRAMA}${ZWJ}ष`)).toBe(`क${VIRAMA}${ZWJ}ष`)
  expect(certificateField(`क${ZWJ}ष`)).toBe('कष')
  expect(certificateField('  Data\n\tScience\u00a0 101  ')).toBe('Data Science 101')
})

test('a field longer than the most kept ends in "…"', () => {
  const clean = certificateField('a'.repeat(5000))
  expect(Array.from(clean)).toHaveLength(CERTIFICATE_FIELD_MAX_LENGTH)
  expect(clean.endsWith('a…')).toBe(true)
  expect(certificateField('ब'.repeat(CERTIFICATE_FIELD_MAX_LENGTH))).toBe('ब'.repeat(CERTIFICATE_FIELD_MAX_LENGTH))
})

test('the certificate words use the cleaned fields, and the same string goes to every place', () => {
  const text = certificateText({
    learnerName: '\u202eRohan\u200b Mehta',
    courseTitle: 'CSS\u2066 Layouts\u2069',
    educatorName: '\u202bAnanya Krishnan\u202c',
    brand: 'Edemy\u200d',
    completedOn: '26 November 2026',
  })
  expect(text.learnerName).toBe('Rohan Mehta')
  expect(text.courseTitle).toBe('CSS Layouts')
  expect(text.educatorName).toBe('Ananya Krishnan')
  expect(text.taughtBy).toBe('taught by Ananya Krishnan')
  expect(text.completedOn).toBe('Completed on 26 November 2026')
  expect(text.disclaimer).toBe('A certificate of completion from Edemy. It is not an accredited qualification.')
  expect(Object.values(text).join(' ')).not.toMatch(INVISIBLE)
  expect(certificateText({ ...fields(), educatorName: '\u200b \u202e' }).taughtBy).toBeNull()
  expect(certificateFileName('\u202eCSS\u200b Layouts')).toBe('certificate-CSS-Layouts.pdf')
})

function fields() {
  return { learnerName: 'A', courseTitle: 'B', educatorName: 'C', brand: 'Edemy', completedOn: '1 May 2026' }
}
