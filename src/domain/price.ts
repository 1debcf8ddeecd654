/**
 * Course prices (SPEC.md section 9): the price shown is `coursePrice - discount% of coursePrice` with
 * 2 decimals, the same formula the server charges (CONTRACT.md), so the card never disagrees with the
 * checkout page.
 */

import { DISCOUNT_MAX, DISCOUNT_MIN } from '../config/constants'

/*
 * Binary floats make `19.99 * 0.9` come out as 17.991000000000003 and `1.005 * 100` as 100.49999999999999.
 * 15 significant digits is the most a double always holds exactly, so rounding to it first recovers the
 * decimal the arithmetic meant before we round half-up to cents.
 */
function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(15))
}

/** Rounds half-up to 2 decimals on the decimal value, not on its binary approximation. */
export function roundToCents(value: number): number {
  // From 1e13 on, the cents lie beyond the 15 reliable digits: there is nothing left to round.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e13) return value
  const cents = withoutFloatNoise(withoutFloatNoise(value) * 100)
  // Math.round rounds .5 towards +Infinity; mirror it for negatives so rounding is symmetric.
  const rounded = cents < 0 ? -Math.round(-cents) : Math.round(cents)
  return rounded / 100
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
  // The server's own expression, evaluated first and then rounded exactly.
  return roundToCents(price - (discount * price) / 100)
}

/** `₹49.99`: currency symbol straight in front, always 2 decimals; `–` when there is no price. */
export function formatPrice(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '–'
  const rounded = roundToCents(amount)
  const sign = rounded < 0 ? '-' : ''
  return `${sign}${currency}${Math.abs(rounded).toFixed(2)}`
}

/** `20% off`; fractional discounts keep up to 2 decimals (`12.5% off`); `null` for an invalid discount. */
export function percentOffLabel(discount: number): string | null {
  if (!isValidDiscount(discount)) return null
  return `${roundToCents(discount)}% off`
}
