import { Trans, useLingui } from '@lingui/react/macro'
import { BookOpen } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { Link, useLocation, useSearchParams } from 'react-router-dom'
import type { Course } from '../../api/types'
import { useAuth } from '../../auth/AuthContext'
import { Loading } from '../../components/common/Loading'
import { OutOfDateNotice } from '../../components/common/OutOfDateNotice'
import { QueryResult } from '../../components/common/QueryResult'
import { SignInPrompt } from '../../components/common/SignInPrompt'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { isCheckoutReturn } from '../../lib/checkoutReturn'
import { EnrollmentsTable } from '../../components/learner/EnrollmentsTable'
import { useCheckoutConfirmation } from '../../hooks/useCheckoutConfirmation'
import { paths } from '../../config/paths'
import { useAppContext } from '../../context/AppContext'
import { formatDuration, lectureCount } from '../../domain/duration'
import {
  learnerSummary,
  parseStatusFilter,
  STATUS_FILTERS,
  statusCounts,
  studyStatus,
  type StatusFilter,
  type StudyStatus,
} from '../../domain/studyTime'
import { formatCount } from '../../lib/format'
import { useEnrollmentProgress, type CourseProgress } from '../../queries/progress'

/** /my-enrollments (docs/product.md#my-enrollments): the learner's courses with their progress. */
export default function MyEnrollments() {
  const { t } = useLingui()
  useDocumentTitle(t`My Enrollments`)
  const auth = useAuth()
  if (!auth.isLoaded) return <Loading />
  if (!auth.isSignedIn) {
    return <SignInPrompt message={t`Sign in to see the courses you are enrolled in and continue where you left off.`} />
  }
  return <Enrollments />
}

const NO_COURSES: readonly Course[] = []

function Enrollments() {
  const { enrolledCourses } = useAppContext()
  const courses = enrolledCourses.data ?? NO_COURSES
  const location = useLocation()
  const isFromCheckout = isCheckoutReturn(location.state)
  const confirmation = useCheckoutConfirmation({
    isWaiting: isFromCheckout && enrolledCourses.data?.length === 0,
    refetch: enrolledCourses.reload,
  })
  const progress = useEnrollmentProgress(courses)
  const retry = () => void enrolledCourses.reload()
  const { t } = useLingui()
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = parseStatusFilter(searchParams.get('status'))
  const showFilter = (next: StatusFilter) => {
    const params = new URLSearchParams(searchParams)
    if (next === 'all') params.delete('status')
    else params.set('status', next)
    // A new history entry, so Back returns to the previous choice; the checkout-return state stays with the page.
    setSearchParams(params, { state: location.state })
  }

  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 md:px-10">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900 sm:text-3xl">
        <Trans>My Enrollments</Trans>
      </h1>
      <QueryResult
        resource={enrolledCourses}
        loadingLabel={t`Loading your courses…`}
        error={t`Something went wrong`}
        empty={{
          when: (data) => data.length === 0,
          view: confirmation.isConfirming ? (
            <Loading label={t`We are confirming your payment…`} className="min-h-[40vh]" />
          ) : (
            <EmptyEnrollments isAfterCheckout={confirmation.hasGivenUp} onCheckAgain={retry} />
          ),
        }}
      >
        {(data) => (
          <>
            <OutOfDateNotice resources={[enrolledCourses]} />
            {isFromCheckout && (
              <p className="mb-4 text-sm text-slate-600">
                <Trans>Just paid for a course? If it is not listed yet, it can take a moment.</Trans>{' '}
                <LinkButton onClick={retry}>
                  <Trans>Refresh the list</Trans>
                </LinkButton>
              </p>
            )}
            <StudyOverview
              courses={data}
              progress={progress}
              filter={filter}
              onFilterChange={showFilter}
              onShowAll={() => showFilter('all')}
            />
          </>
        )}
      </QueryResult>
    </section>
  )
}

/** A course's place in the "Show" filter, or null while its progress is unknown (loading or failed). */
function statusOf(course: Course, progress: CourseProgress | undefined): StudyStatus | null {
  return progress?.status === 'success' ? studyStatus(progress.completed, lectureCount(course)) : null
}

type StudyOverviewProps = {
  courses: readonly Course[]
  progress: ReadonlyMap<string, CourseProgress>
  filter: StatusFilter
  onFilterChange: (filter: StatusFilter) => void
  onShowAll: () => void
}

/**
 * The summary, the "Show" filter and the table (docs/study-flow.md#time-left). Filtering keeps the newest-first
 * order; a course whose progress is unknown is listed under All only.
 */
function StudyOverview({ courses, progress, filter, onFilterChange, onShowAll }: StudyOverviewProps) {
  const { t } = useLingui()
  const statuses = courses.map((course) => statusOf(course, progress.get(course._id)))
  const counts = statusCounts(statuses)
  const shown = filter === 'all' ? courses : courses.filter((_, index) => statuses[index] === filter)
  const isLoading = courses.some((course) => progress.get(course._id)?.status === 'pending')
  const known = courses.flatMap((course) => {
    const entry = progress.get(course._id)
    return entry?.status === 'success' ? [{ course, completedLectureIds: entry.completedLectureIds }] : []
  })
  // Once every course's progress has settled, so the figures do not climb as the answers arrive.
  const summary = isLoading || known.length === 0 ? null : learnerSummary(known)
  const [all, inProgress, notStarted, completed] = STATUS_FILTERS.map((status) => formatCount(counts[status]))
  const labels: Record<StatusFilter, string> = {
    all: t`All (${all})`,
    'in-progress': t`In progress (${inProgress})`,
    'not-started': t`Not started (${notStarted})`,
    completed: t`Completed (${completed})`,
  }

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        {summary ? <SummaryLine {...summary} /> : <span />}
        <FilterSelect value={filter} labels={labels} onChange={onFilterChange} />
      </div>
      {shown.length > 0 ? (
        <div className="sm:overflow-hidden sm:rounded-lg sm:border sm:border-slate-200">
          <EnrollmentsTable courses={shown} progress={progress} />
        </div>
      ) : isLoading ? (
        <Loading label={t`Loading progress`} className="min-h-[20vh]" />
      ) : (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-10 text-center">
          <p className="font-medium text-slate-900">
            <Trans>No courses to show here.</Trans>
          </p>
          <LinkButton onClick={onShowAll}>
            <Trans>Show all courses</Trans>
          </LinkButton>
        </div>
      )}
    </>
  )
}

function SummaryLine({ done, total, minutesLearned }: { done: number; total: number; minutesLearned: number }) {
  const { t } = useLingui()
  const [doneText, totalText, learned] = [formatCount(done), formatCount(total), formatDuration(minutesLearned)]
  return <p className="text-slate-700">{t`${doneText} of ${totalText} lectures complete · ${learned} learned`}</p>
}

type FilterSelectProps = {
  value: StatusFilter
  labels: Record<StatusFilter, string>
  onChange: (filter: StatusFilter) => void
}

function FilterSelect({ value, labels, onChange }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="font-medium text-slate-800">
        <Trans>Show</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(change) => onChange(parseStatusFilter(change.target.value))}
        className="h-10 rounded-md border border-slate-300 bg-white px-3 text-slate-900"
      >
        {STATUS_FILTERS.map((filter) => (
          <option key={filter} value={filter}>
            {labels[filter]}
          </option>
        ))}
      </select>
    </div>
  )
}

/** An action inside a sentence, looking like a link. */
function LinkButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="font-medium text-brand-700 underline hover:text-brand-900">
      {children}
    </button>
  )
}

type EmptyEnrollmentsProps = { isAfterCheckout: boolean; onCheckAgain: () => void }

function EmptyEnrollments({ isAfterCheckout, onCheckAgain }: EmptyEnrollmentsProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center">
      <BookOpen aria-hidden="true" className="size-10 text-brand-600" />
      <p className="text-lg font-medium text-slate-900">
        <Trans>You have not enrolled in any course yet</Trans>
      </p>
      {isAfterCheckout ? (
        <p className="max-w-md text-slate-600">
          <Trans>If you have just paid, your course can take a few minutes to appear here.</Trans>{' '}
          <LinkButton onClick={onCheckAgain}>
            <Trans>Check again</Trans>
          </LinkButton>
        </p>
      ) : (
        <p className="max-w-md text-slate-600">
          <Trans>Find a course you like and start learning today.</Trans>
        </p>
      )}
      <Link
        to={paths.courseList()}
        className="mt-2 rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        <Trans>Browse courses</Trans>
      </Link>
    </div>
  )
}
