import type { ReactNode } from 'react'
import { getErrorMessage } from '../../api/errors'
import type { Course } from '../../api/types'
import { useAppContext } from '../../context/AppContext'
import { ErrorView } from '../common/ErrorView'
import { Loading } from '../common/Loading'
import { CourseGrid } from './CourseGrid'
import { EmptyCourses } from './EmptyCourses'
import type { AosLoadTrigger } from './useAos'

type CatalogueCoursesProps = {
  /** The courses to show, taken from the catalogue (all of it, the first few, or a search's matches). */
  courses: readonly Course[]
  /** Accessible name of the grid. */
  label: string
  /** A new key (e.g. another search term) starts the grid again from its first page. */
  gridKey?: string
  loadingClassName?: string
  loadAnimationsOn?: AosLoadTrigger
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
}: CatalogueCoursesProps): ReactNode {
  const { coursesState, coursesError, fetchAllCourses, currency } = useAppContext()
  if (coursesState === 'pending') return <Loading label="Loading courses…" className={loadingClassName} />
  if (coursesState === 'error') {
    return (
      <ErrorView
        title="Courses could not be loaded"
        message={getErrorMessage(coursesError)}
        onRetry={() => void fetchAllCourses()}
      />
    )
  }
  if (courses.length === 0) return <EmptyCourses />
  return (
    <CourseGrid key={gridKey} courses={courses} currency={currency} label={label} loadAnimationsOn={loadAnimationsOn} />
  )
}
