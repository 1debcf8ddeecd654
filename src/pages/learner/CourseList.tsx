import { SlidersHorizontal, X } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import type { Course } from '../../api/types'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CatalogueCourses } from '../../components/learner/CatalogueCourses'
import { CatalogueFilters } from '../../components/learner/CatalogueFilters'
import { chipClass, chipCrossClass, ClearFiltersButton, FilterChips } from '../../components/learner/FilterChips'
import { SearchBar } from '../../components/learner/SearchBar'
import { useCatalogueQuery } from '../../hooks/useCatalogueQuery'
import { useCourseSearch } from '../../hooks/useCourseSearch'
import { matchesMedia, useMediaQuery } from '../../hooks/useMediaQuery'
import { EMPTY_PRICE_TEXTS, usePriceTexts } from '../../hooks/usePriceTexts'
import { useForgetUnavailableSavedCourses, useSavedCourses } from '../../hooks/useSavedCourses'
import { paths } from '../../config/paths'
import { config } from '../../config/env'
import { MD_UP_MEDIA_QUERY } from '../../config/constants'
import { useAppContext } from '../../context/AppContext'
import { countLabel } from '../../domain/countLabel'
import { hasActiveFilters, isWholeCatalogue, NO_FILTERS } from '../../domain/catalogue'

const NO_COURSES: readonly Course[] = []
const NOT_SAVED_ONLY: ReadonlySet<string> = new Set()

const loadFiltersSheet = () => import('../../components/learner/FiltersSheet')
const FiltersSheet = lazy(loadFiltersSheet)

/**
 * The catalogue, optionally filtered by /course-list/:input (docs/product.md#course-list), sorted and
 * filtered by the query string (docs/catalogue-discovery.md).
 */
export default function CourseList() {
  const { input } = useParams()
  const { allCourses, cataloguePreview } = useAppContext()
  useDocumentTitle('Course List')
  const { query, search, setQuery, isEditing } = useCatalogueQuery()
  const { savedIds } = useSavedCourses()
  useForgetUnavailableSavedCourses()

  const { courses, viewKey, viewSearch, educators } = useCourseSearch(allCourses.data ?? NO_COURSES, {
    term: input ?? '',
    query,
    search,
    // Saving a course changes the list only under "Saved only".
    savedIds: query.filters.savedOnly ? savedIds : NOT_SAVED_ONLY,
    isEditing,
  })
  const hasTerm = input !== undefined && input.trim() !== ''
  const isFiltered = hasActiveFilters(query.filters)
  const [priceTexts, setPriceTexts] = usePriceTexts(query.filters)
  // A price range that is not valid was never applied, so only emptying the fields removes it.
  const clearFilters = () => {
    setQuery({ sort: query.sort, filters: NO_FILTERS })
    setPriceTexts(EMPTY_PRICE_TEXTS)
  }
  const filterProps = { query, educators, onChange: setQuery, priceTexts, onPriceTextsChange: setPriceTexts }
  // While the catalogue loads, a returning visitor sees its first page as kept from the last visit, when the
  // list is the whole catalogue in the API's order (any other list starts elsewhere).
  const preview =
    cataloguePreview && isWholeCatalogue({ term: input ?? '', sort: query.sort, filters: query.filters })
      ? cataloguePreview
      : null
  const shownCount = allCourses.data !== undefined ? courses.length : preview?.total
  const count = shownCount === undefined ? null : countLabel(shownCount, 'course', 'courses')

  const [isSheetOpen, setIsSheetOpen] = useState(false)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const inlineSort = useRef<HTMLSelectElement>(null)
  // From md the filters are inline and the "Filters" button is hidden: a sheet left open by a window that
  // grew would cover them, so it closes, and the focus goes to the inline panel rather than the hidden button.
  const isWide = useMediaQuery(MD_UP_MEDIA_QUERY)
  if (isWide && isSheetOpen) setIsSheetOpen(false)
  const sheetFocusTarget = () => (matchesMedia(MD_UP_MEDIA_QUERY) ? inlineSort.current : filtersButton.current)

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
        <SearchBar key={input ?? ''} initialValue={input ?? ''} keepSearch={search} className="md:max-w-md" />
      </div>

      <section aria-label="Sort and filter courses" className="mt-8">
        <CatalogueFilters
          {...filterProps}
          sortRef={inlineSort}
          className="hidden rounded-lg border border-slate-200 bg-slate-50 p-4 md:flex"
        />
        <button
          ref={filtersButton}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setIsSheetOpen(true)}
          onPointerEnter={() => void loadFiltersSheet()}
          onFocus={() => void loadFiltersSheet()}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 md:hidden"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
        </button>
        {isSheetOpen && (
          <Suspense fallback={null}>
            <FiltersSheet
              open={isSheetOpen}
              onOpenChange={setIsSheetOpen}
              controls={filterProps}
              countLabel={count}
              returnFocusTo={sheetFocusTarget}
            />
          </Suspense>
        )}
      </section>

      {(hasTerm || isFiltered) && (
        // The search chip, the filter chips and "Clear filters" wrap as one row of chips.
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {hasTerm && (
            <p className={chipClass}>
              <span className="sr-only">Search term:</span>
              <span className="truncate">{input}</span>
              <Link to={`${paths.courseList()}${search}`} aria-label="Clear search" className={chipCrossClass}>
                <X aria-hidden="true" className="size-4" />
              </Link>
            </p>
          )}
          <FilterChips
            filters={query.filters}
            educators={educators}
            currency={config.currency}
            onChange={(filters) => setQuery({ sort: query.sort, filters })}
            onClear={clearFilters}
          />
        </div>
      )}

      {/* data-view-search: what the benchmark waits for to know the list has caught up with a change. */}
      <section aria-labelledby="results-heading" className="mt-6" data-view-search={viewSearch}>
        <h2 id="results-heading" className="sr-only">
          Courses
        </h2>
        <p role="status" className="mb-4 text-sm text-slate-600">
          {count}
        </p>
        {/* Cards in view at first paint never animate, so the animation can wait for the first scroll. */}
        <CatalogueCourses
          courses={courses}
          label="Courses"
          gridKey={viewKey}
          loadAnimationsOn="scroll"
          emptyAction={isFiltered && <ClearFiltersButton onClear={clearFilters} />}
          placeholder={preview?.courses}
        />
      </section>
    </div>
  )
}
