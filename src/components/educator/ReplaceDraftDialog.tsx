import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '../common/ConfirmDialog'

type ReplaceDraftDialogProps = {
  /** The template's title ("Copy of …") while the question is open; null when closed. */
  templateTitle: string | null
  /** true: replace the draft in progress with the template; false: keep the draft. */
  onAnswer: (replace: boolean) => void
}

/**
 * Asked when "Use as template" meets a draft in progress: nothing is replaced without a yes. Escape, the
 * overlay and "Keep my draft" all keep it.
 */
export function ReplaceDraftDialog({ templateTitle, onAnswer }: ReplaceDraftDialogProps) {
  const { t } = useLingui()
  return (
    <ConfirmDialog
      open={templateTitle !== null}
      onCancel={() => onAnswer(false)}
      title={t`Replace your draft?`}
      description={t`You have an unpublished course in progress. Filling the form with “${templateTitle}” replaces it, and the draft cannot be brought back.`}
      cancelLabel={t`Keep my draft`}
      confirmLabel={t`Replace draft`}
      onConfirm={() => onAnswer(true)}
    />
  )
}
