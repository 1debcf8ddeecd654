import { useDeferredValue, useEffect, useMemo } from 'react'
import type { Course } from '../api/types'
import {
  catalogueEntriesInParts,
  catalogueView,
  COURSE_SORTS,
  sortedCatalogue,
  educatorOptions,
  isWholeCatalogue,
  type EducatorOption,
} from '../domain/catalogue'
import type { CatalogueQuery } from '../domain/catalogueQuery'
import { runWhenIdle } from '../lib/scheduling'

// Each step of the preparation waits at most this long for an idle moment.
const IDLE_PREPARATION_MAX_WAIT_MS = 2000
// Entries made per idle step: 10,000 at once took one 50–100 ms task on a desktop.
const ENTRIES_PER_IDLE_STEP = 2000

type ViewInputs = {
  term: string
  query: CatalogueQuery
  search: string
  savedIds: ReadonlySet<string>
  /** An edit in progress (a price being typed): its list is worked out behind the keystrokes. */
  isEditing: boolean
}

export type CourseSearchResult = {
  /** The matching courses in the chosen order. */
  courses: readonly Course[]
  /** Names the list shown (term and query string): a new value starts the grid from its first page. */
  viewKey: string
  /** The query string the list shown was worked out for (it trails the address while a change is worked out). */
  viewSearch: string
  /** The educators the catalogue lists (the educator filter's options). */
  educators: EducatorOption[]
}

/**
 * The course list's courses for a search term, a sort and filters (docs/product.md#course-search and
 * docs/catalogue-discovery.md). What the rules read is prepared once per catalogue; the view is worked out
 * once per change. A sort or filter chosen is drawn in the same render as its control, in one task: the
 * 5 ms slices of a deferred render reached the screen 10 to 25 ms later with 10,000 courses. A price being
 * typed is worked out on a deferred copy, so keystrokes never wait for the list. The whole catalogue in the
 * API's order (a first visit) is shown as it came, without that preparation, so it does not delay the first
 * card.
 */
export function useCourseSearch(
  courses: readonly Course[],
  { term, query, search, savedIds, isEditing }: ViewInputs,
): CourseSearchResult {
  // Prepared once per catalogue: a part at a time while idle, or the rest at once when a view needs them.
  const parts = useMemo(() => catalogueEntriesInParts(courses), [courses])
  // Once the first cards are shown, the entries (a part at a time) and then each sort's order are prepared
  // while the browser is idle, one step per idle moment (none is a long task), so that no sort or filter pays
  // for them.
  useEffect(() => {
    if (courses.length === 0) return
    const sorts = [...COURSE_SORTS]
    const step = () => {
      if (parts.prepare(ENTRIES_PER_IDLE_STEP) > 0) return true
      const sort = sorts.shift()
      if (sort) sortedCatalogue(parts.entries(), sort)
      return sorts.length > 0
    }
    let cancel = () => {}
    const prepare = () => {
      cancel = runWhenIdle(() => {
        if (step()) prepare()
      }, IDLE_PREPARATION_MAX_WAIT_MS)
    }
    prepare()
    return () => cancel()
  }, [courses, parts])
  const educators = useMemo(() => educatorOptions(courses), [courses])
  // `search` names `query` exactly, so the inputs change only when what the list shows would.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const inputs = useMemo(() => ({ term, query, search, savedIds }), [term, search, savedIds])
  const deferred = useDeferredValue(inputs)
  const shown = isEditing ? deferred : inputs
  const matches = useMemo(() => {
    // One mark per computation: the benchmark counts them to check the list is worked out once per change.
    performance.mark?.('catalogue-view')
    const options = { term: shown.term, sort: shown.query.sort, filters: shown.query.filters, savedIds: shown.savedIds }
    return isWholeCatalogue(options) ? courses : catalogueView(parts.entries(), options)
  }, [courses, parts, shown])
  return { courses: matches, viewKey: `${shown.term}\n${shown.search}`, viewSearch: shown.search, educators }
}
