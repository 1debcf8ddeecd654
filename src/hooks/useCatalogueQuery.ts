import { useCallback, useMemo, useState } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router-dom'
import { paths } from '../config/paths'
import { catalogueSearch, parseCatalogueQuery, type CatalogueQuery } from '../domain/catalogueQuery'

export type CatalogueQueryState = {
  /** The search term (/course-list/:input), '' for none. */
  term: string
  query: CatalogueQuery
  /** The query string the current sort and filters write ('' or starting with '?'). */
  search: string
  /**
   * Shows another sort or filters: a new history entry, so Back returns to the previous list; `replace`
   * for edits in progress (a price being typed) that should not leave one entry per keystroke. Returns
   * whether the address changed.
   */
  setQuery: (next: CatalogueQuery, options?: { replace?: boolean }) => boolean
  /** Searches for `text`, keeping the sort and filters: a new history entry, as the search form makes. */
  setTerm: (text: string) => void
  /** The query shown is an edit in progress (set with `replace`): its list may trail the keystrokes. */
  isEditing: boolean
}

/**
 * The course list's search term, kept in the path, and its sort and filters, kept in the address's query
 * string (docs/catalogue-discovery.md#the-url).
 */
export function useCatalogueQuery(): CatalogueQueryState {
  const location = useLocation()
  const navigate = useNavigate()
  const { input } = useParams()
  const fromAddress = useMemo(() => parseCatalogueQuery(location.search), [location.search])
  /*
   * The router applies a navigation as a transition, so with 10,000 courses a checkbox would stay unticked
   * until the new list is worked out, and that list would be rendered in slices between other work. The page
   * shows the chosen term and query at once instead, until the address changes (to them, or by Back).
   */
  const [chosen, setChosen] = useState<{ term: string; query: CatalogueQuery; isEditing: boolean } | null>(null)
  const [seenKey, setSeenKey] = useState(location.key)
  if (seenKey !== location.key) {
    setSeenKey(location.key)
    setChosen(null)
  }
  const term = chosen?.term ?? input ?? ''
  const query = chosen?.query ?? fromAddress
  const search = useMemo(() => catalogueSearch(query), [query])
  const { pathname } = location
  const setQuery = useCallback(
    (next: CatalogueQuery, options: { replace?: boolean } = {}) => {
      const nextSearch = catalogueSearch(next)
      if (nextSearch === search) return false
      const replace = options.replace ?? false
      setChosen({ term, query: next, isEditing: replace })
      navigate({ pathname, search: nextSearch }, { replace })
      return true
    },
    [navigate, pathname, search, term],
  )
  const setTerm = useCallback(
    (text: string) => {
      setChosen({ term: text, query, isEditing: false })
      navigate(`${paths.courseList(text)}${search}`)
    },
    [navigate, query, search],
  )
  return { term, query, search, setQuery, setTerm, isEditing: chosen?.isEditing ?? false }
}
