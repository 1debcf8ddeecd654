import { useLingui } from '@lingui/react/macro'
import { Trash2 } from 'lucide-react'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useAuth } from '../../auth/AuthContext'

// The confirmation (and the dialog library) loads when the entry is chosen, never with the top bar.
const ClearDeviceDataDialog = lazy(() =>
  import('./ClearDeviceDataDialog').then((module) => ({ default: module.ClearDeviceDataDialog })),
)

/** The sign-in provider's account menu with the app's own entry, "Clear data on this device". */
export function AccountMenu() {
  const { UserButton } = useAuth()
  const [isAsking, setAsking] = useState(false)
  const [hasAsked, setHasAsked] = useState(false)
  const { t } = useLingui()
  const label = t`Clear data on this device`
  const actions = useMemo(
    () => [
      {
        label,
        icon: <Trash2 aria-hidden="true" className="size-4" />,
        onSelect: () => {
          setHasAsked(true)
          setAsking(true)
        },
      },
    ],
    [label],
  )
  return (
    <>
      {/* Never squeezed by the bar's links on a narrow phone: the avatar keeps its size and stays on screen. */}
      <span className="flex shrink-0">
        <UserButton actions={actions} />
      </span>
      {hasAsked && (
        <Suspense fallback={null}>
          <ClearDeviceDataDialog open={isAsking} onClose={() => setAsking(false)} />
        </Suspense>
      )}
    </>
  )
}
