import { Link } from 'react-router-dom'
import { config } from '../../config/env'
import { paths } from '../../config/paths'

/** The brand mark linking home. The brand name is a setting, so the logo is drawn, not an image of text. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      to={paths.home()}
      className={`flex items-center gap-2 text-xl font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#1d4ed8" />
        <path d="M16 7 4 13l12 6 9-4.5V21h2v-7.5Z" fill="#fff" />
        <path d="M9 17.2V22c0 1.9 3.1 3.5 7 3.5s7-1.6 7-3.5v-4.8l-7 3.5Z" fill="#bfdbfe" />
      </svg>
      <span>{config.brand}</span>
    </Link>
  )
}
