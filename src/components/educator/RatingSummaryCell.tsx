import { RATING_MAX } from '../../config/constants'
import { countLabel } from '../../domain/countLabel'
import type { RatingSummary } from '../../domain/courseInsights'
import { ratingCountLabel } from '../../domain/rating'

const starsLabel = (stars: number) => countLabel(stars, 'star', 'stars')

/**
 * A course's average rating with its count, and the 1-to-5 distribution as five small bars (longest = most
 * given) labelled with their star number, so it reads without colour; screen readers get it as a sentence.
 */
export function RatingSummaryCell({ summary }: { summary: RatingSummary }) {
  if (summary.count === 0) return <span>No ratings yet</span>
  const most = Math.max(...summary.distribution)
  const rows = summary.distribution.map((count, index) => ({ stars: index + 1, count })).reverse()
  return (
    <span className="block min-w-40">
      <span className="block font-medium text-slate-900">
        {summary.average?.toFixed(1)} of {RATING_MAX} ({ratingCountLabel(summary.count)})
      </span>
      <span className="sr-only">{rows.map(({ stars, count }) => `${starsLabel(stars)}: ${count}`).join(', ')}</span>
      <span aria-hidden="true" className="mt-1 grid grid-cols-[1.5rem_1fr_2rem] items-center gap-x-1 text-xs">
        {rows.map(({ stars, count }) => (
          <span key={stars} className="contents">
            <span className="text-slate-600">{stars}★</span>
            <span className="h-1.5 rounded-sm bg-slate-100">
              <span
                className="block h-full rounded-sm bg-amber-700"
                style={{ width: `${most === 0 ? 0 : (count / most) * 100}%` }}
              />
            </span>
            <span className="text-right text-slate-600">{count}</span>
          </span>
        ))}
      </span>
    </span>
  )
}
