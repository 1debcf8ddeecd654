/**
 * Catalogue discovery (docs/catalogue-discovery.md): which courses of the catalogue a learner sees, and in
 * what order, for a search term, a sort and the filters. Pure rules on the fields of `GET /api/course/all`
 * only (price, discount, ratings, educator, createdAt): nothing here may need courseContent or
 * enrolledStudents, which that answer may leave out.
 */

import { isValidDiscount, discountedPrice } from './price'
import { ratingSummary } from './rating'
import { t } from '@lingui/core/macro'

export const COURSE_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating', 'discount'] as const
export type CourseSort = (typeof COURSE_SORTS)[number]

/** The "Sort by" options, in the order the select lists them. */
export const SORT_LABELS: Record<CourseSort, string> = {
  get relevance() {
    return t`Relevance`
  },
  get newest() {
    return t`Newest`
  },
  get 'price-asc'() {
    return t`Price: low to high`
  },
  get 'price-desc'() {
    return t`Price: high to low`
  },
  get rating() {
    return t`Highest rated`
  },
  get discount() {
    return t`Biggest discount`
  },
}

/** The minimum-rating filter's choices ("4 & up", "3 & up"). */
export const MIN_RATINGS = [4, 3] as const
export type MinRating = (typeof MIN_RATINGS)[number]

export const minRatingLabel = (rating: MinRating) => t`${rating} & up`

export type CatalogueFilters = {
  freeOnly: boolean
  /** Inclusive bounds on the price after discount; null: no bound. */
  minPrice: number | null
  maxPrice: number | null
  minRating: MinRating | null
  /** An educator's key (see educatorKey). */
  educator: string | null
  discountedOnly: boolean
  savedOnly: boolean
}

export const NO_FILTERS: CatalogueFilters = {
  freeOnly: false,
  minPrice: null,
  maxPrice: null,
  minRating: null,
  educator: null,
  discountedOnly: false,
  savedOnly: false,
}

/** The fields of a catalogue course these rules read (a structural type: domain/ imports nothing from api/). */
export type CatalogueCourse = {
  _id: string
  courseTitle: string
  coursePrice: number
  discount: number
  educator?: { _id?: string; name: string } | null
  courseRatings: readonly { rating?: unknown }[]
  createdAt?: string
}

/** A course with what sorting and filtering read, worked out once per catalogue rather than once per change. */
export type CatalogueEntry<C extends CatalogueCourse = CatalogueCourse> = {
  course: C
  /** Its place in the API's answer: the "Relevance" order and every tie-break. */
  index: number
  title: string
  /** The price after discount; null when the course's price is unusable (it then matches no price filter). */
  price: number | null
  /** The discount in percent, 0 when missing or outside 0..100. */
  discount: number
  rating: number
  ratingCount: number
  /** createdAt in milliseconds; null when missing or unparsable (such courses come last under "Newest"). */
  createdAt: number | null
  educatorKey: string | null
}

/**
 * How the educator filter names an educator: the id when the answer has one (stable in a shared link),
 * otherwise the name. An educator without either cannot be filtered by.
 */
export function educatorKey(educator: CatalogueCourse['educator']): string | null {
  const id = educator?._id?.trim()
  if (id) return id
  const name = educator?.name.trim()
  return name ? name : null
}

function timeOf(value: string | undefined): number | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : time
}

function catalogueEntry<C extends CatalogueCourse>(course: C, index: number): CatalogueEntry<C> {
  const { mean, count } = ratingSummary(course.courseRatings)
  return {
    course,
    index,
    title: course.courseTitle.toLowerCase(),
    price: discountedPrice(course.coursePrice, course.discount),
    discount: isValidDiscount(course.discount) ? course.discount : 0,
    rating: mean,
    ratingCount: count,
    createdAt: timeOf(course.createdAt),
    educatorKey: educatorKey(course.educator),
  }
}

export type CatalogueEntriesInParts<C extends CatalogueCourse> = {
  /** Makes up to `count` more entries; returns how many it made (0 once all are made). */
  prepare: (count: number) => number
  /** Every entry, the rest made at once if need be (the same array on every call). */
  entries: () => CatalogueEntry<C>[]
}

/** The entries, made a part at a time when the caller wants (while the browser is idle) or all at once. */
export function catalogueEntriesInParts<C extends CatalogueCourse>(courses: readonly C[]): CatalogueEntriesInParts<C> {
  const made: CatalogueEntry<C>[] = []
  const prepare = (count: number) => {
    const start = made.length
    const end = Math.min(courses.length, start + count)
    for (let index = start; index < end; index += 1) made.push(catalogueEntry(courses[index] as C, index))
    return end - start
  }
  return {
    prepare,
    entries: () => {
      prepare(Infinity)
      return made
    },
  }
}

export function catalogueEntries<C extends CatalogueCourse>(courses: readonly C[]): CatalogueEntry<C>[] {
  return catalogueEntriesInParts(courses).entries()
}

export type EducatorOption = { key: string; name: string }

// One collator for every comparison: localeCompare builds one per call, which a 10,000-course pass notices.
const byName = new Intl.Collator().compare

/** The educators present in the catalogue, by name, each once (the educator filter's options). */
export function educatorOptions(courses: readonly CatalogueCourse[]): EducatorOption[] {
  const byKey = new Map<string, string>()
  for (const course of courses) {
    const name = course.educator?.name.trim()
    if (!name) continue
    const key = educatorKey(course.educator)
    if (key !== null && !byKey.has(key)) byKey.set(key, name)
  }
  return [...byKey].map(([key, name]) => ({ key, name })).sort((a, b) => byName(a.name, b.name))
}

/** True when any filter is on (a chip shows for each). */
export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return (
    filters.freeOnly ||
    filters.minPrice !== null ||
    filters.maxPrice !== null ||
    filters.minRating !== null ||
    filters.educator !== null ||
    filters.discountedOnly ||
    filters.savedOnly
  )
}

/**
 * True when the list is the whole catalogue in the API's order (no term, "Relevance", no filter): the
 * first visit's case, which then needs no per-course preparation before its first card.
 */
export function isWholeCatalogue(options: { term: string; sort: CourseSort; filters: CatalogueFilters }): boolean {
  return searchNeedle(options.term) === '' && options.sort === 'relevance' && !hasActiveFilters(options.filters)
}

/** The search rule: a trimmed, lower-cased substring of the title, matched literally (never a pattern). */
export function searchNeedle(term: string): string {
  return term.trim().toLowerCase()
}

/**
 * The filters that can apply to this catalogue: an educator it does not list (a stale or hand-edited link)
 * is ignored rather than emptying the list.
 */
export function applicableFilters(filters: CatalogueFilters, entries: readonly CatalogueEntry[]): CatalogueFilters {
  if (filters.educator === null || entries.some((entry) => entry.educatorKey === filters.educator)) return filters
  return { ...filters, educator: null }
}

function matchesFilters(entry: CatalogueEntry, filters: CatalogueFilters, savedIds: ReadonlySet<string>): boolean {
  const { price } = entry
  const hasPriceFilter = filters.freeOnly || filters.minPrice !== null || filters.maxPrice !== null
  if (hasPriceFilter && price === null) return false
  if (filters.freeOnly && price !== 0) return false
  if (filters.minPrice !== null && price !== null && price < filters.minPrice) return false
  if (filters.maxPrice !== null && price !== null && price > filters.maxPrice) return false
  if (filters.minRating !== null && entry.rating < filters.minRating) return false
  if (filters.educator !== null && entry.educatorKey !== filters.educator) return false
  if (filters.discountedOnly && !(entry.discount > 0)) return false
  if (filters.savedOnly && !savedIds.has(entry.course._id)) return false
  return true
}

/** The courses whose title contains the term (the search rule alone), in the order given. */
export function coursesMatchingTerm<C extends CatalogueCourse>(courses: readonly C[], term: string): readonly C[] {
  const needle = searchNeedle(term)
  return needle === '' ? courses : courses.filter((course) => course.courseTitle.toLowerCase().includes(needle))
}

/** The entries whose title contains the term and that pass every filter, in the API's order. */
export function filterEntries<C extends CatalogueCourse>(
  entries: readonly CatalogueEntry<C>[],
  term: string,
  filters: CatalogueFilters,
  savedIds: ReadonlySet<string>,
): CatalogueEntry<C>[] {
  const needle = searchNeedle(term)
  return entries.filter(
    (entry) => (needle === '' || entry.title.includes(needle)) && matchesFilters(entry, filters, savedIds),
  )
}

/** Compares two possibly missing numbers, missing last; `direction` 1 is ascending, -1 descending. */
function compareNumbers(a: number | null, b: number | null, direction: 1 | -1): number {
  if (a === b) return 0
  if (a === null) return 1
  if (b === null) return -1
  return a < b ? -direction : direction
}

const COMPARE: Record<CourseSort, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  relevance: () => 0,
  newest: (a, b) => compareNumbers(a.createdAt, b.createdAt, -1),
  'price-asc': (a, b) => compareNumbers(a.price, b.price, 1),
  'price-desc': (a, b) => compareNumbers(a.price, b.price, -1),
  rating: (a, b) => compareNumbers(a.rating, b.rating, -1) || compareNumbers(a.ratingCount, b.ratingCount, -1),
  discount: (a, b) => compareNumbers(a.discount, b.discount, -1),
}

/** A new array in the sort's order; ties (and "Relevance") keep the API's order. */
export function sortEntries<C extends CatalogueCourse>(
  entries: readonly CatalogueEntry<C>[],
  sort: CourseSort,
): CatalogueEntry<C>[] {
  const compare = COMPARE[sort]
  return [...entries].sort((a, b) => compare(a, b) || a.index - b.index)
}

// Each sort's order of a whole catalogue, made once per catalogue (and per sort) and kept with its entries.
const ordersOf = new WeakMap<readonly CatalogueEntry[], Map<CourseSort, readonly CatalogueEntry[]>>()

/**
 * The whole catalogue in a sort's order, made on first need and then kept for these entries. Filtering keeps
 * an order, so a change of filters or term under one sort never sorts again, and the course list makes
 * each order ahead while the browser is idle (useCourseSearch).
 */
export function sortedCatalogue<C extends CatalogueCourse>(
  entries: readonly CatalogueEntry<C>[],
  sort: CourseSort,
): readonly CatalogueEntry<C>[] {
  if (sort === 'relevance') return entries
  let orders = ordersOf.get(entries)
  if (!orders) ordersOf.set(entries, (orders = new Map()))
  let sorted = orders.get(sort)
  if (!sorted) orders.set(sort, (sorted = sortEntries(entries, sort)))
  return sorted as readonly CatalogueEntry<C>[]
}

/**
 * What the list shows: the search and the filters that apply, over the sort's order of the whole catalogue.
 * Every order is total (ties in the API's order), so this is the same list as sorting the matches.
 */
export function catalogueView<C extends CatalogueCourse>(
  entries: readonly CatalogueEntry<C>[],
  options: { term: string; sort: CourseSort; filters: CatalogueFilters; savedIds: ReadonlySet<string> },
): C[] {
  const filters = applicableFilters(options.filters, entries)
  return filterEntries(sortedCatalogue(entries, options.sort), options.term, filters, options.savedIds).map(
    (entry) => entry.course,
  )
}
