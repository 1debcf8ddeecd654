import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import type { Course, EnrolledStudentRecord } from '../../api/types'
import { config } from '../../config/env'
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

type PeriodTexts = {
  value: SalesPeriod
  label: MessageDescriptor
  column: MessageDescriptor
  explanation: MessageDescriptor
  caption: MessageDescriptor
  chartLabel: MessageDescriptor
}

// Each period's texts whole, so a translation never has to fit "week" or "month" into a sentence.
const PERIODS: PeriodTexts[] = [
  {
    value: 'week',
    label: msg`Last 12 weeks`,
    column: msg`Week`,
    explanation: msg`Enrollments per week, and earnings estimated from current prices (each sale at its course's price after discount today).`,
    caption: msg`Enrollments and estimated earnings per week`,
    chartLabel: msg`Chart of enrollments and estimated earnings per week; each bar can be focused to read its figures`,
  },
  {
    value: 'month',
    label: msg`Last 12 months`,
    column: msg`Month`,
    explanation: msg`Enrollments per month, and earnings estimated from current prices (each sale at its course's price after discount today).`,
    caption: msg`Enrollments and estimated earnings per month`,
    chartLabel: msg`Chart of enrollments and estimated earnings per month; each bar can be focused to read its figures`,
  },
]

const money = (amount: number) => formatMoney(amount, config.currency)
// The chart's axis: whole amounts, so its labels stay short.
const axisMoney = (amount: number) => formatMoney(amount, config.currency, { whole: true })

const toggleClass =
  'rounded-md border px-3 py-1.5 text-sm font-medium aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white border-slate-300 bg-white text-slate-800 hover:bg-slate-50 aria-pressed:hover:bg-brand-700'

type InsightsProps = { sales: EnrolledStudentRecord[]; courses: Course[]; totalEarnings: number }

function SalesInsights({ sales, courses, totalEarnings }: InsightsProps) {
  const { t } = useLingui()
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
  const describe = (bucket: SalesBucket) => {
    const label = bucketLabel(bucket.start, period)
    const enrollments = bucket.enrollments
    const count = formatCount(enrollments)
    const earnings = money(bucket.earnings)
    return t`${label}: ${plural(enrollments, { one: `${count} enrollment`, other: `${count} enrollments` })}, ${earnings} estimated earnings`
  }
  const texts = PERIODS.find((option) => option.value === period) ?? PERIODS[0]!
  const total = money(totalEarnings)
  const gapAmount = money(Math.abs(gap ?? 0))
  const unmatched = result.unmatchedSales
  const unmatchedCount = formatCount(unmatched)
  const undated = result.undatedSales
  const undatedCount = formatCount(undated)

  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t`Period`} className="flex gap-2">
          {PERIODS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={period === option.value}
              onClick={() => setPeriod(option.value)}
              className={toggleClass}
            >
              {t(option.label)}
            </button>
          ))}
        </div>
        {canDrawChart && (
          <button type="button" aria-pressed={asTable} onClick={() => setAsTable(!asTable)} className={toggleClass}>
            <Trans>Show as table</Trans>
          </button>
        )}
      </div>
      <p className="mb-3 text-sm text-slate-700">{t(texts.explanation)}</p>
      {asTable ? (
        <TableRegion caption={t(texts.caption)} hideCaption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <HeaderCell>{t(texts.column)}</HeaderCell>
              <HeaderCell>
                <Trans>Enrollments</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Estimated earnings</Trans>
              </HeaderCell>
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
          aria-label={t(texts.chartLabel)}
          className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white p-4"
        >
          <Suspense fallback={<Loading label={t`Loading the chart…`} className="min-h-72" />}>
            <SalesChart buckets={result.buckets} period={period} describe={describe} formatEarnings={axisMoney} />
          </Suspense>
        </div>
      )}
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        {gap !== null && (
          <li>
            {gap > 0
              ? t`The estimate is ${gapAmount} more than your Total Earnings (${total}): prices have changed since some sales.`
              : t`The estimate is ${gapAmount} less than your Total Earnings (${total}): prices have changed since some sales.`}
          </li>
        )}
        {result.sharedTitles.map(({ title, sales: sold }) => {
          const count = formatCount(sold)
          return (
            <li key={title}>
              {t`More than one of your courses is titled “${title}”: its ${plural(sold, { one: `${count} sale`, other: `${count} sales` })} count as enrollments but are left out of the earnings estimate, as they cannot be told apart.`}
            </li>
          )
        })}
        {unmatched > 0 && (
          <li>
            {t`${plural(unmatched, {
              one: `${unmatchedCount} sale is for a course title you no longer have: counted as enrollments, left out of the earnings estimate.`,
              other: `${unmatchedCount} sales are for a course title you no longer have: counted as enrollments, left out of the earnings estimate.`,
            })}`}
          </li>
        )}
        {undated > 0 && (
          <li>
            {t`${plural(undated, {
              one: `${undatedCount} sale has no date and cannot be placed in time.`,
              other: `${undatedCount} sales have no date and cannot be placed in time.`,
            })}`}
          </li>
        )}
      </ul>
    </>
  )
}

/** "Enrollments and earnings over time" under the dashboard's cards (docs/educator-insights.md#over-time). */
export function SalesOverTimeSection({ totalEarnings }: { totalEarnings: number }) {
  const { t } = useLingui()
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
        <Trans>Enrollments and earnings over time</Trans>
      </h2>
      <QueryResult resource={sales} loadingLabel={t`Loading your sales…`} error={t`Your sales could not be loaded`}>
        {(salesData) => (
          <QueryResult
            resource={courses}
            loadingLabel={t`Loading your courses…`}
            error={t`Your courses could not be loaded`}
          >
            {(coursesData) => <SalesInsights sales={salesData} courses={coursesData} totalEarnings={totalEarnings} />}
          </QueryResult>
        )}
      </QueryResult>
    </section>
  )
}
