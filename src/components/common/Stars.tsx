import { starFills, type StarFill } from '../../domain/rating'

type StarsProps = {
  /** 0 to 5; halves show a half star (testimonials), course ratings pass the floored average. */
  value: number
  /** Spoken instead of five separate images, e.g. "Rated 4 out of 5". */
  label?: string
  size?: 'sm' | 'md'
}

/**
 * Read-only star rating. The rating a learner gives is a radio group elsewhere. Each star is one element drawn
 * by CSS (`.rating-star` in index.css): a catalogue page mounts a page of cards on every sort or filter.
 */
export function Stars({ value, label, size = 'sm' }: StarsProps) {
  return <StarRow fills={starFills(value)} label={label ?? `Rated ${value} out of 5`} size={size} />
}

type StarRowProps = { fills: readonly StarFill[]; label: string; size?: StarsProps['size'] }

/** Five stars already worked out (a course card's text carries them). */
export function StarRow({ fills, label, size = 'sm' }: StarRowProps) {
  const sizeClass = size === 'sm' ? 'size-3.5' : 'size-5'
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {fills.map((fill, index) => (
        <span key={index} className={`rating-star ${sizeClass}`} data-fill={fill} />
      ))}
    </span>
  )
}
