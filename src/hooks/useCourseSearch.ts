import { useDeferredValue, useEffect, useMemo } from 'react'
import type { Course } from '../api/types'
import {
  catalogueEntries,
  catalogueView,
  educatorOptions,
  isWholeCatalogue,
  type CatalogueEntry,
  type EducatorOption,
} from '../domain/catalogue'
import type { CatalogueQuery } from '../domain/catalogueQuery'
import { runWhenIdle } from '../lib/scheduling'

type ViewInputs = { term: string; query: CatalogueQuery; search: string; savedIds: ReadonlySet<string> }

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
 * once per change, on a deferred copy of the inputs, so with 10,000 courses the controls and chips update at
 * once and the grid follows without blocking input. The whole catalogue in the API's order (a first visit)
 * is shown as it came, without that preparation, so it does not delay the first card.
 */
export function useCourseSearch(
  courses: readonly Course[],
  { term, query, search, savedIds }: ViewInputs,
): CourseSearchResult {
  // Prepared on first need, once per catalogue.
  const entriesOf = useMemo(() => {
    let entries: CatalogueEntry<Course>[] | null = null
    return () => (entries ??= catalogueEntries(courses))
  }, [courses])
  // Once the first cards are shown, the entries are prepared while the browser is idle, so that the first sort or
  // filter does not pay for them either.
  useEffect(() => {
    if (courses.length === 0) return
    return runWhenIdle(() => void entriesOf(), 2000)
  }, [courses, entriesOf])
  const educators = useMemo(() => educatorOptions(courses), [courses])
  // `search` names `query` exactly, so the inputs change only when what the list shows would.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const inputs = useMemo(() => ({ term, query, search, savedIds }), [term, search, savedIds])
  const deferred = useDeferredValue(inputs)
  const matches = useMemo(() => {
    // One mark per computation: the benchmark counts them to check the list is worked out once per change.
    performance.mark?.('catalogue-view')
    const options = {
      term: deferred.term,
      sort: deferred.query.sort,
      filters: deferred.query.filters,
      savedIds: deferred.savedIds,
    }
    return isWholeCatalogue(options) ? courses : catalogueView(entriesOf(), options)
  }, [courses, entriesOf, deferred])
  return { courses: matches, viewKey: `${deferred.term}\n${deferred.search}`, viewSearch: deferred.search, educators }
}
