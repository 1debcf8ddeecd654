import { Trans, useLingui } from '@lingui/react/macro'
import { SlidersHorizontal } from 'lucide-react'
import type { ReactNode, Ref } from 'react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { CatalogueFilters, type CatalogueFiltersProps } from './CatalogueFilters'
import { SearchBar } from './SearchBar'

type CourseListViewProps = {
  /** The search term of /course-list/:input, if any. */
  term: string | undefined
  /** The sort and filters' query string, which a new search keeps. */
  search: string
  /** Runs a search typed in the page's search bar (without it, the form goes to the new address). */
  onSearch?: (text: string) => void
  filterProps: Omit<CatalogueFiltersProps, 'sortRef' | 'className'>
  /** "Sort by" of the inline panel. */
  sortRef?: Ref<HTMLSelectElement>
  /** The phone's "Filters" button, which opens `sheet`. */
  filtersButtonRef?: Ref<HTMLButtonElement>
  onOpenFilters?: () => void
  onPrefetchFilters?: () => void
  sheet?: ReactNode
  /** The row of chips (search term, filters, "Clear filters"), when there is one. */
  chips?: ReactNode
  /** "{n} courses", "Loading more courses…" while the catalogue streams in, or null while unknown. */
  count: string | null
  /** A second sentence on the count line (the sort and filters waiting for the whole catalogue). */
  countNote?: string | null
  /** The query string the courses shown were worked out for. */
  viewSearch: string
  /** The courses (their grid, or its loading, error or empty state). */
  children: ReactNode
}

/**
 * The course list page as drawn: heading, search, sort and filters, chips, count and courses. The page
 * (pages/learner/CourseList) gives it its state; index.html's copy of the page is drawn from it too
 * (build/firstScreens.tsx), so the copy stands exactly where the live page will.
 */
export function CourseListView({
  term,
  search,
  onSearch,
  filterProps,
  sortRef,
  filtersButtonRef,
  onOpenFilters,
  onPrefetchFilters,
  sheet,
  chips,
  count,
  countNote,
  viewSearch,
  children,
}: CourseListViewProps) {
  const { t } = useLingui()
  return (
    <div className="mx-auto max-w-7xl px-4 pt-10 pb-16 sm:px-6 md:px-10 md:pt-14">
      <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
        <div>
          <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">
            <Trans>Course List</Trans>
          </h1>
          <nav aria-label={t`Breadcrumb`} className="mt-2 text-slate-600">
            <ol className="flex items-center gap-1.5">
              <li>
                <Link to={paths.home()} className="text-brand-600 hover:underline">
                  <Trans>Home</Trans>
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">
                <Trans>CourseList</Trans>
              </li>
            </ol>
          </nav>
        </div>
        <SearchBar
          key={term ?? ''}
          initialValue={term ?? ''}
          keepSearch={search}
          onSearch={onSearch}
          className="md:max-w-md"
        />
      </div>

      <section aria-label={t`Sort and filter courses`} className="mt-8">
        <CatalogueFilters
          {...filterProps}
          sortRef={sortRef}
          className="hidden rounded-lg border border-slate-200 bg-slate-50 p-4 md:flex"
        />
        <button
          ref={filtersButtonRef}
          type="button"
          aria-haspopup="dialog"
          onClick={onOpenFilters}
          onPointerEnter={onPrefetchFilters}
          onFocus={onPrefetchFilters}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <Trans>Filters</Trans>
        </button>
        {sheet}
      </section>

      {chips}

      {/* data-view-search: what the benchmark waits for to know the list has caught up with a change. */}
      <section aria-labelledby="results-heading" className="mt-6" data-view-search={viewSearch}>
        <h2 id="results-heading" className="sr-only">
          <Trans>Courses</Trans>
        </h2>
        <p role="status" className="mb-4 text-sm text-slate-600">
          {count}
          {countNote && ` ${countNote}`}
        </p>
        {children}
      </section>
    </div>
  )
}
