import type { ReactNode } from 'react'

type CellProps = { children?: ReactNode; className?: string }

/** A column heading of an educator table; every table uses the same padding so they line up alike. */
export function HeaderCell({ children, className = '' }: CellProps) {
  return (
    <th scope="col" className={`px-4 py-3 font-semibold whitespace-nowrap text-slate-700 ${className}`}>
      {children}
    </th>
  )
}

/** A body cell of an educator table. */
export function BodyCell({ children, className = '' }: CellProps) {
  return <td className={`px-4 py-3 text-slate-700 ${className}`}>{children}</td>
}
