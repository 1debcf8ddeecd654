import { plural, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Plural, Trans } from '@lingui/react/macro'
import type { ConfigProblem, ConfigReason, ConfigVariable } from '../../config/env'
import { formatCount } from '../../lib/format'

/** What is wrong, as the rest of a sentence that starts with the quoted value. */
function problemText(reason: ConfigReason): string {
  switch (reason.kind) {
    case 'not-a-url':
      return t`is not a valid URL.`
    case 'not-http':
      return t`must start with https:// or http://.`
    case 'url-extras':
      return t`must not contain credentials, a query or a fragment.`
    case 'not-a-clerk-key':
      return t`is not a Clerk publishable key.`
    case 'not-host-names': {
      const hosts = reason.hosts.map((host) => `"${host}"`).join(', ')
      return plural(reason.hosts.length, {
        one: `contains ${hosts}, which is not a host name.`,
        other: `contains ${hosts}, which are not host names.`,
      })
    }
    case 'not-a-currency-symbol':
      return t`is longer than a currency symbol.`
    case 'unknown-locale':
      return t`is not a locale this browser can write numbers in.`
    case 'not-an-email-address':
      return t`is not an e-mail address.`
  }
}

/** How to put each setting right. */
function fixText(variable: ConfigVariable): string {
  switch (variable) {
    case 'VITE_BACKEND_URL':
      return t`Set it to the API origin, e.g. https://api.example.com, or leave it empty to use the local API.`
    case 'VITE_CLERK_PUBLISHABLE_KEY':
      return t`Copy the publishable key (pk_test_… or pk_live_…) from the Clerk dashboard, or leave it empty to use the local sign-in.`
    case 'VITE_CHECKOUT_HOSTS':
      return t`List bare host names separated by commas, e.g. pay.example.com (no https://, no path).`
    case 'VITE_CURRENCY':
      return t`Use a symbol such as ₹, $ or €.`
    case 'VITE_LOCALE':
      return t`Use a language tag such as en-IN, hi-IN or en-US, or leave it empty to follow the currency.`
    case 'VITE_CONTACT_EMAIL':
      return t`Use an address such as contact@example.com, or leave it empty for the default.`
  }
}

/**
 * Shown instead of the app when a setting is malformed: names the variable and how to fix it. The screen's own
 * words follow the interface language, including each setting's problem and fix (src/config/env.ts names them as data).
 */
export function ConfigErrorScreen({ problems }: { problems: ConfigProblem[] }) {
  // The sentences below read the active catalogue; subscribing re-renders them when the language changes.
  useLingui()
  const settings = problems.length
  const count = formatCount(settings)
  return (
    <main className="mx-auto max-w-2xl px-6 py-16">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>The app is not configured correctly</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Plural
          value={settings}
          one="One setting needs fixing before the app can start."
          other={`${count} settings need fixing before the app can start.`}
        />
      </p>
      <ul className="mt-6 space-y-4">
        {problems.map((problem) => (
          <li key={problem.variable} className="rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="font-mono text-sm font-semibold text-red-900">{problem.variable}</p>
            <p className="mt-1 text-slate-800">
              <span className="font-mono text-sm break-all">“{problem.value}”</span> {problemText(problem.reason)}
            </p>
            <p className="mt-1 text-slate-700">{fixText(problem.variable)}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-slate-600">
        <Trans>
          Settings are read at build time from the environment or a <code>.env</code> file (see{' '}
          <code>.env.example</code>). Change the value, then restart <code>npm run dev</code> or rebuild.
        </Trans>
      </p>
    </main>
  )
}
