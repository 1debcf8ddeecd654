import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useAuth } from '../../auth/AuthContext'
import { AccountMenu } from '../common/AccountMenu'
import { Logo } from '../common/Logo'
import DeviceSettings from '../common/DeviceSettings'

/** The greeting's name when nobody is signed in or the provider has no name (docs/product.md#educator-area). */
const GREETING_FALLBACK = msg`Developers`

/**
 * The educator area's top bar: the logo home, this device's display settings (the Theme, and the Language control
 * beside it when it comes), "Hi | {name}" and the user button when signed in.
 */
export function EducatorTopBar() {
  const { t } = useLingui()
  const auth = useAuth()
  const name = (auth.isSignedIn && auth.user?.fullName.trim()) || t(GREETING_FALLBACK)
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* One row from md; below it the display settings take a second row, so the greeting keeps its room. */}
      <div className="flex min-h-16 flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3 sm:px-6 md:h-16 md:flex-nowrap md:px-8 md:py-0">
        <Logo />
        <div className="order-last flex w-full items-center justify-end gap-4 md:order-none md:ml-auto md:w-auto md:shrink-0">
          <DeviceSettings tone="onLight" />
        </div>
        <div className="flex min-w-0 flex-1 basis-0 items-center justify-end gap-3 md:flex-initial md:basis-auto">
          <p className="min-w-0 text-right text-sm leading-tight font-medium break-words text-slate-800 sm:text-base">
            {t`Hi | ${name}`}
          </p>
          {auth.isSignedIn && <AccountMenu />}
        </div>
      </div>
    </header>
  )
}
