import { starFills } from '../../domain/rating'

type StarsProps = {
  /** 0 to 5; halves show a half star (testimonials), course ratings pass the floored average. */
  value: number
  /** Spoken instead of five separate images, e.g. "Rated 4 out of 5". */
  label?: string
  size?: 'sm' | 'md'
}

/** A five-pointed star in a 24×24 box: outer points at radius 10, inner at 4.4, the first pointing up. */
const STAR_POINTS = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 10 : 4.4
  const angle = (index * Math.PI) / 5 - Math.PI / 2
  return `${(12 + radius * Math.cos(angle)).toFixed(2)},${(12 + radius * Math.sin(angle)).toFixed(2)}`
}).join(' ')

/*
 * A plain SVG rather than an icon component: a catalogue page shows up to ten stars per card, and every
 * sort or filter mounts a new page of cards, so each star must cost no more than its two elements.
 */
function StarShape({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <polygon points={STAR_POINTS} fill="currentColor" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
    </svg>
  )
}

/** Read-only star rating. The rating a learner gives is a radio group elsewhere. */
export function Stars({ value, label, size = 'sm' }: StarsProps) {
  const sizeClass = size === 'sm' ? 'size-3.5' : 'size-5'
  return (
    <span role="img" aria-label={label ?? `Rated ${value} out of 5`} className="inline-flex items-center gap-0.5">
      {starFills(value).map((fill, index) => (
        <span key={index} className={`relative inline-block ${sizeClass}`} data-fill={fill}>
          <StarShape className={`absolute inset-0 ${sizeClass} text-slate-200`} />
          {fill !== 'empty' && (
            <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
              <StarShape className={`${sizeClass} text-amber-400`} />
            </span>
          )}
        </span>
      ))}
    </span>
  )
}
