// @vitest-environment node
import fc from 'fast-check'
import { countLabel } from '../../../src/domain/countLabel'

test.each([
  [0, '0 lectures'],
  [1, '1 lecture'],
  [2, '2 lectures'],
  [1.9, '1 lecture'],
  [-1, '0 lectures'],
  [Number.NaN, '0 lectures'],
  [Number.POSITIVE_INFINITY, '0 lectures'],
  [1e21, '1000000000000000000000 lectures'],
])('countLabel(%s) is %s', (count, expected) => {
  expect(countLabel(count, 'lecture', 'lectures')).toBe(expected)
})

test('property: the label is a whole non-negative number and the singular only for exactly one', () => {
  fc.assert(
    fc.property(fc.double(), (count) => {
      const label = countLabel(count, 'item', 'items')
      const match = /^(\d+) (items?)$/.exec(label)
      expect(match).not.toBeNull()
      expect(match?.[2] === 'item').toBe(match?.[1] === '1')
    }),
    { numRuns: 1000 },
  )
})
