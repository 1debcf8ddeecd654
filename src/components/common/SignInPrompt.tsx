import { Trans, useLingui } from '@lingui/react/macro'
import { LogIn } from 'lucide-react'
import { useAuth } from '../../auth/AuthContext'

type SignInPromptProps = { title?: string; message: string }

/** What a signed-out visitor sees on a page that needs an account (docs/product.md#sign-in), instead of an empty page. */
export function SignInPrompt({ title, message }: SignInPromptProps) {
  const { t } = useLingui()
  const { openSignIn, prepareSignIn, isUnavailable } = useAuth()
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-20 text-center">
      <LogIn aria-hidden="true" className="size-10 text-brand-600" />
      <h1 className="text-2xl font-semibold text-slate-900">{title ?? t`Sign in to continue`}</h1>
      <p className="text-slate-600">{message}</p>
      <button
        type="button"
        onClick={openSignIn}
        onPointerEnter={prepareSignIn}
        onFocus={prepareSignIn}
        disabled={isUnavailable}
        className="mt-2 rounded-full bg-brand-600 px-6 py-2.5 font-medium text-white hover:bg-brand-700 disabled:bg-slate-300 disabled:text-slate-700"
      >
        {isUnavailable ? <Trans>Sign-in unavailable</Trans> : <Trans>Sign in</Trans>}
      </button>
    </section>
  )
}
