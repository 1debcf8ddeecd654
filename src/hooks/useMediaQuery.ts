import { useCallback, useSyncExternalStore } from 'react'

/** Whether a media query matches now; false where the browser (or a test's jsdom) has no matchMedia. */
export function matchesMedia(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches
}

/** Whether a media query matches, following it as the window changes (resized, rotated, zoomed). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {}
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => matchesMedia(query),
    () => false,
  )
}
