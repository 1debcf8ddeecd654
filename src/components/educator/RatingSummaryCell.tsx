import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { RATING_MAX } from '../../config/constants'
import type { RatingSummary } from '../../domain/courseInsights'
import { ratingCountLabel } from '../../domain/rating'

/**
 * A course's average rating with its count, and the 1-to-5 distribution as five small bars (longest = most
 * given) labelled with their star number, so it reads without colour; screen readers get it as a sentence.
 */
export function RatingSummaryCell({ summary }: { summary: RatingSummary }) {
  const { t } = useLingui()
  if (summary.count === 0)
    return (
      <span>
        <Trans>No ratings yet</Trans>
      </span>
    )
  const average = summary.average?.toFixed(1)
  const max = RATING_MAX
  const ratings = ratingCountLabel(summary.count)
  const most = Math.max(...summary.distribution)
  const rows = summary.distribution.map((count, index) => ({ stars: index + 1, count })).reverse()
  return (
    <span className="block min-w-40">
      <span className="block font-medium text-slate-900">
        <Trans>
          {average} of {max} ({ratings})
        </Trans>
      </span>
      <span className="sr-only">
        {rows.map(({ stars, count }) => t`${plural(stars, { one: '# star', other: '# stars' })}: ${count}`).join(', ')}
      </span>
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
