import { Trans } from '@lingui/react/macro'
import { memo, useDeferredValue, useEffect, useRef, useState } from 'react'
import type { Course } from '../../api/types'
import { ANIMATION_MS, COURSE_GRID_PAGE_SIZE, FIRST_RENDER_CARD_COUNT } from '../../config/constants'
import { CourseCard } from './CourseCard'
import { thumbnailLoading } from '../../domain/courseCard'
import { formatCount } from '../../lib/format'
import { aosAttributes, cardDelayMs, useAos, type AosLoadTrigger } from '../../hooks/useAos'

type CourseGridProps = {
  courses: readonly Course[]
  currency: string
  /** Accessible name of the list, e.g. "Courses". */
  label: string
  loadAnimationsOn?: AosLoadTrigger
  /** The list takes the place of another (after a sort, a filter or a search); see FIRST_RENDER_CARD_COUNT. */
  replacesList?: boolean
}

/** The grid's columns and gaps (index.html's copy of the course list draws the same grid). */
export const COURSE_GRID_CLASS = 'grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 md:gap-5 lg:grid-cols-4 lg:gap-6'
/*
 * A list that takes the place of another (a sort, a filter, a search) mounts a new grid. Its first render draws
 * only the cards that can be in view, two rows of the widest grid; the rest of the page follows in a background
 * render that React can interrupt. At 10,000 courses a page of 24 new cards was most of a change's 40 to 55 ms
 * task. The list a page opens with is drawn a whole page at once, in the render that replaces its loading state.
 */
// AOS re-measures every animated element whenever one is added; past the first pages, cards simply
// appear, so scrolling deep into 10,000 courses does not get slower page by page.
const MAX_ANIMATED_CARDS = COURSE_GRID_PAGE_SIZE * 4
// Start adding the next page a little before the end of the grid comes into view.
const PRELOAD_MARGIN = '600px'

/**
 * The course grid: 1 / 2 / 3 / 4 columns on phones / small / medium / large screens (docs/product.md#course-list). It
 * renders one page of cards and appends the next as the visitor nears the end (or presses "Show more
 * courses"), so a catalogue of 10,000 courses costs one page of DOM, not 10,000 animated cards.
 * Memoised: renders of the list page that keep its list (the router catching up with a sort, a keystroke in
 * a price field) should not redraw a page of cards.
 */
export const CourseGrid = memo(function CourseGrid({
  courses,
  currency,
  label,
  loadAnimationsOn,
  replacesList = false,
}: CourseGridProps) {
  const isAnimated = useAos({ loadOn: loadAnimationsOn })
  // A new search mounts a new grid (the caller keys it by the term), which starts from the first page.
  const [visibleCount, setVisibleCount] = useState(COURSE_GRID_PAGE_SIZE)
  // The cards drawn so far: every visible one, or a replacing list's few at first (a new page also follows in the background).
  const renderedCount = useDeferredValue(visibleCount, replacesList ? FIRST_RENDER_CARD_COUNT : undefined)
  const isComplete = renderedCount >= visibleCount

  const hasMore = visibleCount < courses.length
  const sentinelRef = useRef<HTMLDivElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  // After "Show more courses", focus moves to the first new card so keyboard users continue from there.
  const focusIndexRef = useRef<number | null>(null)

  function showMore() {
    focusIndexRef.current = visibleCount
    setVisibleCount((count) => Math.min(courses.length, count + COURSE_GRID_PAGE_SIZE))
  }

  useEffect(() => {
    const index = focusIndexRef.current
    if (index === null || index >= renderedCount) return
    focusIndexRef.current = null
    listRef.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a')[index]?.focus()
  }, [renderedCount])

  // Re-observed after every page, once drawn: if the end of the grid is still in view, the next page follows.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!hasMore || !isComplete || !sentinel || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisibleCount((count) => count + COURSE_GRID_PAGE_SIZE)
        }
      },
      { rootMargin: `0px 0px ${PRELOAD_MARGIN} 0px` },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [hasMore, isComplete, visibleCount])

  const visible = courses.slice(0, renderedCount)
  const shown = formatCount(visible.length)
  const total = formatCount(courses.length)
  return (
    <>
      <ul ref={listRef} aria-label={label} className={COURSE_GRID_CLASS}>
        {visible.map((course, index) => (
          <CourseCard
            key={course._id}
            course={course}
            currency={currency}
            thumbnail={thumbnailLoading(index)}
            aos={aosAttributes(isAnimated && index < MAX_ANIMATED_CARDS, {
              durationMs: ANIMATION_MS.courseList,
              // Each page staggers from its own start, so appended cards do not inherit a long delay.
              delayMs: cardDelayMs(index % COURSE_GRID_PAGE_SIZE),
            })}
          />
        ))}
      </ul>
      {/* Not under the first render's few cards, where it could flash into view. */}
      {hasMore && renderedCount >= COURSE_GRID_PAGE_SIZE && (
        <div ref={sentinelRef} className="mt-8 flex flex-col items-center gap-2">
          <p className="text-sm text-slate-600">
            <Trans>
              Showing {shown} of {total} courses
            </Trans>
          </p>
          <button
            type="button"
            onClick={showMore}
            className="rounded-md border border-slate-300 bg-white px-5 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            <Trans>Show more courses</Trans>
          </button>
        </div>
      )}
    </>
  )
})
