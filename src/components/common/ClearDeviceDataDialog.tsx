import { useState } from 'react'
import { countLabel } from '../../domain/countLabel'
import { notify } from '../../lib/notify'
import { useDeviceData, type DeviceData } from '../../queries/deviceData'
import { ConfirmDialog } from './ConfirmDialog'

export const DEVICE_DATA_CLEARED = 'Data on this device cleared'

/** What goes, named before anything is removed; the counts are read when the dialog opens. */
function whatGoes(data: DeviceData): string[] {
  return [
    'Copies of your account, courses and progress kept for use without a connection',
    ...(data.pendingLectures > 0
      ? [
          `${countLabel(data.pendingLectures, 'lecture', 'lectures')} marked complete offline and not sent yet: they will not be saved`,
        ]
      : []),
    'Where you stopped in each lecture, your playback speed, study settings and completion dates',
    ...(data.savedCourses > 0 ? [countLabel(data.savedCourses, 'saved course', 'saved courses')] : []),
    ...(data.hasCourseDraft ? ['Your unpublished course draft'] : []),
  ]
}

type ClearDeviceDataDialogProps = { open: boolean; onClose: () => void }

/** "Clear data on this device": asks first, naming what goes; Cancel, Escape and the overlay keep everything. */
export function ClearDeviceDataDialog({ open, onClose }: ClearDeviceDataDialogProps) {
  const deviceData = useDeviceData()
  const [isClearing, setClearing] = useState(false)
  const data = open ? deviceData.read() : null

  async function clear() {
    setClearing(true)
    try {
      await deviceData.clear()
      notify.success(DEVICE_DATA_CLEARED)
      onClose()
    } finally {
      setClearing(false)
    }
  }

  return (
    <ConfirmDialog
      open={open && data !== null}
      onCancel={onClose}
      title="Clear data on this device?"
      description="This removes what this browser keeps for you:"
      cancelLabel="Cancel"
      confirmLabel="Clear data"
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
        Your account, your courses and the progress saved online stay. While you stay signed in, new copies are kept as
        you use the app; sign out to leave none.
      </p>
    </ConfirmDialog>
  )
}
