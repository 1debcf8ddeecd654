import { discountedPrice } from '../src/domain/price.ts'

/**
 * The amount a purchase charges (docs/api.md#server-rules): coursePrice minus discount% of it, rounded half-up to cents.
 * It is the app's own price rule (exact decimal arithmetic), so the course card and the checkout page can
 * never disagree by a cent. Stored prices are validated, so an invalid pair only reaches here from bad data.
 */
export function purchaseAmount(coursePrice: number, discount: number): number {
  const amount = discountedPrice(coursePrice, discount)
  if (amount === null) throw new Error(`Invalid price ${coursePrice} with discount ${discount}`)
  return amount
}

/** Sums of money amounts, rounded back to 2 decimals so 0.1 + 0.2 answers 0.3. */
export function sumAmounts(amounts: readonly number[]): number {
  return Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100
}
