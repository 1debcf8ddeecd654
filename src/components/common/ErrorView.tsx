import { Trans, useLingui } from '@lingui/react/macro'
import { AlertTriangle } from 'lucide-react'
import type { ReactNode } from 'react'

type ErrorViewProps = {
  title?: string
  message: string
  onRetry?: () => void
  /** A way back, e.g. a link to the catalogue. */
  children?: ReactNode
  /** h1 when the error replaces a whole page (its only heading), h2 inside a page. */
  headingLevel?: 1 | 2
}

/** The error state of a data view: what went wrong, a retry for loads, and a way back. */
export function ErrorView({ title, message, onRetry, children, headingLevel = 2 }: ErrorViewProps) {
  const { t } = useLingui()
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="size-10 text-amber-500" />
      <Heading className="text-xl font-semibold text-slate-900">{title ?? t`Something went wrong`}</Heading>
      <p className="text-slate-600">{message}</p>
      <div className="mt-2 flex flex-wrap items-center justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
          >
            <Trans>Try again</Trans>
          </button>
        )}
        {children}
      </div>
    </div>
  )
}
