import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/**
 * The empty state of a course grid (docs/product.md#course-list), with what may follow the text: "Clear filters" when
 * filters caused it, "Did you mean" when a search did. A part that turns out to have nothing to show takes no room.
 */
export function EmptyCourses({ children }: { children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center">
      <p className="text-lg text-slate-600">
        <Trans>No courses available at the moment.</Trans>
      </p>
      {children && <div className="mt-4 flex flex-col items-center gap-4 empty:hidden">{children}</div>}
    </div>
  )
}
