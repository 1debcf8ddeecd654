import { useSyncExternalStore } from 'react'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * A hint, not a block (MDN: navigator.onLine is unreliable): actions stay available. Queries refetch
 * on their own when the browser is back online.
 */
export function OfflineBanner() {
  const isOnline = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div role="status" aria-live="polite">
      {!isOnline && (
        <p className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
          You are offline. We will refresh this page when your connection is back.
        </p>
      )}
    </div>
  )
}
