// @vitest-environment node
import fc from 'fast-check'
import { discountedPrice, formatPrice, isValidDiscount, percentOff, roundToCents } from '../../../src/domain/price'

test.each([
  [100, 0, 100],
  [100, 100, 0],
  [100, 50, 50],
  [19.99, 10, 17.99],
  [49.99, 20, 39.99],
  [999, 15, 849.15],
  [1.01, 50, 0.51],
  [0.1, 30, 0.07],
  [968_673.8, 92.5, 72_650.54],
  [992_693.75, 93.68, 62_738.25],
  [10, 12.5, 8.75],
  [10, 33.333, 6.67],
  [0, 0, 0],
  [0, 50, 0],
  [0.005, 0, 0.01],
  [1_000_000_000_000, 10, 900_000_000_000],
  [Number.MAX_VALUE, 0, Number.MAX_VALUE],
  [1e307, 50, 5e306],
])('discountedPrice(%s, %s) is %s', (price, discount, expected) => {
  expect(discountedPrice(price, discount)).toBe(expected)
})

test.each([
  [Number.NaN, 10],
  [Number.POSITIVE_INFINITY, 10],
  [Number.NEGATIVE_INFINITY, 10],
  [-1, 10],
  [-0.01, 0],
  [100, -1],
  [100, -0.001],
  [100, 100.001],
  [100, 101],
  [100, Number.NaN],
  [100, Number.POSITIVE_INFINITY],
])('discountedPrice(%s, %s) is null for input that cannot be a price', (price, discount) => {
  expect(discountedPrice(price, discount)).toBeNull()
})

test('discountedPrice treats -0 as a zero price and discount', () => {
  expect(discountedPrice(-0, -0)).toBe(0)
})

test.each([
  [1.005, 1.01],
  [1.004999, 1],
  [17.991000000000003, 17.99],
  [2.675, 2.68],
  [-1.005, -1.01],
  [0, 0],
  [1e20, 1e20],
  [12_345_678_901_234.5, 12_345_678_901_234.5],
  [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY],
])('roundToCents(%s) rounds the decimal value half-up to %s', (value, expected) => {
  expect(roundToCents(value)).toBe(expected)
})

test('roundToCents leaves NaN as NaN for callers that check finiteness themselves', () => {
  expect(roundToCents(Number.NaN)).toBeNaN()
})

test.each([
  [49.99, '₹', '₹49.99'],
  [0, '₹', '₹0.00'],
  [1299, '₹', '₹1,299.00'],
  [150000, '₹', '₹1,50,000.00'],
  [8.5, '₹', '₹8.50'],
  [1.005, '₹', '₹1.01'],
  [17.991000000000003, '$', '$17.99'],
  [-5, '₹', '-₹5.00'],
  [null, '₹', '–'],
  [undefined, '₹', '–'],
  [Number.NaN, '₹', '–'],
  [Number.POSITIVE_INFINITY, '₹', '–'],
])('formatPrice(%s, %s) is %s', (amount, currency, expected) => {
  expect(formatPrice(amount, currency)).toBe(expected)
})

test('formatPrice shows a dash for a price discountedPrice rejected', () => {
  expect(formatPrice(discountedPrice(100, 150), '₹')).toBe('–')
})

test.each([
  [0, 0],
  [20, 20],
  [100, 100],
  [12.5, 12.5],
  [33.3333, 33.33],
  [-1, null],
  [101, null],
  [Number.NaN, null],
])('percentOff(%s) is %s', (discount, expected) => {
  expect(percentOff(discount)).toBe(expected)
})

test.each([
  [0, true],
  [100, true],
  [55.5, true],
  [-0.1, false],
  [100.1, false],
  [Number.NaN, false],
  [Number.NEGATIVE_INFINITY, false],
])('isValidDiscount(%s) is %s', (discount, expected) => {
  expect(isValidDiscount(discount)).toBe(expected)
})

test('property: prices with up to 4 decimals and hundredth-percent discounts match the exact half-up formula', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 1_000_000_000 }),
      fc.integer({ min: 0, max: 4 }),
      fc.integer({ min: 0, max: 10_000 }),
      (priceUnits, priceScale, discountHundredths) => {
        // price = priceUnits / 10^scale; cents = price × (100 - discount), rounded half-up.
        const numerator = BigInt(priceUnits) * (10_000n - BigInt(discountHundredths))
        const denominator = 100n * 10n ** BigInt(priceScale)
        const expectedCents = (numerator * 2n + denominator) / (denominator * 2n)
        const price = priceUnits / 10 ** priceScale
        expect(discountedPrice(price, discountHundredths / 100)).toBe(Number(expectedCents) / 100)
      },
    ),
    { numRuns: 5000 },
  )
})

test('property: the discounted price lies between 0 and the rounded price and is a whole number of cents', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1e9, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      (price, discount) => {
        const result = discountedPrice(price, discount)
        expect(result).not.toBeNull()
        const value = result ?? Number.NaN
        expect(value).toBeGreaterThanOrEqual(0)
        expect(value).toBeLessThanOrEqual(roundToCents(price))
        // The value is exactly the double nearest to a 2-decimal number.
        expect(Number(value.toFixed(2))).toBe(value)
      },
    ),
    { numRuns: 1000 },
  )
})

test('property: the discounted price is within a cent of the server formula with 2 decimals', () => {
  fc.assert(
    fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 0, max: 100 }), (priceCents, discount) => {
      const coursePrice = priceCents / 100
      const server = Number((coursePrice - (discount * coursePrice) / 100).toFixed(2))
      expect(Math.abs((discountedPrice(coursePrice, discount) ?? Number.NaN) - server)).toBeLessThanOrEqual(0.0100001)
    }),
    { numRuns: 1000 },
  )
})

test('property: a larger discount never gives a higher price', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1e7, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      fc.double({ min: 0, max: 100, noNaN: true }),
      (price, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(discountedPrice(price, high) ?? Number.NaN).toBeLessThanOrEqual(
          discountedPrice(price, low) ?? Number.NaN,
        )
      },
    ),
    { numRuns: 1000 },
  )
})

test('property: any numbers give a finite price or null, never NaN, and formatPrice never shows NaN', () => {
  fc.assert(
    fc.property(fc.double(), fc.double(), (price, discount) => {
      const result = discountedPrice(price, discount)
      if (result !== null) expect(Number.isFinite(result)).toBe(true)
      expect(formatPrice(result, '₹')).not.toMatch(/NaN|Infinity|undefined/)
    }),
    { numRuns: 1000 },
  )
})
