// @vitest-environment node
import fc from 'fast-check'
import { discountedPrice } from '../../src/domain/price.ts'
import { purchaseAmount, sumAmounts } from '../../local-api/money.ts'

test.each([
  [49.99, 20, 39.99],
  [89.99, 35, 58.49],
  [109.99, 60, 44],
  [129.99, 50, 65],
  [10.01, 50, 5.01],
  [19.99, 10, 17.99],
  [0, 30, 0],
  [100, 0, 100],
  [100, 100, 0],
  [59.99, 12.5, 52.49],
])('a course at %s with %s%% off charges %s', (price, discount, amount) => {
  expect(purchaseAmount(price, discount)).toBe(amount)
})

test('the checkout charges exactly the discounted price the app shows on the course card', () => {
  const price = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100)
  const discount = fc.oneof(
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 0, max: 10_000 }).map((value) => value / 100),
  )
  fc.assert(
    fc.property(price, discount, (coursePrice, percent) => {
      expect(purchaseAmount(coursePrice, percent)).toBe(discountedPrice(coursePrice, percent))
    }),
    { numRuns: 2000 },
  )
})

test('sums of amounts come out in whole cents', () => {
  expect(sumAmounts([0.1, 0.2])).toBe(0.3)
  expect(sumAmounts([39.99, 58.49, 44])).toBe(142.48)
  expect(sumAmounts([])).toBe(0)
})
