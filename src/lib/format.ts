/*
 * The one place numbers, amounts and dates become text, all through Intl. Numbers follow the number locale (set once
 * at start from the build's settings: `en-IN` groups ₹1,50,000.00, `en-US` groups $150,000.00); dates follow the
 * date locale, which goes with the interface language ("28 Nov 2026"). Every function also takes a locale, for the
 * few callers (and tests) that format for another one.
 */

export type FormatLocales = { readonly number: string; readonly date: string }

const DEFAULT_LOCALES: FormatLocales = { number: 'en-IN', date: 'en-IN' }
let locales: FormatLocales = DEFAULT_LOCALES

/** Sets the locales the functions below use by default (at start, and when the language changes). */
export function setFormatLocales(next: Partial<FormatLocales>): void {
  locales = { ...locales, ...next }
}

/** The locales in use. */
export function formatLocales(): FormatLocales {
  return locales
}

/** True when this browser's Intl knows `locale` (a setting naming an unknown one is reported, not guessed at). */
export function isSupportedLocale(locale: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf(locale).length > 0
  } catch {
    return false
  }
}

// Intl formatters are costly to build and a page of cards formats hundreds of numbers: one per locale and style.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>()

function numberFormat(locale: string, style: 'count' | 'cents' | 'whole'): Intl.NumberFormat {
  const key = `n|${style}|${locale}`
  let format = formatters.get(key) as Intl.NumberFormat | undefined
  if (!format) {
    const digits = style === 'cents' ? 2 : 0
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: style === 'count' ? 20 : digits,
    })
    formatters.set(key, format)
  }
  return format
}

type DateStyle = DayStyle | 'dateTime'
/** "28 Nov 2026", "28 November 2026", "28 Nov", "Nov 2026". */
export type DayStyle = 'short' | 'long' | 'dayMonth' | 'monthYear'

const DATE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
}

function dateFormat(locale: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `d|${style}|${locale}`
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_OPTIONS[style])
    formatters.set(key, format)
  }
  return format
}

/** A count, grouped: "10,014" (and "1,00,000" in en-IN); `–` when it is not a number. */
export function formatCount(count: number, locale = locales.number): string {
  return Number.isFinite(count) ? numberFormat(locale, 'count').format(count) : '–'
}

/**
 * An amount of money: the currency symbol straight in front and exactly two decimals, grouped in the number locale
 * ("₹1,50,000.00", "-₹12.50"); `whole` leaves the decimals out (a chart's axis). `–` when there is no amount. The
 * amount is formatted as given: prices are rounded to cents by the price rules before they get here.
 */
export function formatMoney(
  amount: number | null | undefined,
  currency: string,
  { whole = false, locale = locales.number }: { whole?: boolean; locale?: string } = {},
): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '–'
  const text = numberFormat(locale, whole ? 'whole' : 'cents').format(Math.abs(amount))
  // A value that rounds to zero is shown without a sign ("₹0.00", never "-₹0.00").
  const sign = amount < 0 && /[1-9]/.test(text) ? '-' : ''
  return `${sign}${currency}${text}`
}

/** The parsed date, or null for a missing or unparsable value. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "12 Mar 2026"; `–` for a missing or invalid date (never "Invalid Date"). */
export function formatShortDate(value: string | null | undefined, locale = locales.date): string {
  const date = parseDate(value)
  return date ? dateFormat(locale, 'short').format(date) : '–'
}

/** "25 Nov 2026, 2:05 pm" for a time in milliseconds; `–` when it is not a valid time. */
export function formatDateTime(time: number, locale = locales.date): string {
  return Number.isFinite(time) && time > 0 ? dateFormat(locale, 'dateTime').format(time) : '–'
}

/**
 * A calendar day "YYYY-MM-DD" in `style` ("26 Nov 2026" by default), read in the local calendar so no time zone
 * shifts it; `–` when it is not such a day.
 */
export function formatDay(day: string, style: DayStyle = 'short', locale = locales.date): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) return '–'
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
  return Number.isNaN(date.getTime()) ? '–' : dateFormat(locale, style).format(date)
}

/** "26 November 2026" for a calendar day "YYYY-MM-DD" (the certificate's date). */
export function formatLongDay(day: string, locale = locales.date): string {
  return formatDay(day, 'long', locale)
}

/**
 * Text from elsewhere (a course title) set inside an interface sentence, as one bidi isolate (U+2068 … U+2069): its
 * own direction marks and overrides then cannot reorder the sentence around it.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`
}
