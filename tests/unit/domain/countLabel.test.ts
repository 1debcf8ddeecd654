// @vitest-environment node
import fc from 'fast-check'
import { countLabel } from '../../../src/domain/countLabel'

test.each([
  [0, '0 lectures'],
  [1, '1 lecture'],
  [2, '2 lectures'],
  [1234, '1234 lectures'],
])('countLabel(%s) is %s', (count, expected) => {
  expect(countLabel(count, 'lecture', 'lectures')).toBe(expected)
})

test('property: the singular only for exactly one', () => {
  fc.assert(
    fc.property(fc.nat(), (count) => {
      const label = countLabel(count, 'item', 'items')
      expect(label).toBe(count === 1 ? '1 item' : `${count} items`)
    }),
    { numRuns: 1000 },
  )
})
