import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Bar, CartesianGrid, ComposedChart, Line, XAxis, YAxis, type BarShapeProps } from 'recharts'
import { bucketAxisLabel, type SalesBucket, type SalesPeriod } from '../../domain/salesOverTime'

/*
 * The dashboard's chart (docs/educator-insights.md#over-time), loaded with recharts only on the dashboard.
 * Enrollments are bars (left axis), estimated earnings a dashed line with square markers (right axis), so
 * the two read apart without colour; both colours pass 3:1 against the page in either theme (WCAG 1.4.11). Each bar is a tab
 * stop named with its figures, and the figures of the focused or hovered bar show under the chart.
 */

// Palette variables, so the chart follows the theme (src/index.css): brand-600 is 6.7:1 on white and 7.4:1 on the
// dark page, amber-700 5.0:1 and 13:1.
const ENROLLMENT_COLOUR = 'var(--color-brand-600)'
const EARNINGS_COLOUR = 'var(--color-amber-700)'
const AXIS_COLOUR = 'var(--color-slate-600)'
const GRID_COLOUR = 'var(--color-slate-200)'

type SalesChartProps = {
  buckets: readonly SalesBucket[]
  period: SalesPeriod
  /** "Week of 3 Nov 2026: 12 enrollments, ₹1,234 estimated earnings": a bucket's figures in words. */
  describe: (bucket: SalesBucket) => string
  formatEarnings: (amount: number) => string
}

export function SalesChart({ buckets, period, describe, formatEarnings }: SalesChartProps) {
  const { t } = useLingui()
  const [activeIndex, setActiveIndex] = useState(buckets.length - 1)
  const active = buckets[activeIndex] ?? buckets.at(-1)

  // One render function for the chart's life: a new one would make recharts replace the bars, and the
  // focused bar with them. It reads the latest figures through a ref; focus and hover are drawn by CSS.
  const latest = useRef({ buckets, describe })
  useEffect(() => {
    latest.current = { buckets, describe }
  })
  const renderBar = useCallback(({ x, y, width, height, index }: BarShapeProps) => {
    const bucket = latest.current.buckets[index]
    if (!bucket) return <g />
    // A period without sales still gets a thin, focusable mark on the axis.
    const barHeight = Math.max(Number(height) || 0, 3)
    const top = (Number(y) || 0) + (Number(height) || 0) - barHeight
    return (
      <rect
        x={x}
        y={top}
        width={width}
        height={barHeight}
        fill={ENROLLMENT_COLOUR}
        role="img"
        aria-label={latest.current.describe(bucket)}
        tabIndex={0}
        onFocus={() => setActiveIndex(index)}
        onMouseEnter={() => setActiveIndex(index)}
        className="hover:stroke-slate-900 hover:[stroke-width:2] focus:stroke-slate-900 focus:[stroke-width:3] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      />
    )
  }, [])
  // recharts draws axis labels into z-index layers (<g>) through React portals; the event listeners React puts
  // on a portal's container make Chromium count an SVG element as focusable, so each layer became an unnamed
  // tab stop. tabindex="-1" takes them out of the Tab order; the bars stay the only stops.
  const wrapper = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = wrapper.current
    if (!root) return
    const unfocus = () =>
      root
        .querySelectorAll('g[class*="recharts-zIndex-layer"]:not([tabindex])')
        .forEach((layer) => layer.setAttribute('tabindex', '-1'))
    unfocus()
    const observer = new MutationObserver(unfocus)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  const data = useMemo(
    () => buckets.map((bucket) => ({ ...bucket, axisLabel: bucketAxisLabel(bucket.start, period) })),
    [buckets, period],
  )

  return (
    <div ref={wrapper}>
      <ul className="mb-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700" aria-label={t`Legend`}>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block size-3" style={{ background: ENROLLMENT_COLOUR }} />
          <Trans>Enrollments (bars, left axis)</Trans>
        </li>
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="28" height="12" viewBox="0 0 28 12">
            <line x1="0" y1="6" x2="28" y2="6" stroke={EARNINGS_COLOUR} strokeWidth="2" strokeDasharray="5 3" />
            <rect x="10" y="2" width="8" height="8" fill={EARNINGS_COLOUR} />
          </svg>
          <Trans>Estimated earnings (dashed line, right axis)</Trans>
        </li>
      </ul>
      {/* The grid, bars and line on z-index 0, outside any z-index layer (see the effect above). */}
      <ComposedChart
        data={data}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', minWidth: 560, height: 288 }}
        margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
        onMouseLeave={() => setActiveIndex(buckets.length - 1)}
      >
        <CartesianGrid zIndex={0} stroke={GRID_COLOUR} vertical={false} />
        <XAxis
          dataKey="axisLabel"
          tick={{ fill: AXIS_COLOUR, fontSize: 12 }}
          stroke={AXIS_COLOUR}
          interval="preserveStartEnd"
        />
        <YAxis
          yAxisId="enrollments"
          allowDecimals={false}
          tick={{ fill: AXIS_COLOUR, fontSize: 12 }}
          stroke={AXIS_COLOUR}
          width={40}
        />
        <YAxis
          yAxisId="earnings"
          orientation="right"
          tick={{ fill: AXIS_COLOUR, fontSize: 12 }}
          stroke={AXIS_COLOUR}
          tickFormatter={(value: number) => formatEarnings(value)}
          width={72}
        />
        <Bar zIndex={0} yAxisId="enrollments" dataKey="enrollments" isAnimationActive={false} shape={renderBar} />
        <Line
          zIndex={0}
          yAxisId="earnings"
          dataKey="earnings"
          stroke={EARNINGS_COLOUR}
          strokeWidth={2}
          strokeDasharray="6 4"
          isAnimationActive={false}
          dot={({ cx = 0, cy = 0, index }) => (
            <rect key={index} x={cx - 4} y={cy - 4} width={8} height={8} fill={EARNINGS_COLOUR} aria-hidden="true" />
          )}
          activeDot={false}
        />
      </ComposedChart>
      {active && (
        <p className="mt-2 text-sm font-medium text-slate-900" aria-hidden="true">
          {describe(active)}
        </p>
      )}
    </div>
  )
}

export default SalesChart
