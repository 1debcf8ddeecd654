// @vitest-environment node
import fc from 'fast-check'
import {
  applicableFilters,
  catalogueEntries,
  catalogueEntriesInParts,
  catalogueView,
  COURSE_SORTS,
  educatorOptions,
  filterEntries,
  isWholeCatalogue,
  minRatingLabel,
  NO_FILTERS,
  SORT_LABELS,
  sortedCatalogue,
  sortEntries,
  type CatalogueCourse,
  type CatalogueEntry,
  type CatalogueFilters,
  type CourseSort,
} from '../../../src/domain/catalogue'
import { discountedPrice } from '../../../src/domain/price'
import { activateHindi } from '../../utils/hindi'

function course(id: string, extra: Partial<CatalogueCourse> = {}): CatalogueCourse {
  return {
    _id: id,
    courseTitle: `Course ${id}`,
    coursePrice: 100,
    discount: 0,
    educator: { _id: 'edu_a', name: 'Ananya Krishnan' },
    courseRatings: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    ...extra,
  }
}

const ratings = (...values: number[]) => values.map((rating, index) => ({ userId: `u${index}`, rating }))
const ids = (courses: readonly CatalogueCourse[]) => courses.map((entry) => entry._id)
const view = (courses: CatalogueCourse[], options: Partial<Parameters<typeof catalogueView>[1]> = {}) =>
  ids(
    catalogueView(catalogueEntries(courses), {
      term: '',
      sort: 'relevance',
      filters: NO_FILTERS,
      savedIds: new Set(),
      ...options,
    }),
  )
const filtered = (courses: CatalogueCourse[], filters: Partial<CatalogueFilters>, savedIds = new Set<string>()) =>
  view(courses, { filters: { ...NO_FILTERS, ...filters }, savedIds })

// --- sorting -------------------------------------------------------------------------------------------

const SAMPLE = [
  course('a', { coursePrice: 50, discount: 10, createdAt: '2025-03-01T00:00:00Z', courseRatings: ratings(4) }),
  course('b', { coursePrice: 20, discount: 0, createdAt: '2025-05-01T00:00:00Z', courseRatings: ratings(5, 4) }),
  course('c', { coursePrice: 80, discount: 50, createdAt: '2024-12-01T00:00:00Z', courseRatings: ratings(5, 4, 4) }),
  course('d', { coursePrice: 0, discount: 0, createdAt: undefined, courseRatings: [] }),
  course('e', { coursePrice: 45, discount: 0, createdAt: 'not a date', courseRatings: ratings(4, 5) }),
]

test.each<[CourseSort, string[]]>([
  ['relevance', ['a', 'b', 'c', 'd', 'e']],
  // Undated and unparsable dates last, in the API's order.
  ['newest', ['b', 'a', 'c', 'd', 'e']],
  // After discount: a 45, b 20, c 40, d 0, e 45 (a and e tie: API order).
  ['price-asc', ['d', 'b', 'c', 'a', 'e']],
  ['price-desc', ['a', 'e', 'c', 'b', 'd']],
  // Means: a 4, b 4.5, c 4.33, d none, e 4.5 with as many ratings as b: b before e.
  ['rating', ['b', 'e', 'c', 'a', 'd']],
  ['discount', ['c', 'a', 'b', 'd', 'e']],
])('sorting by %s', (sort, expected) => {
  expect(view(SAMPLE, { sort })).toEqual(expected)
})

test('highest rated breaks an equal average by the number of ratings', () => {
  const courses = [course('few', { courseRatings: ratings(4) }), course('many', { courseRatings: ratings(4, 4, 4) })]
  expect(view(courses, { sort: 'rating' })).toEqual(['many', 'few'])
})

test('a course with an unusable price comes last in both price orders', () => {
  const courses = [course('broken', { coursePrice: -5 }), course('cheap', { coursePrice: 1 })]
  expect(view(courses, { sort: 'price-asc' })).toEqual(['cheap', 'broken'])
  expect(view(courses, { sort: 'price-desc' })).toEqual(['cheap', 'broken'])
})

const arbitraryCourse = fc.record({
  _id: fc.string({ minLength: 1, maxLength: 6 }),
  courseTitle: fc.string({ maxLength: 12 }),
  // Few distinct values, so ties are common.
  coursePrice: fc.oneof(fc.constantFrom(0, 10, 10.5, 99.99, 100), fc.double({ min: -10, max: 1e6, noNaN: true })),
  discount: fc.oneof(fc.constantFrom(0, 10, 50, 100), fc.double({ min: -5, max: 120, noNaN: true })),
  educator: fc.option(fc.record({ _id: fc.constantFrom('e1', 'e2', ''), name: fc.constantFrom('Asha', 'Ravi', '') })),
  courseRatings: fc.array(
    fc.record({ userId: fc.string(), rating: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.double()) }),
    { maxLength: 4 },
  ),
  createdAt: fc.option(
    fc.oneof(
      fc.constantFrom('2025-01-01T00:00:00Z', '2024-06-01T00:00:00Z', 'garbage'),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    ),
    { nil: undefined },
  ),
})
const arbitraryCatalogue = fc.array(arbitraryCourse, { maxLength: 40 })
const arbitrarySort = fc.constantFrom(...COURSE_SORTS)

/** The sort's key as a number where bigger comes first; null (missing) last. */
function keyOf(entry: CatalogueEntry, sort: CourseSort): [number | null, number] {
  switch (sort) {
    case 'relevance':
      return [0, 0]
    case 'newest':
      return [entry.createdAt, 0]
    case 'price-asc':
      return [entry.price === null ? null : -entry.price, 0]
    case 'price-desc':
      return [entry.price, 0]
    case 'rating':
      return [entry.rating, entry.ratingCount]
    case 'discount':
      return [entry.discount, 0]
  }
}

function inOrder(a: CatalogueEntry, b: CatalogueEntry, sort: CourseSort): boolean {
  const [a1, a2] = keyOf(a, sort)
  const [b1, b2] = keyOf(b, sort)
  if (a1 !== b1) return b1 === null || (a1 !== null && a1 > b1)
  if (a2 !== b2) return a2 > b2
  return a.index < b.index
}

test('every sort is a permutation in which each neighbour pair is in order, ties in the API order', () => {
  fc.assert(
    fc.property(arbitraryCatalogue, arbitrarySort, (courses, sort) => {
      const entries = catalogueEntries(courses)
      const sorted = sortEntries(entries, sort)
      expect(sorted.map((entry) => entry.index).sort((a, b) => a - b)).toEqual(entries.map((entry) => entry.index))
      for (let index = 1; index < sorted.length; index++) {
        expect(inOrder(sorted[index - 1]!, sorted[index]!, sort)).toBe(true)
      }
    }),
    { numRuns: 1000 },
  )
})

test('sorting is total and deterministic: shuffling the input by its API order gives the same list', () => {
  fc.assert(
    fc.property(arbitraryCatalogue, arbitrarySort, (courses, sort) => {
      const entries = catalogueEntries(courses)
      const once = sortEntries(entries, sort)
      const reversedInput = sortEntries([...entries].reverse(), sort)
      expect(reversedInput).toEqual(once)
      // Sorting a sorted list changes nothing (stable and idempotent).
      expect(sortEntries(once, sort)).toEqual(once)
    }),
    { numRuns: 1000 },
  )
})

test('"Relevance" is exactly the API order', () => {
  fc.assert(
    fc.property(arbitraryCatalogue, (courses) => {
      expect(
        catalogueView(catalogueEntries(courses), {
          term: '',
          sort: 'relevance',
          filters: NO_FILTERS,
          savedIds: new Set(),
        }),
      ).toEqual(courses)
    }),
  )
})

test('the whole catalogue (shown as the API gave it) is exactly a blank term, "Relevance" and no filter', () => {
  expect(isWholeCatalogue({ term: '  ', sort: 'relevance', filters: NO_FILTERS })).toBe(true)
  expect(isWholeCatalogue({ term: 'py', sort: 'relevance', filters: NO_FILTERS })).toBe(false)
  for (const sort of COURSE_SORTS.filter((sort) => sort !== 'relevance'))
    expect(isWholeCatalogue({ term: '', sort, filters: NO_FILTERS })).toBe(false)
  const oneFilterOn: Partial<CatalogueFilters>[] = [
    { freeOnly: true },
    { minPrice: 0 },
    { maxPrice: 10 },
    { minRating: 4 },
    { educator: 'edu_a' },
    { discountedOnly: true },
    { savedOnly: true },
  ]
  for (const filter of oneFilterOn)
    expect(isWholeCatalogue({ term: '', sort: 'relevance', filters: { ...NO_FILTERS, ...filter } })).toBe(false)
})

// --- filtering -----------------------------------------------------------------------------------------

const PRICED = [
  course('free', { coursePrice: 30, discount: 100 }),
  course('ten', { coursePrice: 10, discount: 0 }),
  course('twenty', { coursePrice: 40, discount: 50 }),
  course('fifty', { coursePrice: 50, discount: 0 }),
  course('broken', { coursePrice: Number.NaN }),
]

test.each<[string, Partial<CatalogueFilters>, string[]]>([
  ['free only: the price after discount is 0', { freeOnly: true }, ['free']],
  ['min price is inclusive', { minPrice: 20 }, ['twenty', 'fifty']],
  ['max price is inclusive', { maxPrice: 20 }, ['free', 'ten', 'twenty']],
  ['a range', { minPrice: 10, maxPrice: 20 }, ['ten', 'twenty']],
  ['a range of one price', { minPrice: 20, maxPrice: 20 }, ['twenty']],
  ['free only and a range together', { freeOnly: true, minPrice: 5 }, []],
  ['discounted only', { discountedOnly: true }, ['free', 'twenty']],
])('%s', (_label, filters, expected) => {
  expect(filtered(PRICED, filters)).toEqual(expected)
})

test('without a price filter a course with an unusable price is still listed', () => {
  expect(filtered(PRICED, {})).toContain('broken')
})

test('minimum rating compares the average rating, not the floored stars', () => {
  const courses = [
    course('four', { courseRatings: ratings(4, 4) }),
    course('almost-four', { courseRatings: ratings(4, 4, 3) }),
    course('three', { courseRatings: ratings(3) }),
    course('unrated'),
  ]
  expect(filtered(courses, { minRating: 4 })).toEqual(['four'])
  expect(filtered(courses, { minRating: 3 })).toEqual(['four', 'almost-four', 'three'])
})

test('the educator filter keeps that educator, and an educator the catalogue does not list is ignored', () => {
  const courses = [
    course('a1', { educator: { _id: 'edu_a', name: 'Ananya' } }),
    course('b1', { educator: { _id: 'edu_b', name: 'Bilal' } }),
    course('none', { educator: null }),
  ]
  expect(filtered(courses, { educator: 'edu_b' })).toEqual(['b1'])
  expect(filtered(courses, { educator: 'edu_gone' })).toEqual(['a1', 'b1', 'none'])
})

test('the educator options are the educators present, by name, each once', () => {
  const courses = [
    course('1', { educator: { _id: 'edu_z', name: 'Zoya' } }),
    course('2', { educator: { _id: 'edu_a', name: ' Arjun ' } }),
    course('3', { educator: { _id: 'edu_z', name: 'Zoya' } }),
    course('4', { educator: { name: 'Meera' } }),
    course('5', { educator: { _id: 'edu_nameless', name: '' } }),
    course('6', { educator: null }),
  ]
  expect(educatorOptions(courses)).toEqual([
    { key: 'edu_a', name: 'Arjun' },
    { key: 'Meera', name: 'Meera' },
    { key: 'edu_z', name: 'Zoya' },
  ])
})

test('saved only keeps the saved ids', () => {
  expect(filtered(PRICED, { savedOnly: true }, new Set(['fifty', 'ten', 'elsewhere']))).toEqual(['ten', 'fifty'])
})

const arbitraryFilters = fc.record({
  freeOnly: fc.boolean(),
  minPrice: fc.option(fc.constantFrom(0, 10, 20, 45, 99.99, 1000)),
  maxPrice: fc.option(fc.constantFrom(0, 10, 20, 45, 99.99, 1000)),
  minRating: fc.option(fc.constantFrom(3 as const, 4 as const)),
  educator: fc.option(fc.constantFrom('e1', 'e2', 'Asha', 'nobody')),
  discountedOnly: fc.boolean(),
  savedOnly: fc.boolean(),
})

/** Each filter on its own, as the product describes it. */
function passes(entry: CatalogueEntry, filters: CatalogueFilters, savedIds: ReadonlySet<string>): boolean {
  const price = discountedPrice(entry.course.coursePrice, entry.course.discount)
  const checks = [
    !filters.freeOnly || price === 0,
    filters.minPrice === null || (price !== null && price >= filters.minPrice),
    filters.maxPrice === null || (price !== null && price <= filters.maxPrice),
    filters.minRating === null || entry.rating >= filters.minRating,
    filters.educator === null || entry.educatorKey === filters.educator,
    !filters.discountedOnly || (entry.course.discount > 0 && entry.course.discount <= 100),
    !filters.savedOnly || savedIds.has(entry.course._id),
  ]
  return checks.every(Boolean)
}

test('any combination of filters keeps exactly the courses passing every filter, in the API order', () => {
  fc.assert(
    fc.property(arbitraryCatalogue, arbitraryFilters, fc.string({ maxLength: 3 }), (courses, filters, term) => {
      const entries = catalogueEntries(courses)
      const savedIds = new Set(courses.filter((_, index) => index % 2 === 0).map((entry) => entry._id))
      const result = filterEntries(entries, term, filters, savedIds)
      const needle = term.trim().toLowerCase()
      const expected = entries.filter(
        (entry) => entry.course.courseTitle.toLowerCase().includes(needle) && passes(entry, filters, savedIds),
      )
      expect(result).toEqual(expected)
    }),
    { numRuns: 1000 },
  )
})

test('adding a filter never adds a course', () => {
  fc.assert(
    fc.property(arbitraryCatalogue, arbitraryFilters, arbitrarySort, (courses, filters, sort) => {
      const entries = catalogueEntries(courses)
      const options = { term: '', sort, savedIds: new Set<string>() }
      const all = new Set(catalogueView(entries, { ...options, filters: NO_FILTERS }))
      for (const shown of catalogueView(entries, { ...options, filters })) expect(all.has(shown)).toBe(true)
    }),
    { numRuns: 500 },
  )
})

test("each sort's order is made once per catalogue and reused: every view equals sorting its matches", () => {
  fc.assert(
    fc.property(
      arbitraryCatalogue,
      fc.array(fc.tuple(arbitrarySort, arbitraryFilters, fc.string({ maxLength: 2 })), { minLength: 1, maxLength: 6 }),
      (courses, changes) => {
        // One catalogue, several changes in a row, as the course list makes them.
        const entries = catalogueEntries(courses)
        for (const [sort, filters, term] of changes) {
          const applied = applicableFilters(filters, entries)
          const expected = sortEntries(filterEntries(entries, term, applied, new Set()), sort).map(
            (entry) => entry.course,
          )
          expect(catalogueView(entries, { term, sort, filters, savedIds: new Set() })).toEqual(expected)
        }
      },
    ),
    { numRuns: 500 },
  )
  const entries = catalogueEntries(SAMPLE)
  expect(sortedCatalogue(entries, 'price-asc')).toBe(sortedCatalogue(entries, 'price-asc'))
  expect(sortedCatalogue(entries, 'relevance')).toBe(entries)
})

test('entries made a part at a time equal those made at once, and the whole list is one array', () => {
  fc.assert(
    fc.property(arbitraryCatalogue, fc.array(fc.integer({ min: 1, max: 15 }), { maxLength: 6 }), (courses, parts) => {
      const inParts = catalogueEntriesInParts(courses)
      let made = 0
      for (const count of parts) {
        const step = inParts.prepare(count)
        expect(step).toBe(Math.min(count, courses.length - made))
        made += step
      }
      const entries = inParts.entries()
      expect(entries).toEqual(catalogueEntries(courses))
      expect(inParts.entries()).toBe(entries)
      expect(inParts.prepare(10)).toBe(0)
      expect(inParts.entries()).toHaveLength(courses.length)
    }),
    { numRuns: 300 },
  )
})

test('the sort options and the rating filter are named in the interface language', async () => {
  expect(COURSE_SORTS.map((sort) => SORT_LABELS[sort])).toEqual([
    'Relevance',
    'Newest',
    'Price: low to high',
    'Price: high to low',
    'Highest rated',
    'Biggest discount',
  ])
  expect([minRatingLabel(4), minRatingLabel(3)]).toEqual(['4 & up', '3 & up'])
  await activateHindi()
  expect(SORT_LABELS['price-asc']).toBe('कीमत: कम से ज़्यादा')
  expect(SORT_LABELS['price-desc']).toBe('कीमत: ज़्यादा से कम')
  expect(SORT_LABELS.relevance).toBe('प्रासंगिकता')
  expect([minRatingLabel(4), minRatingLabel(3)]).toEqual(['4 और उससे ऊपर', '3 और उससे ऊपर'])
})
