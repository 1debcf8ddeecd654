import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, type ReactNode } from 'react'
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary'
import { Link, useLocation } from 'react-router-dom'
import { paths } from '../../config/paths'

/*
 * A page's code that failed to download (offline, or a deploy replaced the file) stays failed: React
 * keeps the rejected lazy import, so rendering again cannot help, only loading the page again can.
 */
const FAILED_CHUNK =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i

function isFailedDownload(error: unknown): boolean {
  return error instanceof Error && FAILED_CHUNK.test(error.message)
}

function RouteErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const retry = isFailedDownload(error) ? () => window.location.reload() : resetErrorBoundary
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-20 text-center">
      <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-slate-900 focus:outline-none">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>This page could not be shown. The rest of the site still works.</Trans>
      </p>
      <div className="mt-2 flex gap-3">
        <button
          type="button"
          onClick={retry}
          className="rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
        >
          <Trans>Try again</Trans>
        </button>
        <Link to={paths.home()} className="rounded-md border border-slate-300 px-5 py-2 font-medium hover:bg-slate-50">
          <Trans>Go home</Trans>
        </Link>
      </div>
    </div>
  )
}

/**
 * One boundary per route: a render crash (say, malformed data that slipped past validation) shows
 * the route's error view while the navigation bar and toasts stay alive. Navigating resets it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary FallbackComponent={RouteErrorFallback} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  )
}
