/**
 * The amount a purchase charges (CONTRACT.md): coursePrice minus discount% of it, 2 decimals.
 * Computed in hundredths (price x (100 - discount) is the amount in cents) to keep float error out.
 */
export function purchaseAmount(coursePrice: number, discount: number): number {
  return Math.round(coursePrice * (100 - discount)) / 100
}

/** Sums of money amounts, rounded back to 2 decimals so 0.1 + 0.2 answers 0.3. */
export function sumAmounts(amounts: readonly number[]): number {
  return Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100
}

export function formatAmount(currency: string, amount: number): string {
  return `${currency}${amount.toFixed(2)}`
}
