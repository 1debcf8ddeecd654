// @vitest-environment node
import fc from 'fast-check'
import { countLabel } from '../../../src/domain/countLabel'
import { formatCount } from '../../../src/lib/format'

test.each([
  [0, '0 lectures'],
  [1, '1 lecture'],
  [2, '2 lectures'],
  [1234, '1,234 lectures'],
  [100000, '1,00,000 lectures'],
])('countLabel(%s) is %s', (count, expected) => {
  expect(countLabel(count, 'lecture', 'lectures')).toBe(expected)
})

test('property: the singular only for exactly one', () => {
  fc.assert(
    fc.property(fc.nat(), (count) => {
      const label = countLabel(count, 'item', 'items')
      expect(label).toBe(count === 1 ? '1 item' : `${formatCount(count)} items`)
    }),
    { numRuns: 1000 },
  )
})
