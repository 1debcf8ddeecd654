import { Trans, useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { useDeferredValue, useId, useMemo, type Ref } from 'react'
import type { CourseDraft } from '../../../domain/courseDraft'
import { publishChecklist, warningCount, type CheckTone, type ThumbnailFacts } from '../../../domain/publishChecklist'
import { formatCount } from '../../../lib/format'

type PublishChecklistProps = {
  draft: CourseDraft
  thumbnail: ThumbnailFacts
  currency: string
  headingRef?: Ref<HTMLHeadingElement>
  className?: string
}

const TONE_ICON = {
  ok: <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />,
  warning: <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />,
  pending: (
    <LoaderCircle
      aria-hidden="true"
      className="mt-0.5 size-4 shrink-0 animate-spin text-slate-500 motion-reduce:animate-none"
    />
  ),
} satisfies Record<CheckTone, unknown>

/**
 * "Before you publish" (docs/product.md#before-you-publish): one line per check of domain/publishChecklist, beside
 * ADD and in the preview. Warnings inform; only the form's own errors stop ADD.
 */
export function PublishChecklist({ draft, thumbnail, currency, headingRef, className = '' }: PublishChecklistProps) {
  const { t, i18n } = useLingui()
  // Typing stays quick: the description's text is read in a background render.
  const shownDraft = useDeferredValue(draft)
  // Words are made here, at render time, so they follow the interface language.
  const items = useMemo(
    () => publishChecklist(shownDraft, thumbnail, currency),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a language switch changes every sentence
    [shownDraft, thumbnail, currency, i18n.locale],
  )
  const headingId = useId()
  const warnings = warningCount(items)
  const shownWarnings = formatCount(warnings)
  return (
    <section aria-labelledby={headingId} className={`rounded-lg border border-slate-200 bg-white p-4 ${className}`}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold text-slate-900">
        <Trans>Before you publish</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {warnings === 0
          ? t`Nothing to fix: learners will see the course as the preview shows it.`
          : plural(warnings, {
              one: `${shownWarnings} thing to check. Warnings do not stop ADD.`,
              other: `${shownWarnings} things to check. Warnings do not stop ADD.`,
            })}
      </p>
      <ul className="mt-3 space-y-1.5 text-sm" data-testid="publish-checklist">
        {items.map((item) => (
          <li
            key={item.id}
            data-tone={item.tone}
            className="flex items-start gap-2 [overflow-wrap:anywhere] text-slate-800"
          >
            {TONE_ICON[item.tone]}
            <span>
              <span className="sr-only">
                {item.tone === 'warning' ? t`Warning:` : item.tone === 'ok' ? t`Done:` : t`Checking:`}{' '}
              </span>
              {item.text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
