import { Trans } from '@lingui/react/macro'
import { useSyncExternalStore } from 'react'
import { subscribeToUpdateOffer, waitingUpdate } from '../../serviceWorker/updateOffer'

/**
 * "A new version is available" with "Reload", once a new deploy's service worker is waiting. The page is
 * never reloaded for the learner: they finish what they are typing or watching and press Reload when
 * they like. The live region is always there, so screen readers announce the notice when it appears.
 */
export function UpdateNotice() {
  const applyUpdate = useSyncExternalStore(subscribeToUpdateOffer, waitingUpdate, () => null)
  return (
    <div role="status" aria-live="polite" className="fixed bottom-4 left-4 z-50 max-w-[calc(100vw-2rem)]">
      {applyUpdate && (
        <div className="flex items-center gap-4 rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm shadow-lg">
          <p className="font-medium text-slate-800">
            <Trans>A new version is available</Trans>
          </p>
          <button
            type="button"
            onClick={applyUpdate}
            className="rounded-md bg-brand-600 px-3 py-1.5 font-medium text-white hover:bg-brand-700"
          >
            <Trans>Reload</Trans>
          </button>
        </div>
      )}
    </div>
  )
}
