import { Suspense, lazy, useSyncExternalStore } from 'react'
import { TOAST_AUTO_CLOSE_MS } from '../../config/constants'
import { hasRequestedToasts, loadToastify, subscribeToToastRequests } from '../../lib/notify'

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })))

/**
 * The app's toast container (top right, closing after 5 s, Alt+T focuses it). It is mounted once the
 * first toast is asked for and stays mounted from then on.
 */
export function ToastHost() {
  const isNeeded = useSyncExternalStore(subscribeToToastRequests, hasRequestedToasts, () => false)
  if (!isNeeded) return null
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </Suspense>
  )
}
