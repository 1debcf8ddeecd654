import { Trans, useLingui } from '@lingui/react/macro'
import { BookCopy, Users, Wallet, type LucideIcon } from 'lucide-react'
import { QueryResult } from '../../components/common/QueryResult'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { formatCount, formatMoney } from '../../lib/format'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { EmptyState } from '../../components/educator/EmptyState'
import { EnrollmentTable } from '../../components/educator/EnrollmentTable'
import { SalesOverTimeSection } from '../../components/educator/SalesOverTimeSection'
import { config } from '../../config/env'
import { useEducatorDashboard } from '../../queries/educator'

type StatCardProps = { label: string; value: string; icon: LucideIcon }

function StatCard({ label, value, icon: Icon }: StatCardProps) {
  // A <dl> group may hold only <dt> and <dd>: the icon sits inside the term, the value shows first.
  return (
    <div className="relative flex min-h-22 flex-col-reverse justify-center rounded-lg border border-slate-200 bg-white py-4 pr-5 pl-22 shadow-sm">
      <dt className="text-sm text-slate-600">
        <span className="absolute top-1/2 left-5 grid size-12 -translate-y-1/2 place-items-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {label}
      </dt>
      <dd className="text-2xl font-semibold break-all text-slate-900">{value}</dd>
    </div>
  )
}

/**
 * The educator dashboard (docs/product.md#educator-dashboard): totals, enrollments and earnings over time
 * (docs/educator-insights.md#over-time) and the latest enrollments, a page at a time.
 */
export default function Dashboard() {
  const { t } = useLingui()
  useDocumentTitle(t`Educator dashboard`)
  const dashboard = useEducatorDashboard()

  return (
    <EducatorPage title={t`Dashboard`}>
      <QueryResult
        resource={dashboard}
        loadingLabel={t`Loading your dashboard…`}
        error={t`The dashboard could not be loaded`}
      >
        {(data) => (
          <>
            <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              <StatCard
                label={t`Total Enrollments`}
                value={formatCount(data.enrolledStudentsData.length)}
                icon={Users}
              />
              <StatCard label={t`Total Courses`} value={formatCount(data.totalCourses)} icon={BookCopy} />
              <StatCard
                label={t`Total Earnings`}
                value={formatMoney(data.totalEarnings, config.currency)}
                icon={Wallet}
              />
            </dl>
            <SalesOverTimeSection totalEarnings={data.totalEarnings} />
            <section aria-labelledby="latest-enrollments" className="mt-10">
              <h2 id="latest-enrollments" className="mb-4 text-lg font-semibold text-slate-900">
                <Trans>Latest Enrollments</Trans>
              </h2>
              {data.enrolledStudentsData.length === 0 ? (
                <EmptyState>
                  <p>
                    <Trans>
                      No enrollments yet. They will show here as soon as a learner buys one of your courses.
                    </Trans>
                  </p>
                </EmptyState>
              ) : (
                <EnrollmentTable caption={t`Latest Enrollments`} enrollments={data.enrolledStudentsData} />
              )}
            </section>
          </>
        )}
      </QueryResult>
    </EducatorPage>
  )
}
