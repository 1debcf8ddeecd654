/*
 * Binary floats make 10.01 - 5.005 land just below 5.005, so a plain Math.round would charge 5.00 where
 * the decimal rule says 5.01. Rounding to 15 significant digits first (all a double holds exactly)
 * recovers the decimal value; the app's price display (src/domain/price.ts) does the same, so the
 * course card and the checkout page always show the same amount.
 */
function withoutFloatNoise(value: number): number {
  return Number(value.toPrecision(15))
}

/** The amount a purchase charges (CONTRACT.md): coursePrice minus discount% of it, rounded half-up to cents. */
export function purchaseAmount(coursePrice: number, discount: number): number {
  const exact = withoutFloatNoise(coursePrice - (discount * coursePrice) / 100)
  return Math.round(withoutFloatNoise(exact * 100)) / 100
}

/** Sums of money amounts, rounded back to 2 decimals so 0.1 + 0.2 answers 0.3. */
export function sumAmounts(amounts: readonly number[]): number {
  return Math.round(amounts.reduce((total, amount) => total + amount * 100, 0)) / 100
}

export function formatAmount(currency: string, amount: number): string {
  return `${currency}${amount.toFixed(2)}`
}
