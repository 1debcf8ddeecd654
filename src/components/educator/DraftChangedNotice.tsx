import { Trans, useLingui } from '@lingui/react/macro'

type DraftChangedNoticeProps = {
  /** 'changed': another tab stored a newer draft; 'removed': another tab published or discarded it. */
  kind: 'changed' | 'removed'
  /** Takes the other tab's draft ("Load the newer draft"), or empties the form when it removed the draft. */
  onLoad: () => void
  /** Writes this tab's draft over the other's ("Keep this one"). */
  onKeep: () => void
  disabled?: boolean
}

const buttonClass =
  'rounded-md border border-amber-700 bg-white px-3 py-1.5 font-medium text-amber-900 hover:bg-amber-100 disabled:opacity-60'

/**
 * Shown on Add Course when the draft changed in another tab: nothing from this tab is saved until the
 * educator picks one of the two drafts. An alert, because typing on is not saved until then.
 */
export function DraftChangedNotice({ kind, onLoad, onKeep, disabled = false }: DraftChangedNoticeProps) {
  const { t } = useLingui()
  return (
    <div
      role="alert"
      className="mb-6 flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <div className="min-w-0 flex-1 basis-64">
        <p className="font-semibold">
          <Trans>This draft was changed in another tab</Trans>
        </p>
        <p className="mt-1">
          {kind === 'changed'
            ? t`Nothing here is saved until you choose: load the newer draft, or keep this one over it.`
            : t`It was published or discarded there. Nothing here is saved until you choose: clear the form, or keep this one as your draft.`}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onLoad} disabled={disabled} className={buttonClass}>
          {kind === 'changed' ? t`Load the newer draft` : t`Clear the form`}
        </button>
        <button type="button" onClick={onKeep} disabled={disabled} className={buttonClass}>
          <Trans>Keep this one</Trans>
        </button>
      </div>
    </div>
  )
}
