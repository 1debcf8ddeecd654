import { Trans, useLingui } from '@lingui/react/macro'
import { Star } from 'lucide-react'
import { plural } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { RATING_MAX, RATING_MIN } from '../../config/constants'
import { useRateCourse } from '../../queries/rating'

type CourseRatingProps = {
  courseId: string
  /** The learner's earlier rating of this course, pre-selected; null when they have not rated it. */
  previousRating: number | null
}

const STAR_VALUES = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index)

/**
 * "Rate This Course:" (docs/product.md#player): five stars that are native radio buttons, so the group is
 * reachable with Tab and the arrow keys move between stars. Choosing one posts it as a number; the
 * enrolled courses are then read again, which carries the new rating.
 */
export function CourseRating({ courseId, previousRating }: CourseRatingProps) {
  const name = useId()
  const [chosen, setChosen] = useState<number | null>(null)
  const [hovered, setHovered] = useState<number | null>(null)
  // A failed rating puts the stars back to what the server has.
  const { rate, isPending: isBusy } = useRateCourse(courseId, { onFailed: () => setChosen(null) })
  const selected = chosen ?? previousRating ?? 0
  const shown = hovered ?? selected
  const { t } = useLingui()

  function choose(rating: number) {
    // A burst of choices sends the first one only, and only a sent one moves the stars.
    if (rate(rating)) setChosen(rating)
  }

  return (
    <fieldset aria-busy={isBusy || undefined} className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <legend className="float-left mr-3 text-lg font-semibold text-slate-900">
        <Trans>Rate This Course:</Trans>
      </legend>
      <div className="flex items-center" onMouseLeave={() => setHovered(null)}>
        {STAR_VALUES.map((value) => (
          <label key={value} className="cursor-pointer p-0.5" onMouseEnter={() => setHovered(value)}>
            <input
              type="radio"
              name={name}
              value={value}
              checked={selected === value}
              onChange={() => choose(value)}
              className="peer sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-7 rounded-sm peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 ${
                value <= shown ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-slate-500'
              }`}
            />
            <span className="sr-only">{t`${plural(value, { one: '# star', other: '# stars' })}`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
