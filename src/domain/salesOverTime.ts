/**
 * Enrollments and estimated earnings over time (docs/educator-insights.md): sales are put in calendar weeks
 * (Monday to Sunday) or months of the educator's time zone, and each sale is priced at its course's current
 * price after discount. The API sends a sale's course title only, so sales are matched to courses by title;
 * a title two courses share cannot be priced and is reported, never merged.
 */

import { discountedPrice } from './price'
import { formatDay } from '../lib/format'
import { t } from '@lingui/core/macro'

export type SalesPeriod = 'week' | 'month'

/** How many weeks or months the chart shows, the current one last. */
export const SALES_BUCKET_COUNT = 12

export type Sale = { readonly courseTitle: string; readonly purchaseDate?: string | null }
export type PricedCourse = {
  readonly courseTitle: string
  readonly coursePrice: number
  readonly discount?: number | null
}

export type SalesBucket = {
  /** The first calendar day of the week or month, as `YYYY-MM-DD`. */
  start: string
  enrollments: number
  /** Estimated earnings in currency units (2 decimals at most). */
  earnings: number
}

export type SalesOverTime = {
  buckets: SalesBucket[]
  /** Estimated earnings of every priced sale, whatever its date. */
  estimatedTotal: number
  /** Titles shared by two or more courses, with how many sales name them. */
  sharedTitles: { title: string; sales: number }[]
  /** Sales whose title matches no current course (renamed or removed). */
  unmatchedSales: number
  /** Sales without a usable purchase date: counted in the totals, not in the chart. */
  undatedSales: number
}

const DAY_MS = 86_400_000

const dayFormats = new Map<string, Intl.DateTimeFormat>()

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    dayFormats.set(timeZone, format)
  }
  return format
}

/**
 * The calendar day an instant falls on in the time zone, as days since 1970-01-01. Cached per quarter hour:
 * every time zone in use today is a whole number of quarter hours from UTC and changes offset on one.
 */
export function calendarDay(time: number, timeZone: string, cache?: Map<number, number>): number {
  const quarter = Math.floor(time / 900_000)
  const cached = cache?.get(quarter)
  if (cached !== undefined) return cached
  const parts = dayFormat(timeZone).formatToParts(time)
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
  const day = Math.floor(Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS)
  cache?.set(quarter, day)
  return day
}

/** The first day of the week (Monday) or month holding the day, as days since 1970-01-01. */
export function bucketStart(day: number, period: SalesPeriod): number {
  if (period === 'week') {
    // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
    return day - ((((day + 3) % 7) + 7) % 7)
  }
  const date = new Date(day * DAY_MS)
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS)
}

/** The first day of the bucket `steps` periods after the one starting on `start` (negative: before). */
function shiftBucket(start: number, period: SalesPeriod, steps: number): number {
  if (period === 'week') return start + steps * 7
  const date = new Date(start * DAY_MS)
  return Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + steps, 1) / DAY_MS)
}

export function dayToIso(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** The unit price of each title that exactly one course carries; shared titles are listed apart. */
export function pricesByTitle(courses: readonly PricedCourse[]): {
  prices: Map<string, number | null>
  shared: Set<string>
} {
  const prices = new Map<string, number | null>()
  const shared = new Set<string>()
  for (const course of courses) {
    if (prices.has(course.courseTitle)) shared.add(course.courseTitle)
    prices.set(course.courseTitle, discountedPrice(course.coursePrice, course.discount ?? 0))
  }
  for (const title of shared) prices.delete(title)
  return { prices, shared }
}

function saleTime(sale: Sale): number | null {
  if (!sale.purchaseDate) return null
  const time = Date.parse(sale.purchaseDate)
  return Number.isNaN(time) ? null : time
}

/**
 * The last SALES_BUCKET_COUNT weeks or months up to the one holding `now`, each with its enrollments and
 * estimated earnings. Amounts are added in whole cents so that 10,000 sales of ₹0.10 make ₹1,000 exactly.
 */
export function salesOverTime(
  sales: readonly Sale[],
  courses: readonly PricedCourse[],
  options: { period: SalesPeriod; now: number; timeZone: string },
): SalesOverTime {
  const { period, now, timeZone } = options
  const cache = new Map<number, number>()
  const last = bucketStart(calendarDay(now, timeZone, cache), period)
  const starts = Array.from({ length: SALES_BUCKET_COUNT }, (_, index) =>
    shiftBucket(last, period, index - SALES_BUCKET_COUNT + 1),
  )
  const tallies = starts.map((start) => ({ start, enrollments: 0, cents: 0 }))
  const tallyByStart = new Map(tallies.map((tally) => [tally.start, tally]))
  const { prices, shared } = pricesByTitle(courses)
  const sharedSales = new Map<string, number>()
  let totalCents = 0
  let unmatchedSales = 0
  let undatedSales = 0

  for (const sale of sales) {
    let saleCents = 0
    if (shared.has(sale.courseTitle)) {
      sharedSales.set(sale.courseTitle, (sharedSales.get(sale.courseTitle) ?? 0) + 1)
    } else if (!prices.has(sale.courseTitle)) {
      unmatchedSales += 1
    } else {
      saleCents = Math.round((prices.get(sale.courseTitle) ?? 0) * 100)
      totalCents += saleCents
    }
    const time = saleTime(sale)
    if (time === null) {
      undatedSales += 1
      continue
    }
    const tally = tallyByStart.get(bucketStart(calendarDay(time, timeZone, cache), period))
    if (!tally) continue
    tally.enrollments += 1
    tally.cents += saleCents
  }

  return {
    buckets: tallies.map(({ start, enrollments, cents }) => ({
      start: dayToIso(start),
      enrollments,
      earnings: cents / 100,
    })),
    estimatedTotal: totalCents / 100,
    sharedTitles: [...shared].sort().map((title) => ({ title, sales: sharedSales.get(title) ?? 0 })),
    unmatchedSales,
    undatedSales,
  }
}

/**
 * How far the estimate is from the earnings the API reports, or null when within one currency unit
 * (prices changed since the sales, rounding): only a real gap is worth a note.
 */
export function estimateGap(estimatedTotal: number, reportedTotal: number): number | null {
  const gap = Math.round((estimatedTotal - reportedTotal) * 100) / 100
  return Math.abs(gap) > 1 ? gap : null
}

/** "Week of 29 Dec 2025" / "Dec 2025": how a bucket is named in the table and to screen readers. */
export function bucketLabel(start: string, period: SalesPeriod): string {
  if (period === 'month') return formatDay(start, 'monthYear')
  const day = formatDay(start, 'short')
  return t`Week of ${day}`
}

/** "29 Dec" / "Dec 2025": the chart's axis label. */
export function bucketAxisLabel(start: string, period: SalesPeriod): string {
  return formatDay(start, period === 'week' ? 'dayMonth' : 'monthYear')
}
