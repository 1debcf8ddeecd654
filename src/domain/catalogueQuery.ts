/**
 * The course list's sort and filters as a query string (docs/catalogue-discovery.md#the-url), so a reload,
 * the back button and a shared link show the same list. Reading never fails: an unknown or malformed value
 * is ignored (that one filter is off), never an error page.
 */

import { COURSE_SORTS, MIN_RATINGS, NO_FILTERS, type CatalogueFilters, type CourseSort } from './catalogue'
import { t } from '@lingui/core/macro'

export type CatalogueQuery = { sort: CourseSort; filters: CatalogueFilters }

export const DEFAULT_CATALOGUE_QUERY: CatalogueQuery = { sort: 'relevance', filters: NO_FILTERS }

/** The query-string names, in the order they are written. */
export const QUERY_PARAMS = {
  sort: 'sort',
  freeOnly: 'free',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  minRating: 'minRating',
  educator: 'educator',
  discountedOnly: 'discounted',
  savedOnly: 'saved',
} as const

// Longer than any id or name the API sends; a longer value is someone's paste gone wrong.
const MAX_EDUCATOR_LENGTH = 200
const PRICE_TEXT = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/** A price typed or linked: a non-negative decimal number, else null. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim()
  if (!PRICE_TEXT.test(trimmed)) return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

const isFlagOn = (value: string | null) => value === '1' || value === 'true'

function parseSort(value: string | null): CourseSort {
  return COURSE_SORTS.find((sort) => sort === value) ?? 'relevance'
}

function parseMinRating(value: string | null): CatalogueFilters['minRating'] {
  return MIN_RATINGS.find((rating) => String(rating) === value) ?? null
}

function parseEducator(value: string | null): string | null {
  const trimmed = value?.trim() ?? ''
  return trimmed !== '' && trimmed.length <= MAX_EDUCATOR_LENGTH ? trimmed : null
}

/** The sort and filters a query string asks for; anything unknown or malformed is left at its default. */
export function parseCatalogueQuery(search: string | URLSearchParams): CatalogueQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const read = (name: string) => params.get(name)
  let minPrice = parsePrice(read(QUERY_PARAMS.minPrice) ?? '')
  let maxPrice = parsePrice(read(QUERY_PARAMS.maxPrice) ?? '')
  // A reversed range is never applied (the fields explain it; a link cannot, so it is dropped).
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) minPrice = maxPrice = null
  return {
    sort: parseSort(read(QUERY_PARAMS.sort)),
    filters: {
      freeOnly: isFlagOn(read(QUERY_PARAMS.freeOnly)),
      minPrice,
      maxPrice,
      minRating: parseMinRating(read(QUERY_PARAMS.minRating)),
      educator: parseEducator(read(QUERY_PARAMS.educator)),
      discountedOnly: isFlagOn(read(QUERY_PARAMS.discountedOnly)),
      savedOnly: isFlagOn(read(QUERY_PARAMS.savedOnly)),
    },
  }
}

/** The query string for a sort and filters ('' for the defaults, otherwise starting with '?'). */
export function catalogueSearch({ sort, filters }: CatalogueQuery): string {
  const params = new URLSearchParams()
  if (sort !== 'relevance') params.set(QUERY_PARAMS.sort, sort)
  if (filters.freeOnly) params.set(QUERY_PARAMS.freeOnly, '1')
  if (filters.minPrice !== null) params.set(QUERY_PARAMS.minPrice, String(filters.minPrice))
  if (filters.maxPrice !== null) params.set(QUERY_PARAMS.maxPrice, String(filters.maxPrice))
  if (filters.minRating !== null) params.set(QUERY_PARAMS.minRating, String(filters.minRating))
  if (filters.educator !== null) params.set(QUERY_PARAMS.educator, filters.educator)
  if (filters.discountedOnly) params.set(QUERY_PARAMS.discountedOnly, '1')
  if (filters.savedOnly) params.set(QUERY_PARAMS.savedOnly, '1')
  const text = params.toString()
  return text === '' ? '' : `?${text}`
}

export const PRICE_RANGE_PROBLEMS = {
  get notNumber() {
    return t`Enter prices as numbers, such as 499 or 12.50.`
  },
  get negative() {
    return t`Prices cannot be negative.`
  },
  get reversed() {
    return t`Min price cannot be more than Max price.`
  },
} as const

export type PriceRangeCheck =
  { ok: true; minPrice: number | null; maxPrice: number | null } | { ok: false; problem: string }

/** Checks the two price fields as typed: an empty field is no bound; a bad range is explained, never applied. */
export function checkPriceRange(minText: string, maxText: string): PriceRangeCheck {
  const texts = [minText.trim(), maxText.trim()]
  if (texts.some((text) => /^-\s*(?:\d|\.\d)/.test(text) && parsePrice(text.replace(/^-\s*/, '')) !== null)) {
    return { ok: false, problem: PRICE_RANGE_PROBLEMS.negative }
  }
  const [minPrice, maxPrice] = texts.map((text) => (text === '' ? null : parsePrice(text)))
  if ((texts[0] !== '' && minPrice === null) || (texts[1] !== '' && maxPrice === null)) {
    return { ok: false, problem: PRICE_RANGE_PROBLEMS.notNumber }
  }
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) {
    return { ok: false, problem: PRICE_RANGE_PROBLEMS.reversed }
  }
  return { ok: true, minPrice: minPrice ?? null, maxPrice: maxPrice ?? null }
}
