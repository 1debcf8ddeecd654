import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { StudyDialog } from './StudyDialog'

const SHORTCUTS = [
  ['N', msg`Next lecture`],
  ['P', msg`Previous lecture`],
  ['M', msg`Mark as complete`],
  ['?', msg`Show these shortcuts`],
] as const

type ShortcutsDialogProps = {
  open: boolean
  onClose: () => void
  enabled: boolean
  onEnabledChange: (enabled: boolean) => void
}

/** "Keyboard shortcuts" (docs/study-flow.md#keyboard-shortcuts): the list, and the switch that turns them off (WCAG 2.1.4). */
export function ShortcutsDialog({ open, onClose, enabled, onEnabledChange }: ShortcutsDialogProps) {
  const { t } = useLingui()
  return (
    <StudyDialog
      open={open}
      onClose={onClose}
      title={t`Keyboard shortcuts`}
      description={t`Single keys work in the player while focus is not in a text field, the rating or a dialog.`}
    >
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
        {SHORTCUTS.map(([key, action]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono text-sm">{key}</kbd>
            </dt>
            <dd className="text-slate-800">{t(action)}</dd>
          </div>
        ))}
      </dl>
      <label className="mt-5 flex items-center gap-2 text-slate-800">
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => onEnabledChange(event.target.checked)}
          className="size-4 accent-brand-600"
        />
        <Trans>Use single-key shortcuts</Trans>
      </label>
    </StudyDialog>
  )
}
