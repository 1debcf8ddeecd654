import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { getErrorMessage } from '../../api/errors'
import type { SignInDialogProps } from '../../auth/LocalAuthProvider'
import { config } from '../../config/env'
import { isEmailAddress } from '../../lib/email'
import { useLocalAccounts, useLocalSignIn } from '../../queries/localAuth'
import { FormField } from './FormField'

/**
 * The local identity provider's sign-in: pick an account (listed by name, never by e-mail), sign in with
 * the e-mail one signed up with, or create an account.
 * Radix Dialog traps focus, closes on Escape and returns focus to the button that opened it.
 */
export default function LocalSignInDialog({
  api,
  open,
  onOpenChange,
  onSignedIn,
  onCloseAutoFocus,
}: SignInDialogProps) {
  const accounts = useLocalAccounts(api, open)
  const { asAccount: signIn, byEmail: signInByEmail, signUp, isBusy } = useLocalSignIn(api, onSignedIn)
  const { t } = useLingui()
  const brand = config.brand

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onCloseAutoFocus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-semibold text-slate-900">{t`Sign in to ${brand}`}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                <Trans>
                  Local demo sign-in: choose an account, sign in with the e-mail you signed up with, or create a new
                  account.
                </Trans>
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t`Close`}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>

          <section aria-labelledby="demo-accounts-heading" className="mt-5">
            <h3 id="demo-accounts-heading" className="text-sm font-medium text-slate-700">
              <Trans>Demo accounts</Trans>
            </h3>
            {accounts.isPending ? (
              <p className="mt-3 text-sm text-slate-600" role="status">
                <Trans>Loading accounts…</Trans>
              </p>
            ) : accounts.isError ? (
              <div className="mt-3 text-sm" role="alert">
                <p className="text-red-700">{getErrorMessage(accounts.error)}</p>
                <button
                  type="button"
                  className="mt-2 font-medium text-brand-600 underline"
                  onClick={() => accounts.refetch()}
                >
                  <Trans>Try again</Trans>
                </button>
              </div>
            ) : accounts.data.length === 0 ? (
              <p className="mt-3 text-sm text-slate-600">
                <Trans>No demo accounts yet. Create one below.</Trans>
              </p>
            ) : (
              <ul className="mt-3 space-y-2">
                {accounts.data.map(({ _id, name, imageUrl, role }) => (
                  <li key={_id}>
                    <button
                      type="button"
                      disabled={isBusy}
                      onClick={() => signIn.mutate(_id)}
                      className="flex w-full items-center gap-3 rounded-lg border border-slate-200 p-3 text-left hover:border-brand-500 hover:bg-brand-50 disabled:opacity-60"
                    >
                      {imageUrl ? (
                        <img src={imageUrl} alt="" width={36} height={36} className="size-9 rounded-full" />
                      ) : (
                        <span aria-hidden="true" className="grid size-9 place-items-center rounded-full bg-slate-200">
                          {name.charAt(0)}
                        </span>
                      )}
                      {/* The name is the account holder's own: through t, never read for tags as <Trans> would. */}
                      <span className="min-w-0 flex-1 font-medium text-slate-900">{t`Continue as ${name}`}</span>
                      {role === 'educator' && (
                        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                          <Trans>Educator</Trans>
                        </span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {signIn.isError && (
              <p className="mt-2 text-sm text-red-700" role="alert">
                {getErrorMessage(signIn.error)}
              </p>
            )}
          </section>

          <EmailSignInForm
            isBusy={isBusy}
            error={signInByEmail.isError ? getErrorMessage(signInByEmail.error) : null}
            onSubmit={signInByEmail.mutate}
          />

          <SignUpForm
            isBusy={isBusy}
            error={signUp.isError ? getErrorMessage(signUp.error) : null}
            onSubmit={signUp.mutate}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

type FormSectionProps = {
  heading: string
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/** One of the dialog's forms under its own heading. */
function FormSection({ heading, onSubmit, children }: FormSectionProps) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="mt-6 border-t border-slate-200 pt-5">
      <h3 id={id} className="text-sm font-medium text-slate-700">
        {heading}
      </h3>
      <form noValidate onSubmit={onSubmit} className="mt-3 space-y-3">
        {children}
      </form>
    </section>
  )
}

function ServerMessage({ error }: { error: string | null }) {
  return error ? (
    <p className="text-sm text-red-700" role="alert">
      {error}
    </p>
  ) : null
}

type EmailSignInFormProps = {
  isBusy: boolean
  error: string | null
  onSubmit: (email: string) => void
}

/** The account list shows no e-mail addresses: a person who signed up types their own. */
function EmailSignInForm({ isBusy, error, onSubmit }: EmailSignInFormProps) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  // Which check failed, not its sentence: the message is worded in the language shown when it renders.
  const [isInvalid, setIsInvalid] = useState(false)

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const isValid = isEmailAddress(email.trim())
    setIsInvalid(!isValid)
    if (isValid) onSubmit(email.trim())
  }

  return (
    <FormSection heading={t`Signed up before?`} onSubmit={handleSubmit}>
      <FormField
        label={t`Your e-mail address`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={isInvalid ? t`Enter the e-mail address you signed up with.` : undefined}
      />
      <ServerMessage error={error} />
      <button
        type="submit"
        disabled={isBusy}
        className="w-full rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-60"
      >
        <Trans>Sign in with e-mail</Trans>
      </button>
    </FormSection>
  )
}

type SignUpFormProps = {
  isBusy: boolean
  error: string | null
  onSubmit: (account: { name: string; email: string }) => void
}

function SignUpForm({ isBusy, error, onSubmit }: SignUpFormProps) {
  const { t } = useLingui()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  // Which fields failed their check; the sentences are worded when they render.
  const [invalid, setInvalid] = useState({ name: false, email: false })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const next = { name: name.trim() === '', email: !isEmailAddress(email.trim()) }
    setInvalid(next)
    if (next.name || next.email) return
    onSubmit({ name: name.trim(), email: email.trim() })
  }

  return (
    <FormSection heading={t`New here? Create an account`} onSubmit={handleSubmit}>
      <FormField
        label={t`Name`}
        name="name"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={invalid.name ? t`Enter your name.` : undefined}
      />
      <FormField
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={invalid.email ? t`Enter an e-mail address such as name@example.com.` : undefined}
      />
      <ServerMessage error={error} />
      <button
        type="submit"
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        className="w-full rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        <Trans>Create Account</Trans>
      </button>
    </FormSection>
  )
}
