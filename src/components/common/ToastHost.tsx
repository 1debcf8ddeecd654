import { useSyncExternalStore } from 'react'
import { TOAST_AUTO_CLOSE_MS } from '../../config/constants'
import { loadedToastify, subscribeToToastify } from '../../lib/notify'

/**
 * The app's toast container (top right, closing after 5 s, Alt+T focuses it). It is mounted once the
 * first toast has loaded react-toastify and stays mounted from then on. Nothing here can throw when
 * the library fails to download: the container simply waits (see src/lib/notify.ts).
 */
export function ToastHost() {
  const toastify = useSyncExternalStore(subscribeToToastify, loadedToastify, () => null)
  if (!toastify) return null
  return <toastify.ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
}
