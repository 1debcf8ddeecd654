/*
 * Whether the browser says it is offline. A hint, not a verdict (MDN: navigator.onLine can say "online"
 * on a network that reaches nothing), so it only ever changes wording or skips a call certain to fail.
 */

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/** Calls `onChange` whenever the browser goes offline or comes back; returns the unsubscribe. */
export function subscribeToOnlineStatus(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
