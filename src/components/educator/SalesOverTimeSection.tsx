import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { Course, EnrolledStudentRecord } from '../../api/types'
import { config } from '../../config/env'
import { countLabel } from '../../domain/countLabel'
import { bucketLabel, estimateGap, salesOverTime, type SalesBucket, type SalesPeriod } from '../../domain/salesOverTime'
import { formatCount, formatMoney } from '../../lib/format'
import { useEducatorCourses, useEnrolledStudents } from '../../queries/educator'
import { QueryResult } from '../common/QueryResult'
import { Loading } from '../common/Loading'
import { TableRegion } from './TableRegion'
import { BodyCell, HeaderCell } from './TableCells'

// recharts is downloaded with the dashboard's chart only, never by learner routes (scripts/check-budgets.mjs).
const loadChart = () => import('./SalesChart')
const SalesChart = lazy(loadChart)

const PERIODS: { value: SalesPeriod; label: string; noun: string }[] = [
  { value: 'week', label: 'Last 12 weeks', noun: 'week' },
  { value: 'month', label: 'Last 12 months', noun: 'month' },
]

const money = (amount: number) => formatMoney(amount, config.currency)
// The chart's axis: whole amounts, so its labels stay short.
const axisMoney = (amount: number) => formatMoney(amount, config.currency, { whole: true })
const enrollmentsLabel = (count: number) => countLabel(count, 'enrollment', 'enrollments')

function describeBucket(bucket: SalesBucket, period: SalesPeriod): string {
  return `${bucketLabel(bucket.start, period)}: ${enrollmentsLabel(bucket.enrollments)}, ${money(bucket.earnings)} estimated earnings`
}

const toggleClass =
  'rounded-md border px-3 py-1.5 text-sm font-medium aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-pressed:hover:bg-brand-700'

type InsightsProps = { sales: EnrolledStudentRecord[]; courses: Course[]; totalEarnings: number }

function SalesInsights({ sales, courses, totalEarnings }: InsightsProps) {
  const [period, setPeriod] = useState<SalesPeriod>('week')
  // The chart sizes itself with ResizeObserver; without it (old browsers, jsdom) the table is the view.
  const canDrawChart = typeof ResizeObserver !== 'undefined'
  const [tableChosen, setAsTable] = useState(false)
  const asTable = tableChosen || !canDrawChart
  // Fixed for the visit: the chart does not shift under the reader as the clock ticks.
  const [now] = useState(() => Date.now())
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, [])
  const result = useMemo(
    () => salesOverTime(sales, courses, { period, now, timeZone }),
    [sales, courses, period, now, timeZone],
  )
  const gap = estimateGap(result.estimatedTotal, totalEarnings)
  const describe = (bucket: SalesBucket) => describeBucket(bucket, period)
  const noun = PERIODS.find((option) => option.value === period)?.noun ?? period

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label="Period" className="flex gap-2">
          {PERIODS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={period === option.value}
              onClick={() => setPeriod(option.value)}
              className={toggleClass}
            >
              {option.label}
            </button>
          ))}
        </div>
        {canDrawChart && (
          <button type="button" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} className={toggleClass}>
            Show as table
          </button>
        )}
      </div>
      <p className="mb-3 text-sm text-slate-700">
        Enrollments per {noun}, and earnings estimated from current prices (each sale at its course&apos;s price after
        discount today).
      </p>
      {asTable ? (
        <TableRegion caption={`Enrollments and estimated earnings per ${noun}`} hideCaption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <HeaderCell>{period === 'week' ? 'Week' : 'Month'}</HeaderCell>
              <HeaderCell>Enrollments</HeaderCell>
              <HeaderCell>Estimated earnings</HeaderCell>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {result.buckets.map((bucket) => (
              <tr key={bucket.start}>
                <BodyCell>{bucketLabel(bucket.start, period)}</BodyCell>
                <BodyCell>{formatCount(bucket.enrollments)}</BodyCell>
                <BodyCell className="whitespace-nowrap">{money(bucket.earnings)}</BodyCell>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : (
        <div
          role="group"
          // Narrow screens scroll the chart sideways rather than squeezing twelve bars into 300 px.
          aria-label={`Chart of enrollments and estimated earnings per ${noun}; each bar can be focused to read its figures`}
          className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white p-4"
        >
          <Suspense fallback={<Loading label="Loading the chart…" className="min-h-72" />}>
            <SalesChart buckets={result.buckets} period={period} describe={describe} formatEarnings={axisMoney} />
          </Suspense>
        </div>
      )}
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {gap !== null && (
          <li>
            The estimate is {money(Math.abs(gap))} {gap > 0 ? 'more' : 'less'} than your Total Earnings (
            {money(totalEarnings)}): prices have changed since some sales.
          </li>
        )}
        {result.sharedTitles.map(({ title, sales: count }) => (
          <li key={title}>
            More than one of your courses is titled “{title}”: its {countLabel(count, 'sale', 'sales')} count as
            enrollments but are left out of the earnings estimate, as they cannot be told apart.
          </li>
        ))}
        {result.unmatchedSales > 0 && (
          <li>
            {countLabel(result.unmatchedSales, 'sale is', 'sales are')} for a course title you no longer have: counted
            as enrollments, left out of the earnings estimate.
          </li>
        )}
        {result.undatedSales > 0 && (
          <li>{countLabel(result.undatedSales, 'sale has', 'sales have')} no date and cannot be placed in time.</li>
        )}
      </ul>
    </>
  )
}

/** "Enrollments and earnings over time" under the dashboard's cards (docs/educator-insights.md#over-time). */
export function SalesOverTimeSection({ totalEarnings }: { totalEarnings: number }) {
  const sales = useEnrolledStudents()
  const courses = useEducatorCourses()
  // The chart's code downloads while the answers are on their way, not after them.
  useEffect(() => {
    void loadChart().catch(() => {
      // A failed download is retried by the lazy component itself, which then shows the error.
    })
  }, [])
  return (
    <section aria-labelledby="sales-over-time" className="mt-10">
      <h2 id="sales-over-time" className="mb-4 text-lg font-semibold text-slate-900">
        Enrollments and earnings over time
      </h2>
      <QueryResult resource={sales} loadingLabel="Loading your sales…" error="Your sales could not be loaded">
        {(salesData) => (
          <QueryResult resource={courses} loadingLabel="Loading your courses…" error="Your courses could not be loaded">
            {(coursesData) => <SalesInsights sales={salesData} courses={coursesData} totalEarnings={totalEarnings} />}
          </QueryResult>
        )}
      </QueryResult>
    </section>
  )
}
