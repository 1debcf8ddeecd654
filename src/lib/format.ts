/*
 * Number and date formats of the educator tables (and of "last loaded" times). The locales are pinned so a figure reads the same
 * for every educator and in every test: grouped thousands ("₹12,345.50") and "12 Mar 2026".
 */

const wholeAmount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const centsAmount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const dateAndTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })

/** The currency symbol in front; whole amounts without decimals, others with exactly two; `–` for no amount. */
export function formatAmount(amount: number | null | undefined, currency: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '–'
  const cents = Math.round(amount * 100)
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents) / 100
  const text = Number.isInteger(absolute) ? wholeAmount.format(absolute) : centsAmount.format(absolute)
  return `${sign}${currency}${text}`
}

/** The parsed date, or null for a missing or unparsable value. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12 Mar 2026"; `–` for a missing or invalid date (never "Invalid Date"). */
export function formatShortDate(value: string | null | undefined): string {
  const date = parseDate(value)
  return date ? shortDate.format(date) : '–'
}

/** "25 Nov 2026, 14:05" for a time in milliseconds; `–` when it is not a valid time. */
export function formatDateTime(time: number): string {
  return Number.isFinite(time) && time > 0 ? dateAndTime.format(time) : '–'
}

const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

/** "26 November 2026" for a calendar day "YYYY-MM-DD" (read in the local calendar, so no time zone shifts it). */
export function formatLongDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return '–'
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) ? '–' : longDate.format(date)
}
