/**
 * Counted nouns for the screens ("1 rating", "12 students", "0 lectures"). A count from data may be
 * missing, negative or fractional; it is shown as the whole number it stands for, never as NaN.
 */
export function countLabel(count: number, singular: string, plural: string): string {
  const whole = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
  // BigInt prints every digit; String(1e21) would print "1e+21".
  return `${BigInt(whole).toString()} ${whole === 1 ? singular : plural}`
}
