import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { paths } from '../../config/paths'
import { useAppContext } from '../../context/AppContext'
import { NAVBAR_BRAND_SLOT_CLASS, NAVBAR_HEADER_CLASS, NAVBAR_NAV_CLASS, navbarBackgroundClass } from './brandBar'
import { AccountMenu } from './AccountMenu'
import { Logo } from './Logo'
import { useBecomeEducator } from '../../queries/role'

const linkClass = 'rounded-md px-1 py-1 font-medium text-slate-700 hover:text-brand-700 hover:underline'

/** The learner screens' top bar (docs/product.md#navigation-bar); hidden under /educator by the route table. */
export function Navbar() {
  const auth = useAuth()
  const { isEducator } = useAppContext()
  const { becomeEducator, isPending } = useBecomeEducator()
  const { pathname } = useLocation()
  const { t } = useLingui()

  return (
    <header className={`${NAVBAR_HEADER_CLASS} ${navbarBackgroundClass(pathname)}`}>
      <nav aria-label={t`Main`} className={NAVBAR_NAV_CLASS}>
        <div className={NAVBAR_BRAND_SLOT_CLASS}>
          <Logo />
        </div>
        <div className="flex min-h-9 items-center gap-2 text-sm min-[400px]:gap-3 sm:gap-5 sm:text-base">
          {!auth.isLoaded ? (
            <span className="h-9 w-28" aria-hidden="true" />
          ) : auth.isSignedIn ? (
            <>
              {isEducator ? (
                <Link to={paths.educator.dashboard()} className={linkClass}>
                  <Trans>Educator Dashboard</Trans>
                </Link>
              ) : (
                <button
                  type="button"
                  onClick={becomeEducator}
                  disabled={isPending}
                  aria-busy={isPending || undefined}
                  className={`${linkClass} disabled:opacity-60`}
                >
                  <Trans>Become Educator</Trans>
                </button>
              )}
              <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
                |
              </span>
              <Link to={paths.myEnrollments()} className={linkClass}>
                <Trans>My Enrollments</Trans>
              </Link>
              <AccountMenu />
            </>
          ) : auth.isUnavailable ? (
            <button type="button" disabled className="rounded-full bg-slate-300 px-5 py-2 text-slate-700">
              <Trans>Sign-in unavailable</Trans>
            </button>
          ) : (
            <button
              type="button"
              onClick={auth.openSignIn}
              onPointerEnter={auth.prepareSignIn}
              onFocus={auth.prepareSignIn}
              className="rounded-full bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 sm:px-6"
            >
              <Trans>Create Account</Trans>
            </button>
          )}
        </div>
      </nav>
    </header>
  )
}
