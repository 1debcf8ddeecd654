import { Trans } from '@lingui/react/macro'
import { config } from '../../config/env'
import { Logo } from '../common/Logo'

/** The educator area's small footer: the brand and the copyright line. */
export function EducatorFooter() {
  const year = new Date().getFullYear()
  const brand = config.brand
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="flex flex-col items-center justify-between gap-3 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:px-8">
        <div className="hidden sm:block">
          <Logo />
        </div>
        <p>
          <Trans>
            Copyright {year} © {brand}. All rights reserved.
          </Trans>
        </p>
      </div>
    </footer>
  )
}
