import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle } from 'lucide-react'
import type { ReactNode } from 'react'
import { getErrorMessage } from '../../api/errors'
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
  /**
   * While the catalogue streams in, or after it stopped partway: this list's courses among those that arrived
   * (null when the list cannot be shown from part of the catalogue, or nothing has arrived).
   */
  arriving?: readonly Course[] | null
  /** Whether a catalogue that stopped partway says so above the courses (not where they are all the list needs). */
  showIncomplete?: boolean
}

/**
 * Courses from the catalogue loaded at start, as exactly one of: loading (or the placeholder's cards),
 * error with a retry, the empty state, or the grid; while the catalogue streams in, the grid of the courses that
 * arrived, which stays (under a notice with "Try again") if the answer stops partway.
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
  arriving,
  showIncomplete = true,
}: CatalogueCoursesProps): ReactNode {
  const { t } = useLingui()
  const { allCourses } = useAppContext()
  const isArriving = allCourses.data === undefined && arriving != null
  // The catalogue as this list shows it: `courses` once the catalogue has arrived, the arriving ones meanwhile
  // (none yet is still loading: more may come, and the kept cards do not apply to a list part of it can show).
  const shownCatalogue: Resource<readonly Course[]> = {
    ...allCourses,
    data: allCourses.data !== undefined ? courses : isArriving && arriving.length > 0 ? arriving : undefined,
  }
  return (
    <>
      {showIncomplete && isArriving && arriving.length > 0 && allCourses.status === 'error' && (
        <IncompleteCatalogueNotice error={allCourses.error} onRetry={() => void allCourses.reload()} />
      )}
      <QueryResult
        resource={shownCatalogue}
        placeholder={isArriving ? undefined : (placeholder ?? undefined)}
        loadingLabel={t`Loading courses…`}
        loadingClassName={loadingClassName}
        error={t`Courses could not be loaded`}
        empty={{ when: (shown) => shown.length === 0, view: <EmptyCourses>{emptyAction}</EmptyCourses> }}
      >
        {(shown) => (
          // The same grid (same key, same place) shows the kept cards, the arriving courses and then the
          // catalogue, so the cards already shown stay put.
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
    </>
  )
}

/** Above the courses that arrived before the catalogue's answer stopped: what happened, and a way to load it all. */
function IncompleteCatalogueNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <AlertTriangle aria-hidden="true" className="size-6 shrink-0 text-amber-600" />
      <p className="text-slate-800">
        <span className="font-medium">
          <Trans>The catalogue is incomplete: only the courses below arrived.</Trans>
        </span>{' '}
        {getErrorMessage(error)}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="shrink-0 self-start rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700 sm:ml-auto sm:self-center"
      >
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}
