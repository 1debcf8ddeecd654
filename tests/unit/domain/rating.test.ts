// @vitest-environment node
import fc from 'fast-check'
import { averageRating, ratingCountLabel, starFills, studentCountLabel } from '../../../src/domain/rating'

const ratings = (...values: unknown[]) => values.map((rating) => ({ rating }))

test.each([
  ['no ratings', [], 0],
  ['one 5', ratings(5), 5],
  ['one 1', ratings(1), 1],
  ['4 and 5 average 4.5, floored', ratings(4, 5), 4],
  ['all fives', ratings(5, 5, 5, 5), 5],
  ['1, 2, 2 average 1.67, floored', ratings(1, 2, 2), 1],
  ['3, 4, 5 average exactly 4', ratings(3, 4, 5), 4],
  ['fractional 1.1 three times', ratings(1.1, 1.1, 1.1), 1],
  ['fractional 2.9 and 3.1 average exactly 3', ratings(2.9, 3.1), 3],
  ['NaN is ignored', ratings(Number.NaN, 4), 4],
  ['Infinity is ignored', ratings(Number.POSITIVE_INFINITY, 2), 2],
  ['0 is below the range and ignored', ratings(0, 5), 5],
  ['7 is above the range and ignored', ratings(7, 1), 1],
  ['negative is ignored', ratings(-5, 3), 3],
  ['a string is ignored', ratings('5', 2), 2],
  ['null entries are ignored', [null, { rating: 3 }], 3],
  ['entries without rating are ignored', [{}, { rating: 4 }], 4],
  ['only invalid entries give 0', ratings(Number.NaN, 0, 6), 0],
])('averageRating: %s', (_label, input, expected) => {
  expect(averageRating(input as { rating?: unknown }[])).toBe(expected)
})

test('averageRating is 0 when the ratings list is missing', () => {
  expect(averageRating(undefined)).toBe(0)
  expect(averageRating(null)).toBe(0)
})

test('averageRating is 0 when the API sent something that is not a list', () => {
  expect(averageRating({ length: 2 } as unknown as [])).toBe(0)
})

test.each([
  [0, '0 ratings'],
  [1, '1 rating'],
  [2, '2 ratings'],
  [12, '12 ratings'],
  [1000, '1,000 ratings'],
])('ratingCountLabel(%s) is %s', (count, expected) => {
  expect(ratingCountLabel(count)).toBe(expected)
})

test.each([
  [0, '0 students'],
  [1, '1 student'],
  [2, '2 students'],
  [150, '150 students'],
])('studentCountLabel(%s) is %s', (count, expected) => {
  expect(studentCountLabel(count)).toBe(expected)
})

test.each([
  [4.5, ['full', 'full', 'full', 'full', 'half']],
  [5, ['full', 'full', 'full', 'full', 'full']],
  [4, ['full', 'full', 'full', 'full', 'empty']],
  [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  [0.5, ['half', 'empty', 'empty', 'empty', 'empty']],
  [3.2, ['full', 'full', 'full', 'empty', 'empty']],
  [3.3, ['full', 'full', 'full', 'half', 'empty']],
  [3.8, ['full', 'full', 'full', 'full', 'empty']],
  [7, ['full', 'full', 'full', 'full', 'full']],
  [-1, ['empty', 'empty', 'empty', 'empty', 'empty']],
])('starFills(%s) draws %j', (value, expected) => {
  expect(starFills(value)).toEqual(expected)
})

test('course stars filled to the floored average show whole stars only', () => {
  expect(starFills(averageRating(ratings(4, 5)))).toEqual(['full', 'full', 'full', 'full', 'empty'])
})

const ratingEntry = fc.oneof(
  fc.record({ rating: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ rating: fc.double({ min: 1, max: 5, noNaN: true }) }),
)
const garbageEntry = fc.oneof(
  fc.record({ rating: fc.oneof(fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 0, 6, -1), fc.string()) }),
  fc.constant(null),
  fc.constant({}),
)

test('property: the average is a whole number from 0 to 5, the floor of the mean of valid ratings', () => {
  fc.assert(
    fc.property(fc.array(ratingEntry, { maxLength: 50 }), (entries) => {
      const result = averageRating(entries)
      expect(Number.isInteger(result)).toBe(true)
      expect(result).toBeGreaterThanOrEqual(0)
      expect(result).toBeLessThanOrEqual(5)
      if (entries.length === 0) {
        expect(result).toBe(0)
        return
      }
      const mean = entries.reduce((sum, entry) => sum + entry.rating, 0) / entries.length
      expect(result).toBeLessThanOrEqual(mean + 1e-9)
      expect(result).toBeGreaterThan(mean - 1)
    }),
    { numRuns: 1000 },
  )
})

test('property: the average does not depend on the order of the ratings', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }) }), { maxLength: 40 }),
      fc.infiniteStream(fc.nat()),
      (entries, randomness) => {
        const iterator = randomness[Symbol.iterator]()
        const shuffled = [...entries]
        for (let index = shuffled.length - 1; index > 0; index -= 1) {
          const swap = (iterator.next().value ?? 0) % (index + 1)
          const current = shuffled[index]
          const other = shuffled[swap]
          if (current === undefined || other === undefined) throw new Error('index out of range')
          shuffled[index] = other
          shuffled[swap] = current
        }
        expect(averageRating(shuffled)).toBe(averageRating(entries))
        expect(averageRating([...entries].reverse())).toBe(averageRating(entries))
      },
    ),
    { numRuns: 1000 },
  )
})

test('property: invalid entries mixed in anywhere do not change the average', () => {
  fc.assert(
    fc.property(
      fc.array(ratingEntry, { maxLength: 20 }),
      fc.array(garbageEntry, { maxLength: 20 }),
      (valid, garbage) => {
        const mixed = [...garbage.slice(0, 5), ...valid, ...garbage.slice(5)]
        expect(averageRating(mixed)).toBe(averageRating(valid))
      },
    ),
    { numRuns: 1000 },
  )
})

test('property: starFills always has five entries, full before half before empty', () => {
  fc.assert(
    fc.property(fc.double(), (value) => {
      const fills = starFills(value)
      expect(fills).toHaveLength(5)
      const rank = { full: 0, half: 1, empty: 2 } as const
      const ranks = fills.map((fill) => rank[fill])
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
      expect(fills.filter((fill) => fill === 'half').length).toBeLessThanOrEqual(1)
    }),
    { numRuns: 1000 },
  )
})
