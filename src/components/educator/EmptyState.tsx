import type { ReactNode } from 'react'

/** The "nothing here yet" box of the educator screens. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-700">
      {children}
    </div>
  )
}
