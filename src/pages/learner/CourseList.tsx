import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import type { Course } from '../../api/types'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CatalogueCourses } from '../../components/learner/CatalogueCourses'
import { CourseListView } from '../../components/learner/CourseListView'
import { chipClass, chipCrossClass, ClearFiltersButton, FilterChips } from '../../components/learner/FilterChips'
import { useCatalogueQuery } from '../../hooks/useCatalogueQuery'
import { useCourseSearch } from '../../hooks/useCourseSearch'
import { matchesMedia, useMediaQuery } from '../../hooks/useMediaQuery'
import { EMPTY_PRICE_TEXTS, usePriceTexts } from '../../hooks/usePriceTexts'
import { useForgetUnavailableSavedCourses, useSavedCourses } from '../../hooks/useSavedCourses'
import { paths } from '../../config/paths'
import { config } from '../../config/env'
import { MD_UP_MEDIA_QUERY } from '../../config/constants'
import { useAppContext, useArrivingCatalogue } from '../../context/AppContext'
import { courseCountLabel, loadingMoreCourses } from '../../domain/countLabel'
import { coursesMatchingTerm, hasActiveFilters, isWholeCatalogue, NO_FILTERS } from '../../domain/catalogue'

const NO_COURSES: readonly Course[] = []
const NOT_SAVED_ONLY: ReadonlySet<string> = new Set()
const SORT_WAITS = msg`Sorting when all courses have loaded`

const loadFiltersSheet = () => import('../../components/learner/FiltersSheet')
const FiltersSheet = lazy(loadFiltersSheet)
// With the matching rule: loaded only when a search finds nothing. An extra, so a failed download leaves it out
// rather than taking the list down with it.
const DidYouMean = lazy(() => import('../../components/learner/DidYouMean').catch(() => ({ default: () => null })))

/**
 * The catalogue, optionally filtered by /course-list/:input (docs/product.md#course-list), sorted and
 * filtered by the query string (docs/catalogue-discovery.md).
 */
export default function CourseList() {
  const { allCourses, cataloguePreview } = useAppContext()
  const arrivingCourses = useArrivingCatalogue()
  const { t } = useLingui()
  useDocumentTitle(t`Course List`)
  const { term, query, search, setQuery, setTerm, isEditing } = useCatalogueQuery()
  const { savedIds } = useSavedCourses()
  useForgetUnavailableSavedCourses()

  const { courses, viewKey, viewSearch, educators } = useCourseSearch(allCourses.data ?? NO_COURSES, {
    term,
    query,
    search,
    // Saving a course changes the list only under "Saved only".
    savedIds: query.filters.savedOnly ? savedIds : NOT_SAVED_ONLY,
    isEditing,
  })
  // The list the page opened with is drawn a whole page at once; one that a change brings, from the cards in view.
  const [openingViewKey] = useState(viewKey)
  const hasTerm = term.trim() !== ''
  const isFiltered = hasActiveFilters(query.filters)
  const priceFields = usePriceTexts(query.filters)
  // A price range that is not valid was never applied, so only emptying the fields removes it.
  const clearFilters = () => {
    setQuery({ sort: query.sort, filters: NO_FILTERS })
    priceFields.setTexts(EMPTY_PRICE_TEXTS)
  }
  const filterProps = {
    query,
    educators,
    onChange: setQuery,
    priceTexts: priceFields.texts,
    onPriceTextsChange: priceFields.setTexts,
  }
  // While the catalogue loads, a returning visitor sees its first page as kept from the last visit, when the
  // list is the whole catalogue in the API's order (any other list starts elsewhere).
  const isWhole = isWholeCatalogue({ term, sort: query.sort, filters: query.filters })
  const preview = cataloguePreview && isWhole ? cataloguePreview : null
  // While the catalogue streams in: the search term applies to what has arrived, in the API's order; a sort or
  // filter waits for the whole catalogue. The kept cards stay until as many have arrived.
  const arrivedMatches = useMemo(
    () => (arrivingCourses ? coursesMatchingTerm(arrivingCourses, term) : null),
    [arrivingCourses, term],
  )
  const arriving = arrivedMatches && arrivedMatches.length >= (preview?.courses.length ?? 0) ? arrivedMatches : null
  const isArriving = allCourses.data === undefined && (arriving !== null || preview !== null)
  const isLoadingMore = allCourses.data === undefined && isArriving && allCourses.status === 'pending'
  const count =
    allCourses.data !== undefined
      ? courseCountLabel(courses.length)
      : isLoadingMore
        ? // The same text until the catalogue is complete, so it is announced once.
          loadingMoreCourses()
        : null

  const [isSheetOpen, setIsSheetOpen] = useState(false)
  const filtersButton = useRef<HTMLButtonElement>(null)
  const inlineSort = useRef<HTMLSelectElement>(null)
  // From md the filters are inline and the "Filters" button is hidden: a sheet left open by a window that
  // grew would cover them, so it closes, and the focus goes to the inline panel rather than the hidden button.
  const isWide = useMediaQuery(MD_UP_MEDIA_QUERY)
  if (isWide && isSheetOpen) setIsSheetOpen(false)
  const sheetFocusTarget = () => (matchesMedia(MD_UP_MEDIA_QUERY) ? inlineSort.current : filtersButton.current)

  return (
    <CourseListView
      term={term}
      search={search}
      onSearch={setTerm}
      filterProps={filterProps}
      sortRef={inlineSort}
      filtersButtonRef={filtersButton}
      onOpenFilters={() => setIsSheetOpen(true)}
      onPrefetchFilters={() => void loadFiltersSheet()}
      sheet={
        isSheetOpen && (
          <Suspense fallback={null}>
            <FiltersSheet
              open={isSheetOpen}
              onOpenChange={setIsSheetOpen}
              controls={filterProps}
              countLabel={count}
              returnFocusTo={sheetFocusTarget}
            />
          </Suspense>
        )
      }
      chips={
        (hasTerm || isFiltered || priceFields.hasUnapplied) && (
          // The search chip, the filter chips and "Clear filters" wrap as one row of chips.
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {hasTerm && (
              <p className={chipClass}>
                <span className="sr-only">{t`Search term:`}</span>
                <span className="truncate">{term}</span>
                <Link to={`${paths.courseList()}${search}`} aria-label={t`Clear search`} className={chipCrossClass}>
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
              hasUnappliedPrice={priceFields.hasUnapplied}
            />
          </div>
        )
      }
      count={count}
      countNote={isLoadingMore && !isWhole && (query.sort !== 'relevance' || isFiltered) ? t(SORT_WAITS) : null}
      viewSearch={viewSearch}
    >
      {/* Cards in view at first paint never animate, so the animation can wait for the first scroll. */}
      <CatalogueCourses
        courses={courses}
        label={t`Courses`}
        gridKey={viewKey}
        replacesList={viewKey !== openingViewKey}
        loadAnimationsOn="scroll"
        emptyAction={
          (isFiltered || hasTerm) && (
            <>
              {isFiltered && <ClearFiltersButton onClear={clearFilters} />}
              {hasTerm && (
                <Suspense fallback={null}>
                  <DidYouMean term={term} />
                </Suspense>
              )}
            </>
          )
        }
        placeholder={preview?.courses}
        arriving={arriving}
      />
    </CourseListView>
  )
}
