import { useId, type ReactNode } from 'react'

type TableRegionProps = {
  /** The table's name: shown as its caption and used to name the scroll region. */
  caption: string
  /** Visually hide the caption when a heading right above already says the same. */
  hideCaption?: boolean
  children: ReactNode
}

/**
 * A data table that stays a real table on phones: it scrolls sideways inside a named, focusable
 * region (so keyboard users can scroll it too) instead of squeezing or breaking the page. It is the containing
 * block of its screen-reader-only texts (`relative`), so they never stretch the page sideways.
 */
export function TableRegion({ caption, hideCaption = false, children }: TableRegionProps) {
  const captionId = useId()
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (WCAG 2.1.1, axe scrollable-region-focusable)
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption
          id={captionId}
          className={hideCaption ? 'sr-only' : 'px-4 pt-4 text-left font-semibold text-slate-900'}
        >
          {caption}
        </caption>
        {children}
      </table>
    </div>
  )
}
