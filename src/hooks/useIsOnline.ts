import { useSyncExternalStore } from 'react'
import { isBrowserOffline, subscribeToOnlineStatus } from '../lib/online'

/** Whether the browser says it is online, kept up to date as it goes offline and comes back. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToOnlineStatus,
    () => !isBrowserOffline(),
    () => true,
  )
}
