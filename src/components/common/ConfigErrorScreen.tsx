import { Plural, Trans } from '@lingui/react/macro'
import type { ConfigProblem } from '../../config/env'
import { formatCount } from '../../lib/format'

/**
 * Shown instead of the app when a setting is malformed: names the variable and how to fix it. The screen's own
 * words follow the interface language; each setting's problem and fix are written in English by src/config/env.ts.
 */
export function ConfigErrorScreen({ problems }: { problems: ConfigProblem[] }) {
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
              <span className="font-mono text-sm break-all">“{problem.value}”</span> {problem.problem}
            </p>
            <p className="mt-1 text-slate-700">{problem.fix}</p>
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
