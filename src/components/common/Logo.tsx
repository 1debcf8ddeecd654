import { Link } from 'react-router-dom'
import { config } from '../../config/env'
import { paths } from '../../config/paths'
import { LOGO_LINK_CLASS, LOGO_MARK, LOGO_MARK_CLASS } from './brandBar'

/** The brand mark linking home. The brand name is a setting, so the logo is drawn, not an image of text. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home()} className={`${LOGO_LINK_CLASS} ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>
      <svg aria-hidden="true" viewBox={LOGO_MARK.viewBox} className={LOGO_MARK_CLASS}>
        <rect {...LOGO_MARK.rect} />
        {LOGO_MARK.paths.map((path) => (
          <path key={path.d} {...path} />
        ))}
      </svg>
      <span>{config.brand}</span>
    </Link>
  )
}
