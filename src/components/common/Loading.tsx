import { useLingui } from '@lingui/react/macro'

type LoadingProps = { label?: string; className?: string }

/** The shared loading view: a spinner with a spoken label. */
export function Loading({ label, className = 'min-h-[50vh]' }: LoadingProps) {
  const { t } = useLingui()
  return (
    <div role="status" aria-live="polite" className={`flex flex-col items-center justify-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-12 animate-spin rounded-full border-4 border-slate-200 border-t-brand-600 motion-reduce:animate-[spin_3s_linear_infinite]"
      />
      <span className="text-sm text-slate-600">{label ?? t`Loading…`}</span>
    </div>
  )
}
