import type { ReactNode } from 'react'

type EducatorPageProps = { title: string; children: ReactNode }

/** The frame of every educator screen: its one h1 and the shared padding. */
export function EducatorPage({ title, children }: EducatorPageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:px-8 md:py-8">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
    </div>
  )
}
