import { useAuth } from '../../auth/AuthContext'
import { AccountMenu } from '../common/AccountMenu'
import { Logo } from '../common/Logo'

/** The greeting's name when nobody is signed in or the provider has no name (docs/product.md#educator-area). */
export const GREETING_FALLBACK = 'Developers'

/** The educator area's top bar: the logo home, "Hi | {name}" and the user button when signed in. */
export function EducatorTopBar() {
  const auth = useAuth()
  const name = (auth.isSignedIn && auth.user?.fullName.trim()) || GREETING_FALLBACK
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex h-16 items-center justify-between gap-3 px-4 sm:px-6 md:px-8">
        <Logo />
        <div className="flex min-w-0 items-center gap-3">
          <p className="min-w-0 text-right text-sm leading-tight font-medium break-words text-slate-800 sm:text-base">
            Hi | {name}
          </p>
          {auth.isSignedIn && <AccountMenu />}
        </div>
      </div>
    </header>
  )
}
