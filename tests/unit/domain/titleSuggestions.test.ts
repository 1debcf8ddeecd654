// @vitest-environment node
import fc from 'fast-check'
import { DEMO_COURSE_SPECS } from '../../../local-api/demo/courses.ts'
import { generateExtraCourses } from '../../../local-api/demo/generator.ts'
import { coursesMatchingTerm, type CatalogueCourse } from '../../../src/domain/catalogue'
import {
  MAX_SUGGESTIONS,
  MAX_TERM_LENGTH,
  MAX_TERM_WORDS,
  mistakesBetween,
  suggestCourses,
  titleWords,
  type TitledCourse,
} from '../../../src/domain/titleSuggestions'

// Catalogue courses (the search rule reads them too), of which the suggestions read the title.
const titled = (titles: readonly string[]): (TitledCourse & CatalogueCourse)[] =>
  titles.map((courseTitle, index) => ({
    _id: `c${index}`,
    courseTitle,
    coursePrice: 0,
    discount: 0,
    courseRatings: [],
  }))
const suggested = (catalogue: readonly TitledCourse[], term: string) =>
  suggestCourses(catalogue, term).map((course) => course.courseTitle)

// The local API's catalogue: its 14 demo courses, and generated ones covering every topic it makes up.
const DEMO = titled(DEMO_COURSE_SPECS.map((spec) => spec.title))
const GENERATED = [...DEMO, ...titled(generateExtraCourses(2000).map((course) => course.title))]

// --- the misspellings it must correct, and the terms it must leave alone --------------------------------------------

// [what a learner types, a phrase every suggestion's title holds]
const MISSPELLINGS: [string, string][] = [
  ['javscript', 'javascript'],
  ['javasript', 'javascript'],
  ['JAVSCRIPT', 'javascript'],
  ['pyhton', 'python'],
  ['pyton', 'python'],
  ['machne learning', 'machine learning'],
  ['machin lerning', 'machine learning'],
  ['learning machine', 'machine learning'],
  ['accesibility', 'accessibility'],
  ['accesiblity', 'accessibility'],
  ['kubernets', 'kubernetes'],
  ['kubernates', 'kubernetes'],
  ['typscript', 'typescript'],
  ['dockr', 'docker'],
  ['postgress', 'postgresql'],
  ['algoritms', 'algorithms'],
  ['cybersecurty', 'cybersecurity'],
  ['excell', 'excel'],
  ['angualr', 'angular'],
  ['terrafrom', 'terraform'],
  ['statistcs', 'statistics'],
  ['djnago', 'django'],
  ['swfit', 'swift'],
  ['genrative ai', 'generative ai'],
  ['ethicl hacking', 'ethical hacking'],
  ['lnux', 'linux'],
  ['githb', 'github'],
  ['pyhton for begginers', 'python for beginners'],
  ['sql mastry', 'sql mastery'],
  ['reakt nativ', 'react native'],
  // Half typed, with a mistake in what was typed.
  ['javscr', 'javascript'],
]

test.each(MISSPELLINGS)('"%s" finds no title, and "Did you mean" offers titles with "%s"', (term, phrase) => {
  expect(coursesMatchingTerm(GENERATED, term)).toEqual([])
  const titles = suggested(GENERATED, term)
  expect(titles.length).toBeGreaterThan(0)
  expect(titles.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
  for (const title of titles) expect(title.toLowerCase()).toContain(phrase)
})

test('in the demo catalogue alone, the common misspellings lead to its courses', () => {
  expect(suggested(DEMO, 'javscript')).toEqual([
    'JavaScript Essentials: From Zero to Confident Developer',
    'TypeScript for JavaScript Developers',
  ])
  expect(suggested(DEMO, 'pyhton')).toEqual(['Python for Data Analysis with pandas and Jupyter'])
  expect(suggested(DEMO, 'machne learning')).toEqual(['Machine Learning Foundations with scikit-learn'])
  expect(suggested(DEMO, 'kubernets')).toEqual(['Docker and Kubernetes for Developers'])
  // The demo catalogue has no accessibility course: nothing close, so nothing offered.
  expect(suggested(DEMO, 'accesibility')).toEqual([])
})

// Words that are no typing mistake of any title word of the local API's catalogues.
const FAR_FROM_EVERY_TITLE = [
  'cooking',
  'guitar',
  'photography',
  'yoga',
  'knitting',
  'astronomy',
  'piano',
  'gardening',
  'chemistry',
  'french',
  'painting',
  'marketing',
  'blockchain',
  'finance',
  'meditation',
  'psychology',
  'wine',
  'maya',
  'indesign',
  'zzzz',
  'qwerty',
  'haskell',
  'cobol',
  'cooking for beginners',
  'python cooking',
]

test.each(FAR_FROM_EVERY_TITLE)('"%s" is close to no title: nothing is offered', (term) => {
  expect(coursesMatchingTerm(GENERATED, term)).toEqual([])
  expect(suggested(GENERATED, term)).toEqual([])
})

// --- ranking -----------------------------------------------------------------------------------------------------

test('fewer mistakes come first; a whole word before the start of a longer one; ties in the catalogue order', () => {
  const catalogue = titled([
    'Pythons in Depth', // "pyhton" is one swap from its start: cost 3
    'Pyhon Tricks', // one insertion from the whole word: cost 2
    'Python Basics', // one swap from the whole word: cost 2
    'Cooking Python', // the same: cost 2, later in the catalogue
  ])
  expect(suggested(catalogue, 'pyhton')).toEqual(['Pyhon Tricks', 'Python Basics', 'Cooking Python'])
})

test('every word of the term must be close to a word of the title, in any order', () => {
  const catalogue = titled(['Machine Learning Basics', 'Learning Spanish', 'Machine Knitting'])
  expect(suggested(catalogue, 'lerning machne')).toEqual(['Machine Learning Basics'])
  expect(suggested(catalogue, 'machne cooking')).toEqual([])
})

test('at most three courses, one per title', () => {
  const catalogue = titled(['Rust Basics', 'rust basics', 'Rust for Teams', 'Rust in Depth', 'Rust at Scale'])
  expect(suggested(catalogue, 'rsut')).toEqual(['Rust Basics', 'Rust for Teams', 'Rust in Depth'])
  expect(suggestCourses(catalogue, 'rsut').map((course) => course._id)).toEqual(['c0', 'c2', 'c3'])
})

test('a word with a mistake keeps its first letter: "wine" is not "fine", "poython" is not "python"', () => {
  const catalogue = titled(['Fine-tuning Models', 'Python Basics'])
  expect(suggested(catalogue, 'wine')).toEqual([])
  expect(suggested(catalogue, 'fune')).toEqual(['Fine-tuning Models'])
  expect(suggested(catalogue, 'ypthon')).toEqual([])
})

// --- bad input ---------------------------------------------------------------------------------------------------

test('a search of one character suggests only a title word that is that character', () => {
  expect(suggested(GENERATED, 'q')).toEqual([])
  expect(suggested(GENERATED, 'झ')).toEqual([])
  expect(suggested(titled(['R for Statistics', 'Rust Basics']), 'r')).toEqual(['R for Statistics'])
})

test('a search of 500 characters, or of more words than a typing mistake has, suggests nothing', () => {
  const long = 'python '.repeat(72).trim()
  expect(long.length).toBeGreaterThan(MAX_TERM_LENGTH)
  expect(suggested(GENERATED, long)).toEqual([])
  expect(suggested(GENERATED, 'x'.repeat(500))).toEqual([])
  expect(suggested(GENERATED, `${'a'.repeat(250)} ${'b'.repeat(249)}`)).toEqual([])
  const manyWords = 'python for beginners crash course step by step guide'
  expect(titleWords(manyWords).length).toBeGreaterThan(MAX_TERM_WORDS)
  expect(suggested(GENERATED, manyWords)).toEqual([])
})

test('a term with no letters or digits, or only spaces, suggests nothing', () => {
  for (const term of ['', '   ', '!!!', '—', '<0>', '++']) expect(suggested(GENERATED, term)).toEqual([])
})

test('Devanagari terms match Devanagari titles, vowel signs and all, and never Latin ones', () => {
  const catalogue = titled([
    'पायथन प्रोग्रामिंग की शुरुआत',
    // "क़ानून" with its letter composed (U+0958); the term below writes it as क + nukta.
    '\u0958ानून की बुनियाद',
    'Python for Beginners',
  ])
  // A vowel sign missed: one mistake in a long word.
  expect(suggested(catalogue, 'प्रोग्रमिंग')).toEqual(['पायथन प्रोग्रामिंग की शुरुआत'])
  expect(suggested(catalogue, 'पायथन प्रोग्रमिंग')).toEqual(['पायथन प्रोग्रामिंग की शुरुआत'])
  expect(suggested(catalogue, '\u0915\u093cानून')).toEqual(['\u0958ानून की बुनियाद'])
  // Nothing is transliterated.
  expect(suggested(catalogue, 'पायथान')).toEqual(['पायथन प्रोग्रामिंग की शुरुआत'])
  expect(suggested(GENERATED, 'पायथन')).toEqual([])
  expect(suggested(GENERATED, 'जावास्क्रिप्ट')).toEqual([])
})

test('titles with odd content are read as text: tags, surrogate pairs, empty titles', () => {
  const catalogue = titled(['<0>Python</0> & <b>Go</b>', '', '𝔓ython 🐍 Basics', '   '])
  expect(suggested(catalogue, 'pyhton')).toEqual(['<0>Python</0> & <b>Go</b>'])
  expect(suggested(catalogue, 'basiks')).toEqual(['𝔓ython 🐍 Basics'])
})

// --- the comparison ----------------------------------------------------------------------------------------------

/** Optimal string alignment distance, the plain way: the reference for mistakesBetween. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1)
    }
  }
  return d[a.length]![b.length]!
}

test('mistakes: a swap of neighbours, an insertion, a deletion and a substitution each count one', () => {
  expect(mistakesBetween('pyhton', 'python', 0, 6, 2, false)).toBe(1)
  expect(mistakesBetween('javscript', 'javascript', 0, 10, 2, false)).toBe(1)
  expect(mistakesBetween('excell', 'excel', 0, 5, 2, false)).toBe(1)
  expect(mistakesBetween('reakt', 'react', 0, 5, 2, false)).toBe(1)
  expect(mistakesBetween('cooking', 'coding', 0, 6, 1, false)).toBe(2)
  // Against the start of a word, and inside a longer text.
  expect(mistakesBetween('javscr', 'javascript', 0, 10, 1, true)).toBe(1)
  expect(mistakesBetween('lear', 'machine learning', 8, 16, 1, true)).toBe(0)
  expect(mistakesBetween('lean', 'machine learning', 8, 16, 1, true)).toBe(1)
})

const shortWord = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 9 })

test('mistakesBetween agrees with the plain reference, capped at max + 1, against whole words and starts', () => {
  fc.assert(
    fc.property(shortWord, shortWord, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
      expect(mistakesBetween(a, b, 0, b.length, max, false)).toBe(Math.min(reference(a, b), max + 1))
      let toStart = Infinity
      for (let end = 0; end <= b.length; end++) toStart = Math.min(toStart, reference(a, b.slice(0, end)))
      expect(mistakesBetween(a, b, 0, b.length, max, true)).toBe(Math.min(toStart, max + 1))
    }),
    { numRuns: 2000 },
  )
})

const word = fc.string({ unit: fc.constantFrom(...'abcdefghij'), minLength: 1, maxLength: 8 })
const catalogueOf = fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { maxLength: 30 })

test('suggestions are courses of the catalogue, at most three, each title once, kept in their order', () => {
  fc.assert(
    fc.property(catalogueOf, fc.array(word, { minLength: 1, maxLength: 3 }), (titles, termWords) => {
      const catalogue = titled(titles.map((words) => words.join(' ')))
      const found = suggestCourses(catalogue, termWords.join(' '))
      expect(found.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
      for (const course of found) expect(catalogue).toContain(course)
      expect(new Set(found.map((course) => course.courseTitle)).size).toBe(found.length)
      // The same catalogue, asked again, answers the same.
      expect(suggestCourses(catalogue, termWords.join(' '))).toEqual(found)
    }),
    { numRuns: 1000 },
  )
})

test('a title that holds every word of the term is always among the suggestions, or three as close come first', () => {
  fc.assert(
    fc.property(catalogueOf, fc.nat(), (titles, pick) => {
      fc.pre(titles.length > 0)
      const catalogue = titled(titles.map((words) => words.join(' ')))
      const chosen = catalogue[pick % catalogue.length]!
      const term = titleWords(chosen.courseTitle).reverse().join(' ')
      const found = suggestCourses(catalogue, term)
      const sameTitleEarlier = catalogue.find((course) => course.courseTitle === chosen.courseTitle)
      // Every word exact: the lowest cost there is, so only exact matches earlier in the catalogue come before it.
      if (!found.includes(sameTitleEarlier!)) {
        expect(found).toHaveLength(MAX_SUGGESTIONS)
        for (const course of found) expect(catalogue.indexOf(course)).toBeLessThan(catalogue.indexOf(chosen))
      }
    }),
    { numRuns: 1000 },
  )
})

test('a typing mistake in one word of a title (not its first letter) still finds a suggestion', () => {
  fc.assert(
    fc.property(catalogueOf, fc.nat(), fc.nat(), (titles, pickTitle, pickPlace) => {
      // Five letters or more: the word with the mistake still has four, enough to carry one.
      const long = titles.flat().filter((candidate) => candidate.length >= 5)
      fc.pre(long.length > 0)
      const target = long[pickTitle % long.length]!
      const at = 1 + (pickPlace % (target.length - 1))
      const typo = target.slice(0, at) + target.slice(at + 1)
      expect(suggestCourses(titled(titles.map((words) => words.join(' '))), typo).length).toBeGreaterThan(0)
    }),
    { numRuns: 1000 },
  )
})
