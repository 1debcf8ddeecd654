import type { ReactNode } from 'react'
import type { Course } from '../../api/types'
import { config } from '../../config/env'
import { useAppContext } from '../../context/AppContext'
import type { Resource } from '../../queries/resource'
import { QueryResult } from '../common/QueryResult'
import { CourseGrid } from './CourseGrid'
import { EmptyCourses } from './EmptyCourses'
import type { AosLoadTrigger } from '../../hooks/useAos'

type CatalogueCoursesProps = {
  /** The courses to show, taken from the catalogue (all of it, the first few, or a search's matches). */
  courses: readonly Course[]
  /** Accessible name of the grid. */
  label: string
  /** A new key (e.g. another search term) starts the grid again from its first page. */
  gridKey?: string
  /** The grid shows a list that took the place of another (drawn from the cards in view). */
  replacesList?: boolean
  loadingClassName?: string
  loadAnimationsOn?: AosLoadTrigger
  /** Shown under the empty state's text (e.g. "Clear filters" when filters emptied the list). */
  emptyAction?: ReactNode
  /** Shown instead of the loading state while the catalogue loads (the first page kept from the last visit). */
  placeholder?: Course[] | null
}

/**
 * Courses from the catalogue loaded at start, as exactly one of: loading (or the placeholder's cards),
 * error with a retry, the empty state, or the grid.
 */
export function CatalogueCourses({
  courses,
  label,
  gridKey,
  replacesList,
  loadingClassName,
  loadAnimationsOn,
  emptyAction,
  placeholder,
}: CatalogueCoursesProps): ReactNode {
  const { allCourses } = useAppContext()
  // The catalogue as this list shows it: `courses` once the catalogue has arrived.
  const shownCatalogue: Resource<readonly Course[]> = {
    ...allCourses,
    data: allCourses.data === undefined ? undefined : courses,
  }
  return (
    <QueryResult
      resource={shownCatalogue}
      placeholder={placeholder ?? undefined}
      loadingLabel="Loading courses…"
      loadingClassName={loadingClassName}
      error="Courses could not be loaded"
      empty={{ when: (shown) => shown.length === 0, view: <EmptyCourses>{emptyAction}</EmptyCourses> }}
    >
      {(shown) => (
        // The same grid (same key) shows the placeholder and then the catalogue, so the cards already shown stay put.
        <CourseGrid
          key={gridKey}
          courses={shown}
          currency={config.currency}
          label={label}
          loadAnimationsOn={loadAnimationsOn}
          replacesList={replacesList}
        />
      )}
    </QueryResult>
  )
}
