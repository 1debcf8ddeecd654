import { Trans, useLingui } from '@lingui/react/macro'
import { Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { Loading } from '../../components/common/Loading'
import { OfflineBanner } from '../../components/common/OfflineBanner'
import { RouteErrorBoundary } from '../../components/common/RouteErrorBoundary'
import { SignInPrompt } from '../../components/common/SignInPrompt'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { BecomeEducatorInvitation } from '../../components/educator/BecomeEducatorInvitation'
import { EducatorFooter } from '../../components/educator/EducatorFooter'
import { EducatorSideMenu } from '../../components/educator/EducatorSideMenu'
import { EducatorTopBar } from '../../components/educator/EducatorTopBar'
import { useAppContext } from '../../context/AppContext'

function EducatorSignIn() {
  const { t } = useLingui()
  useDocumentTitle(t`Educator dashboard`)
  return <SignInPrompt message={t`Sign in with your educator account to publish courses and follow your earnings.`} />
}

/**
 * The educator layout (docs/product.md#educator-area): top bar, side menu for educators only, the nested
 * screen, and a footer; no learner navigation bar. Only an educator gets the nested screens, so a
 * learner or a visitor never triggers an educator call.
 */
export default function Educator() {
  const auth = useAuth()
  const { isEducator } = useAppContext()

  let content
  if (!auth.isLoaded) content = <Loading />
  else if (!auth.isSignedIn) content = <EducatorSignIn />
  else if (!isEducator) content = <BecomeEducatorInvitation />
  else content = <Outlet />

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <EducatorTopBar />
      <OfflineBanner />
      <div className="flex flex-1">
        {isEducator && <EducatorSideMenu />}
        <main id="main" className="min-w-0 flex-1">
          <RouteErrorBoundary>
            <Suspense fallback={<Loading />}>{content}</Suspense>
          </RouteErrorBoundary>
        </main>
      </div>
      <EducatorFooter />
    </div>
  )
}
