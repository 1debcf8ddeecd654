// @vitest-environment node
import fc from 'fast-check'
import { COURSE_SORTS, NO_FILTERS } from '../../../src/domain/catalogue'
import {
  catalogueSearch,
  checkPriceRange,
  DEFAULT_CATALOGUE_QUERY,
  parseCatalogueQuery,
  PRICE_RANGE_PROBLEMS,
  type CatalogueQuery,
} from '../../../src/domain/catalogueQuery'

test('a full query string reads back every setting', () => {
  expect(
    parseCatalogueQuery(
      '?sort=price-asc&free=1&minPrice=10&maxPrice=99.5&minRating=4&educator=user_demo_educator&discounted=1&saved=1',
    ),
  ).toEqual({
    sort: 'price-asc',
    filters: {
      freeOnly: true,
      minPrice: 10,
      maxPrice: 99.5,
      minRating: 4,
      educator: 'user_demo_educator',
      discountedOnly: true,
      savedOnly: true,
    },
  })
})

test.each([
  ['nothing', ''],
  ['an unknown sort', '?sort=cheapest'],
  ['a sort in the wrong case', '?sort=PRICE-ASC'],
  ['a rating the filter does not offer', '?minRating=5'],
  ['a rating that is not a number', '?minRating=four'],
  ['a negative min price', '?minPrice=-5'],
  ['a price in exponent notation', '?maxPrice=1e3'],
  ['a price with a currency', '?minPrice=%E2%82%B910'],
  ['an empty educator', '?educator=%20%20'],
  ['an educator longer than any id', `?educator=${'x'.repeat(201)}`],
  ['flags with other values', '?free=yes&discounted=0&saved=on'],
  ['unknown names', '?colour=blue&page=2'],
  ['a reversed range (both bounds dropped)', '?minPrice=50&maxPrice=10'],
  ['garbage', '?%%%=&&&==sort'],
])('%s leaves the defaults', (_label, search) => {
  expect(parseCatalogueQuery(search)).toEqual(DEFAULT_CATALOGUE_QUERY)
})

test('one malformed value leaves the others applied', () => {
  expect(parseCatalogueQuery('?sort=bogus&minRating=3&maxPrice=abc&minPrice=5')).toEqual({
    sort: 'relevance',
    filters: { ...NO_FILTERS, minRating: 3, minPrice: 5 },
  })
})

test('the defaults write an empty query string, so the spec routes keep their plain addresses', () => {
  expect(catalogueSearch(DEFAULT_CATALOGUE_QUERY)).toBe('')
})

const arbitraryQuery: fc.Arbitrary<CatalogueQuery> = fc
  .record({
    sort: fc.constantFrom(...COURSE_SORTS),
    freeOnly: fc.boolean(),
    minPrice: fc.option(fc.oneof(fc.nat({ max: 100_000 }), fc.constantFrom(0.5, 12.99, 499.5))),
    maxPrice: fc.option(fc.oneof(fc.nat({ max: 100_000 }), fc.constantFrom(0.5, 12.99, 499.5))),
    minRating: fc.option(fc.constantFrom(3 as const, 4 as const)),
    educator: fc.option(
      fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() === text && text !== ''),
    ),
    discountedOnly: fc.boolean(),
    savedOnly: fc.boolean(),
  })
  .filter(({ minPrice, maxPrice }) => minPrice === null || maxPrice === null || minPrice <= maxPrice)
  .map(({ sort, ...filters }) => ({ sort, filters }))

test('writing a query and reading it back gives the same query (a shared link shows the same list)', () => {
  fc.assert(
    fc.property(arbitraryQuery, (query) => {
      expect(parseCatalogueQuery(catalogueSearch(query))).toEqual(query)
    }),
    { numRuns: 2000 },
  )
})

test('reading any query string never throws and always gives a usable query', () => {
  fc.assert(
    fc.property(
      fc.dictionary(
        fc.constantFrom('sort', 'free', 'minPrice', 'maxPrice', 'minRating', 'educator', 'discounted', 'saved', 'x'),
        fc.string({ maxLength: 30 }),
      ),
      (entries) => {
        const query = parseCatalogueQuery(new URLSearchParams(entries))
        expect(COURSE_SORTS).toContain(query.sort)
        const { minPrice, maxPrice } = query.filters
        for (const price of [minPrice, maxPrice]) if (price !== null) expect(price).toBeGreaterThanOrEqual(0)
        if (minPrice !== null && maxPrice !== null) expect(minPrice).toBeLessThanOrEqual(maxPrice)
        // Reading what it writes is stable.
        expect(parseCatalogueQuery(catalogueSearch(query))).toEqual(query)
      },
    ),
    { numRuns: 2000 },
  )
})

test.each([
  ['', '', { ok: true, minPrice: null, maxPrice: null }],
  ['10', '', { ok: true, minPrice: 10, maxPrice: null }],
  [' 10 ', ' 49.99 ', { ok: true, minPrice: 10, maxPrice: 49.99 }],
  ['0', '0', { ok: true, minPrice: 0, maxPrice: 0 }],
  ['-5', '', { ok: false, problem: PRICE_RANGE_PROBLEMS.negative }],
  ['', '- 1', { ok: false, problem: PRICE_RANGE_PROBLEMS.negative }],
  ['abc', '', { ok: false, problem: PRICE_RANGE_PROBLEMS.notNumber }],
  ['', '1e3', { ok: false, problem: PRICE_RANGE_PROBLEMS.notNumber }],
  ['-', '', { ok: false, problem: PRICE_RANGE_PROBLEMS.notNumber }],
  ['50', '10', { ok: false, problem: PRICE_RANGE_PROBLEMS.reversed }],
])('price fields %j to %j', (min, max, expected) => {
  expect(checkPriceRange(min, max)).toEqual(expected)
})
