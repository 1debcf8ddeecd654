import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { catalogueSearch, parseCatalogueQuery, type CatalogueQuery } from '../domain/catalogueQuery'

export type CatalogueQueryState = {
  query: CatalogueQuery
  /** The query string the current sort and filters write ('' or starting with '?'). */
  search: string
  /**
   * Shows another sort or filters: a new history entry, so Back returns to the previous list; `replace`
   * for edits in progress (a price being typed) that should not leave one entry per keystroke. Returns
   * whether the address changed.
   */
  setQuery: (next: CatalogueQuery, options?: { replace?: boolean }) => boolean
}

/** The course list's sort and filters, kept in the address's query string (docs/catalogue-discovery.md#the-url). */
export function useCatalogueQuery(): CatalogueQueryState {
  const location = useLocation()
  const navigate = useNavigate()
  const query = useMemo(() => parseCatalogueQuery(location.search), [location.search])
  const search = useMemo(() => catalogueSearch(query), [query])
  const { pathname } = location
  const setQuery = useCallback(
    (next: CatalogueQuery, options: { replace?: boolean } = {}) => {
      const nextSearch = catalogueSearch(next)
      if (nextSearch === search) return false
      navigate({ pathname, search: nextSearch }, { replace: options.replace ?? false })
      return true
    },
    [navigate, pathname, search],
  )
  return { query, search, setQuery }
}
