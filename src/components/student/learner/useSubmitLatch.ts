import { useCallback, useRef } from 'react'

/**
 * A synchronous in-flight latch for posting controls (DESIGN.md section 6): a burst of clicks or key
 * presses lands before React re-renders the control as disabled, so state alone cannot stop a second
 * request. Failures are toasted by the mutation cache; the latch only has to reopen.
 */
export function useSubmitLatch() {
  const inFlight = useRef(false)
  return useCallback((submit: () => Promise<unknown>) => {
    if (inFlight.current) return
    inFlight.current = true
    submit()
      .catch(() => {})
      .finally(() => {
        inFlight.current = false
      })
  }, [])
}
