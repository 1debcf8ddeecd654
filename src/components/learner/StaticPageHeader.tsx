import type { ReactNode } from 'react'

type StaticPageHeaderProps = { title: string; children: ReactNode }

/** The banner that opens About, Contact and Privacy policy: one h1 and an introduction. */
export function StaticPageHeader({ title, children }: StaticPageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-brand-50/70 to-white px-4 pt-14 pb-10 text-center sm:px-6 md:pt-20">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">{title}</h1>
      <div className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{children}</div>
    </header>
  )
}
