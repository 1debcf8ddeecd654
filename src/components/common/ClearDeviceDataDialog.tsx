import { plural, t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { formatCount } from '../../lib/format'
import { notify } from '../../lib/notify'
import { useDeviceData, type DeviceData } from '../../queries/deviceData'
import { ConfirmDialog } from './ConfirmDialog'

/** What goes, named before anything is removed; the counts are read when the dialog opens. */
function whatGoes(data: DeviceData): string[] {
  const { pendingLectures, savedCourses } = data
  const pending = formatCount(pendingLectures)
  const saved = formatCount(savedCourses)
  return [
    t`Copies of your account, courses and progress kept for use without a connection`,
    ...(pendingLectures > 0
      ? [
          plural(pendingLectures, {
            one: `${pending} lecture marked complete offline and not sent yet: it will not be saved`,
            other: `${pending} lectures marked complete offline and not sent yet: they will not be saved`,
          }),
        ]
      : []),
    t`Where you stopped in each lecture, your playback speed, study settings and completion dates`,
    t`Your notes on lectures`,
    ...(savedCourses > 0
      ? [plural(savedCourses, { one: `${saved} saved course`, other: `${saved} saved courses` })]
      : []),
    ...(data.hasCourseDraft ? [t`Your unpublished course draft`] : []),
  ]
}

type ClearDeviceDataDialogProps = { open: boolean; onClose: () => void }

/** "Clear data on this device": asks first, naming what goes; Cancel, Escape and the overlay keep everything. */
export function ClearDeviceDataDialog({ open, onClose }: ClearDeviceDataDialogProps) {
  const deviceData = useDeviceData()
  const [isClearing, setClearing] = useState(false)
  const data = open ? deviceData.read() : null
  const { t: translate } = useLingui()

  async function clear() {
    setClearing(true)
    try {
      await deviceData.clear()
      notify.success(translate`Data on this device cleared`)
      onClose()
    } finally {
      setClearing(false)
    }
  }

  return (
    <ConfirmDialog
      open={open && data !== null}
      onCancel={onClose}
      title={translate`Clear data on this device?`}
      description={translate`This removes what this browser keeps for you:`}
      cancelLabel={translate`Cancel`}
      confirmLabel={translate`Clear data`}
      onConfirm={() => void clear()}
      tone="danger"
      isBusy={isClearing}
    >
      {data && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {whatGoes(data).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-600">
        <Trans>
          Your account, your courses and the progress saved online stay. While you stay signed in, new copies are kept
          as you use the app; sign out to leave none.
        </Trans>
      </p>
    </ConfirmDialog>
  )
}
