import { useCallback, useMemo, useState } from 'react'
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
  /** The query shown is an edit in progress (set with `replace`): its list may trail the keystrokes. */
  isEditing: boolean
}

/** The course list's sort and filters, kept in the address's query string (docs/catalogue-discovery.md#the-url). */
export function useCatalogueQuery(): CatalogueQueryState {
  const location = useLocation()
  const navigate = useNavigate()
  const fromAddress = useMemo(() => parseCatalogueQuery(location.search), [location.search])
  /*
   * The router applies a navigation as a transition, so with 10,000 courses a checkbox would stay unticked
   * until the new list is worked out. The controls show the chosen query at once instead, until the address
   * changes (to it, or by Back).
   */
  const [chosen, setChosen] = useState<{ query: CatalogueQuery; isEditing: boolean } | null>(null)
  const [seenKey, setSeenKey] = useState(location.key)
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    setChosen(null)
  }
  const query = chosen?.query ?? fromAddress
  const search = useMemo(() => catalogueSearch(query), [query])
  const { pathname } = location
  const setQuery = useCallback(
    (next: CatalogueQuery, options: { replace?: boolean } = {}) => {
      const nextSearch = catalogueSearch(next)
      if (nextSearch === search) return false
      const replace = options.replace ?? false
      setChosen({ query: next, isEditing: replace })
      navigate({ pathname, search: nextSearch }, { replace })
      return true
    },
    [navigate, pathname, search],
  )
  return { query, search, setQuery, isEditing: chosen?.isEditing ?? false }
}
