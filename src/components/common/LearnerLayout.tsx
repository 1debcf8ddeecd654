import { Trans } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { Outlet } from 'react-router-dom'
import { Loading } from './Loading'
import { Navbar } from './Navbar'
import { OfflineBanner } from './OfflineBanner'
import { RouteErrorBoundary } from './RouteErrorBoundary'

// Always below the fold (the page above it is at least a screen tall), so its code need not come with the first
// screen's: it follows the page, and nothing on screen moves when it arrives.
const Footer = lazy(() => import('./Footer').then(({ Footer }) => ({ default: Footer })))

/** Navigation bar, the page, and the footer for every screen outside /educator. */
export function LearnerLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <Navbar />
      <OfflineBanner />
      {/* At least a screen tall below the 4rem bar: while a page or its data loads, the footer waits below
          the fold instead of showing and then jumping down (CLS). */}
      <main id="main" className="min-h-[calc(100vh-4rem)] flex-1">
        <RouteErrorBoundary>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  )
}
