import type { ReactNode } from 'react'
import type { Course } from '../../api/types'
import { config } from '../../config/env'
import { useAppContext } from '../../context/AppContext'
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
  loadingClassName?: string
  loadAnimationsOn?: AosLoadTrigger
  /** Shown under the empty state's text (e.g. "Clear filters" when filters emptied the list). */
  emptyAction?: ReactNode
}

/**
 * Courses from the catalogue loaded at start, as exactly one of: loading, error with a retry, the
 * empty state, or the grid.
 */
export function CatalogueCourses({
  courses,
  label,
  gridKey,
  loadingClassName,
  loadAnimationsOn,
  emptyAction,
}: CatalogueCoursesProps): ReactNode {
  const { allCourses } = useAppContext()
  return (
    <QueryResult
      resource={allCourses}
      loadingLabel="Loading courses…"
      loadingClassName={loadingClassName}
      error="Courses could not be loaded"
      empty={{ when: () => courses.length === 0, view: <EmptyCourses>{emptyAction}</EmptyCourses> }}
    >
      {() => (
        <CourseGrid
          key={gridKey}
          courses={courses}
          currency={config.currency}
          label={label}
          loadAnimationsOn={loadAnimationsOn}
        />
      )}
    </QueryResult>
  )
}
