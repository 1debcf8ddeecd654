/**
 * Course prices (docs/product.md#business-rules): the price shown is `coursePrice - discount% of coursePrice` with
 * 2 decimals, the same formula the server charges (docs/api.md#server-rules), so the card never disagrees with the
 * checkout page.
 */

// With its extension: the local API (run by Vite's config loader and by Node) imports this file too.
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../config/constants.ts'
import { formatMoney } from '../lib/format.ts'

/*
 * Binary floats get cents wrong: 19.99 * 0.9 is 17.991000000000003, 1.005 * 100 is 100.49999999999999,
 * and subtracting a 93.68% discount leaves an error big enough to flip a half cent. So the arithmetic is
 * done on the decimals the numbers print as (what the educator typed), in BigInt, and rounded half-up.
 */
type Decimal = { units: bigint; scale: number }

/** 12.345 → { units: 12345n, scale: 3 }; null for exponent notation (beyond 1e21 or below 1e-6). */
function toDecimal(value: number): Decimal | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(String(value))
  if (!match) return null
  const [, sign = '', whole = '', fraction = ''] = match
  return { units: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length }
}

const powerOfTen = (exponent: number) => 10n ** BigInt(exponent)

/** numerator / denominator rounded half away from zero; the denominator is positive. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n)
  return numerator < 0n ? -rounded : rounded
}

/** Rounds half-up (away from zero) to 2 decimals on the decimal value, not its binary approximation. */
export function roundToCents(value: number): number {
  if (!Number.isFinite(value)) return value
  const decimal = toDecimal(value)
  // Exponent notation: below 1e-6 there are no cents (0); from 1e21 on there is nothing left to round.
  if (!decimal) return Math.abs(value) < 1 ? 0 : value
  return Number(divideRounded(decimal.units * 100n, powerOfTen(decimal.scale))) / 100
}

export function isValidDiscount(discount: number): boolean {
  return Number.isFinite(discount) && discount >= DISCOUNT_MIN && discount <= DISCOUNT_MAX
}

/**
 * The price after the discount, rounded to 2 decimals, or `null` when the input cannot be a price
 * (non-finite, negative price, discount outside 0..100), so a screen shows a dash instead of `NaN`.
 */
export function discountedPrice(price: number, discount: number): number | null {
  if (!Number.isFinite(price) || price < 0 || !isValidDiscount(discount)) return null
  const decimalPrice = toDecimal(price)
  const decimalDiscount = toDecimal(discount)
  if (!decimalPrice || !decimalDiscount) {
    // Exponent-notation inputs (1e25, 1e-7): the float formula is as exact as such numbers get. The
    // factor is at most 1, so a huge price cannot overflow to Infinity.
    return roundToCents(price * ((100 - discount) / 100))
  }
  // In cents: price × (100 - discount), with both scaled to integers.
  const numerator = decimalPrice.units * (100n * powerOfTen(decimalDiscount.scale) - decimalDiscount.units)
  const cents = divideRounded(numerator, powerOfTen(decimalPrice.scale + decimalDiscount.scale))
  return Number(cents) / 100
}

/**
 * `₹49.99`, `₹1,50,000.00`: the price rounded half-up to cents, then written as money (currency symbol in front,
 * 2 decimals, grouped in the number locale, or in `locale`); `–` when there is no price.
 */
export function formatPrice(amount: number | null | undefined, currency: string, locale?: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '–'
  return formatMoney(roundToCents(amount), currency, { locale })
}

/**
 * The percent off a card shows ("20% off"): the discount with up to 2 decimals (12.5, 33.33); `null` for an invalid
 * discount. A number, not words: the local API imports this file and cannot use the interface's messages, so the
 * course page words it.
 */
export function percentOff(discount: number): number | null {
  return isValidDiscount(discount) ? roundToCents(discount) : null
}
