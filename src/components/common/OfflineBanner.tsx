import { Trans } from '@lingui/react/macro'
import { useIsOnline } from '../../hooks/useIsOnline'

/**
 * A hint, not a block: actions stay available. Queries refetch on their own when the browser is back
 * online, and what the service worker kept still shows meanwhile (docs/offline.md).
 */
export function OfflineBanner() {
  const isOnline = useIsOnline()
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          <Trans>You are offline. We will refresh this page when your connection is back.</Trans>
        </p>
      )}
    </div>
  )
}
