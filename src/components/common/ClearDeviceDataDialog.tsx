import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { countLabel } from '../../domain/countLabel'
import { notify } from '../../lib/notify'
import { useDeviceData, type DeviceData } from '../../queries/deviceData'

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
    <Dialog.Root open={open && data !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Clear data on this device?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            This removes what this browser keeps for you:
          </Dialog.Description>
          {data && (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
              {whatGoes(data).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className="mt-3 text-sm text-slate-600">
            Your account, your courses and the progress saved online stay. While you stay signed in, new copies are kept
            as you use the app; sign out to leave none.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button
                type="button"
                className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                Cancel
              </button>
            </Dialog.Close>
            <button
              type="button"
              onClick={() => void clear()}
              disabled={isClearing}
              aria-busy={isClearing || undefined}
              className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              Clear data
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
