import { Line } from 'rc-progress'
import { progressPercent } from '../../domain/progress'

// Brand 600 on slate 200: the bar and its track stay distinguishable (WCAG non-text contrast). Palette variables, so
// they follow the theme (src/index.css).
const BAR_COLOUR = 'var(--color-brand-600)'
const TRACK_COLOUR = 'var(--color-slate-200)'

type ProgressBarProps = {
  value: number
  max: number
  /** The bar's accessible name, or the id of the visible text that names it. */
  label: { text: string } | { labelledBy: string }
  valueText: string
  className?: string
}

/** A progress bar exposing its value, minimum and maximum to assistive technology (My Enrollments, the player). */
export function ProgressBar({ value, max, label, valueText, className = '' }: ProgressBarProps) {
  const percent = progressPercent(value, max)
  return (
    <div
      role="progressbar"
      {...('text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.labelledBy })}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={className}
    >
      <Line
        percent={percent}
        strokeWidth={3}
        trailWidth={3}
        // A round cap would draw a dot at 0 %.
        strokeColor={percent > 0 ? BAR_COLOUR : TRACK_COLOUR}
        trailColor={TRACK_COLOUR}
        className="h-1.5 w-full"
      />
    </div>
  )
}
