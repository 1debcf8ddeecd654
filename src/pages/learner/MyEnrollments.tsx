import { Trans, useLingui } from '@lingui/react/macro'
import { BookOpen } from 'lucide-react'
import { Link, useLocation } from 'react-router-dom'
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
import { useEnrollmentProgress } from '../../queries/progress'

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
                <button
                  type="button"
                  onClick={retry}
                  className="font-medium text-brand-700 underline hover:text-brand-900"
                >
                  <Trans>Refresh the list</Trans>
                </button>
              </p>
            )}
            <div className="sm:overflow-hidden sm:rounded-lg sm:border sm:border-slate-200">
              <EnrollmentsTable courses={data} progress={progress} />
            </div>
          </>
        )}
      </QueryResult>
    </section>
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
          <button
            type="button"
            onClick={onCheckAgain}
            className="font-medium text-brand-700 underline hover:text-brand-900"
          >
            <Trans>Check again</Trans>
          </button>
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
