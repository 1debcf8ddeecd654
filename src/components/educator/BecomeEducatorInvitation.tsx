import { Trans, useLingui } from '@lingui/react/macro'
import { GraduationCap } from 'lucide-react'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { useBecomeEducator } from '../../queries/role'

/**
 * What a signed-in learner sees under /educator (docs/product.md#educator-area). The educator screens are not
 * rendered, so none of their calls fire (docs/product.md#educator-area).
 */
export function BecomeEducatorInvitation() {
  const { t } = useLingui()
  useDocumentTitle(t`Become an educator`)
  const { becomeEducator, isPending } = useBecomeEducator()
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-3 px-6 py-20 text-center">
      <GraduationCap aria-hidden="true" className="size-12 text-brand-600" />
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Teach on the platform</Trans>
      </h1>
      <p className="text-slate-600">
        <Trans>
          The educator dashboard is for educators. Become one to publish courses and follow your enrollments and
          earnings.
        </Trans>
      </p>
      <button
        type="button"
        onClick={becomeEducator}
        disabled={isPending}
        aria-busy={isPending || undefined}
        className="mt-2 rounded-full bg-brand-600 px-6 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {isPending ? t`Becoming an educator…` : t`Become Educator`}
      </button>
    </section>
  )
}
