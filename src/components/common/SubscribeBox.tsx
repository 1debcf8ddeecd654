import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'

type SubscribeBoxProps = {
  /** The input's accessible name. */
  label: string
  /** 'dark' sits on the slate footer, 'brand' on the About page's brand-coloured band. */
  tone: 'dark' | 'brand'
  className?: string
}

const STYLES = {
  dark: {
    row: 'flex gap-2',
    input:
      'h-10 min-w-0 flex-1 rounded-md border border-slate-700 bg-slate-800 px-3 text-sm text-white placeholder:text-slate-400',
    button: 'h-10 rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-500',
  },
  brand: {
    row: 'flex flex-col gap-3 sm:flex-row',
    input:
      'h-11 min-w-0 flex-1 rounded-md border border-white/30 bg-white px-3 text-slate-900 placeholder:text-slate-500',
    button: 'h-11 rounded-md bg-white px-6 font-medium text-brand-900 hover:bg-brand-50',
  },
} as const

/**
 * The e-mail box with a Subscribe button of the footer and the About page (docs/product.md#footer): it has no
 * behaviour behind it — no form, no handler, no call.
 */
export function SubscribeBox({ label, tone, className = '' }: SubscribeBoxProps) {
  const { t } = useLingui()
  const id = useId()
  const styles = STYLES[tone]
  return (
    <div className={`${styles.row} ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input id={id} type="email" placeholder={t`Enter your email`} autoComplete="email" className={styles.input} />
      <button type="button" className={styles.button}>
        <Trans>Subscribe</Trans>
      </button>
    </div>
  )
}
