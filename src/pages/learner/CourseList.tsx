import { X } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import type { Course } from '../../api/types'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CatalogueCourses } from '../../components/learner/CatalogueCourses'
import { SearchBar } from '../../components/learner/SearchBar'
import { useCourseSearch } from '../../hooks/useCourseSearch'
import { paths } from '../../config/paths'
import { useAppContext } from '../../context/AppContext'

const NO_COURSES: readonly Course[] = []

/** The catalogue, optionally filtered by /course-list/:input (docs/product.md#course-list). */
export default function CourseList() {
  const { input } = useParams()
  const { allCourses } = useAppContext()
  useDocumentTitle('Course List')

  const { courses, term } = useCourseSearch(allCourses.data ?? NO_COURSES, input ?? '')
  const hasTerm = input !== undefined && input.trim() !== ''

  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 md:px-10 md:pt-14">
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
        <div>
          <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">Course List</h1>
          <nav aria-label="Breadcrumb" className="mt-2 text-slate-600">
            <ol className="flex items-center gap-1.5">
              <li>
                <Link to={paths.home()} className="text-brand-600 hover:underline">
                  Home
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">CourseList</li>
            </ol>
          </nav>
        </div>
        <SearchBar key={input ?? ''} initialValue={input ?? ''} className="md:max-w-md" />
      </div>

      {hasTerm && (
        <p className="mt-8 inline-flex max-w-full items-center gap-3 rounded-full border border-slate-300 bg-white py-1.5 pr-2 pl-4 text-slate-700 shadow-sm">
          <span className="sr-only">Search term:</span>
          <span className="truncate">{input}</span>
          <Link
            to={paths.courseList()}
            aria-label="Clear search"
            className="grid size-7 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden="true" className="size-4" />
          </Link>
        </p>
      )}

      <section aria-labelledby="results-heading" className="mt-8">
        <h2 id="results-heading" className="sr-only">
          Courses
        </h2>
        {/* Cards in view at first paint never animate, so the animation can wait for the first scroll. */}
        <CatalogueCourses courses={courses} label="Courses" gridKey={term} loadAnimationsOn="scroll" />
      </section>
    </div>
  )
}
