/**
 * Course ratings (docs/product.md#business-rules): the average is rounded down to a whole number and shown on
 * 5 stars; 0 when nobody has rated.
 */

import { RATING_MAX, RATING_MIN } from '../config/constants'
import { plural } from '@lingui/core/macro'
import { formatCount } from '../lib/format'

/*
 * Ratings come from the API; the schema guarantees finite numbers, but a stored 0 or 7 (an older
 * server, a hand-edited record) must not pull the average outside the star range.
 */
type RatingEntry = { readonly rating?: unknown } | null | undefined

function isCountableRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= RATING_MIN && value <= RATING_MAX
}

// Absorbs float noise such as (1.1 + 1.1 + 1.1) / 3 landing a hair below a whole number.
const FLOOR_EPSILON = 1e-9

/** The mean of the valid ratings and how many there are (mean 0 when there are none). */
export function ratingSummary(ratings: readonly RatingEntry[] | null | undefined): { mean: number; count: number } {
  if (!Array.isArray(ratings)) return { mean: 0, count: 0 }
  let sum = 0
  let count = 0
  for (const entry of ratings as readonly RatingEntry[]) {
    const value = entry?.rating
    if (isCountableRating(value)) {
      sum += value
      count += 1
    }
  }
  return { mean: count === 0 ? 0 : sum / count, count }
}

/** Floor of the mean of the valid ratings: an integer in [0, 5], 0 when there are none. */
export function averageRating(ratings: readonly RatingEntry[] | null | undefined): number {
  const { mean, count } = ratingSummary(ratings)
  if (count === 0) return 0
  return Math.min(RATING_MAX, Math.max(0, Math.floor(mean + FLOOR_EPSILON)))
}

/** `1 rating`, `0 ratings`, `12 ratings`. */
export function ratingCountLabel(count: number): string {
  const shown = formatCount(count)
  return plural(count, { one: `${shown} rating`, other: `${shown} ratings` })
}

/** `1 student`, `0 students`, `12 students`. */
export function studentCountLabel(count: number): string {
  const shown = formatCount(count)
  return plural(count, { one: `${shown} student`, other: `${shown} students` })
}

export type StarFill = 'full' | 'half' | 'empty'

/**
 * How each of the five stars is drawn: the value is rounded to the nearest half, so the
 * testimonials' 4.5 shows 4 full stars and a half one. Course stars are filled to the floor of the
 * average, so callers pass averageRating(...) and get only whole stars.
 */
export function starFills(value: number): StarFill[] {
  const halves = Math.min(RATING_MAX * 2, Math.max(0, Math.round(value * 2)))
  return Array.from({ length: RATING_MAX }, (_, index): StarFill => {
    const halvesBefore = index * 2
    if (halves >= halvesBefore + 2) return 'full'
    if (halves === halvesBefore + 1) return 'half'
    return 'empty'
  })
}
