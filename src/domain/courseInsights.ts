/**
 * Per-course figures of My Courses and the search of Students Enrolled (docs/educator-insights.md).
 * Sales carry a course title only, so they are counted per title; a title two courses share is the
 * caller's to flag (pricesByTitle in salesOverTime.ts lists such titles).
 */

import { RATING_MAX, RATING_MIN } from '../config/constants'

export const RECENT_SALES_DAYS = 30

type DatedSale = { readonly courseTitle: string; readonly purchaseDate?: string | null }

/** Sales per course title in the RECENT_SALES_DAYS days up to `now` (a sale dated in the future is not counted). */
export function recentSalesByTitle(sales: readonly DatedSale[], now: number): Map<string, number> {
  const since = now - RECENT_SALES_DAYS * 86_400_000
  const counts = new Map<string, number>()
  for (const sale of sales) {
    const time = sale.purchaseDate ? Date.parse(sale.purchaseDate) : Number.NaN
    if (!(time > since && time <= now)) continue
    counts.set(sale.courseTitle, (counts.get(sale.courseTitle) ?? 0) + 1)
  }
  return counts
}

export type RatingSummary = {
  count: number
  /** The mean to one decimal (4.25 → 4.3), null with no rating. */
  average: number | null
  /** How many ratings gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: number[]
}

/** Count, average and 1-to-5 distribution of the valid ratings (whole stars in range; others are ignored). */
export function ratingSummary(ratings: readonly { readonly rating: number }[] | null | undefined): RatingSummary {
  const distribution = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, () => 0)
  let sum = 0
  let count = 0
  for (const { rating } of ratings ?? []) {
    if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) continue
    distribution[rating - RATING_MIN] = (distribution[rating - RATING_MIN] ?? 0) + 1
    sum += rating
    count += 1
  }
  return { count, average: count === 0 ? null : Math.round((sum / count) * 10) / 10, distribution }
}

type SearchableEnrollment = { readonly student: { readonly name: string }; readonly courseTitle: string }

/** The records with their student names and course titles lower-cased once, so each keystroke only compares. */
export type EnrollmentSearchIndex<T> = { records: readonly T[]; names: string[]; titles: string[] }

export function enrollmentSearchIndex<T extends SearchableEnrollment>(records: readonly T[]): EnrollmentSearchIndex<T> {
  return {
    records,
    names: records.map((record) => record.student.name.toLowerCase()),
    titles: records.map((record) => record.courseTitle.toLowerCase()),
  }
}

/**
 * The records whose student name or course title contains the query (any case; plain `includes`, never a
 * RegExp from user text), and whose course is the chosen one when a course is chosen; the order is kept.
 */
export function filterEnrollments<T extends SearchableEnrollment>(
  index: EnrollmentSearchIndex<T>,
  filter: { query: string; courseTitle: string | null },
): readonly T[] {
  const query = filter.query.trim().toLowerCase()
  const { records, names, titles } = index
  if (query === '' && filter.courseTitle === null) return records
  const found: T[] = []
  records.forEach((record, position) => {
    if (filter.courseTitle !== null && record.courseTitle !== filter.courseTitle) return
    if (query !== '' && !names[position]?.includes(query) && !titles[position]?.includes(query)) return
    found.push(record)
  })
  return found
}

/** The distinct course titles of the records, sorted, for the course filter. */
export function courseTitlesOf(records: readonly { readonly courseTitle: string }[]): string[] {
  return [...new Set(records.map((record) => record.courseTitle))].sort((a, b) => a.localeCompare(b))
}
