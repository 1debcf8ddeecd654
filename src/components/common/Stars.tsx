import { Star } from 'lucide-react'
import { starFills } from '../../domain/rating'

type StarsProps = {
  /** 0 to 5; halves show a half star (testimonials), course ratings pass the floored average. */
  value: number
  /** Spoken instead of five separate images, e.g. "Rated 4 out of 5". */
  label?: string
  size?: 'sm' | 'md'
}

/** Read-only star rating. The rating a learner gives is a radio group elsewhere. */
export function Stars({ value, label, size = 'sm' }: StarsProps) {
  const sizeClass = size === 'sm' ? 'size-3.5' : 'size-5'
  return (
    <span role="img" aria-label={label ?? `Rated ${value} out of 5`} className="inline-flex items-center gap-0.5">
      {starFills(value).map((fill, index) => (
        <span key={index} className={`relative inline-block ${sizeClass}`} data-fill={fill}>
          <Star aria-hidden="true" className={`absolute inset-0 ${sizeClass} fill-slate-200 text-slate-200`} />
          {fill !== 'empty' && (
            <span className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}>
              <Star aria-hidden="true" className={`${sizeClass} fill-amber-400 text-amber-400`} />
            </span>
          )}
        </span>
      ))}
    </span>
  )
}
