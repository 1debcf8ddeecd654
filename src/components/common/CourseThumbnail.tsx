type CourseThumbnailProps = {
  /** The course's thumbnail address; empty when the API sent none or one that is not safe to show. */
  src: string
  width: number
  height: number
  className: string
  /** Below the fold (table rows): let the browser load it when it comes near. */
  isLazy?: boolean
}

/**
 * A course's thumbnail beside its title, so decorative (the title says what it is). Without an
 * address the same box shows in its background colour, never an <img> with an empty src.
 */
export function CourseThumbnail({ src, width, height, className, isLazy = false }: CourseThumbnailProps) {
  if (!src) return <span aria-hidden="true" className={`block ${className}`} />
  return (
    <img src={src} alt="" width={width} height={height} loading={isLazy ? 'lazy' : undefined} className={className} />
  )
}
