import { useEffect, useState } from 'react'
import { LEARNER_TIMINGS } from '../config/constants'

type CheckoutConfirmationOptions = {
  /** True while the learner is back from checkout and the new enrollment is not in the list yet. */
  isWaiting: boolean
  /** Re-reads the enrolled courses; resolves when the new answer is in. */
  refetch: () => Promise<void>
}

/**
 * The hosted API enrolls the learner when the payment provider confirms the payment, which can land a
 * moment after the browser is back (docs/security-and-reliability.md#payment-confirmation-delay). Rather than an empty table, the list is read
 * again every few seconds, a few times, until the course appears.
 */
export function useCheckoutConfirmation({ isWaiting, refetch }: CheckoutConfirmationOptions) {
  const [attempts, setAttempts] = useState(0)
  const isConfirming = isWaiting && attempts < LEARNER_TIMINGS.checkoutConfirmMaxAttempts

  useEffect(() => {
    if (!isConfirming) return
    let isCurrent = true
    const timer = setTimeout(() => {
      void refetch().finally(() => {
        if (isCurrent) setAttempts((count) => count + 1)
      })
    }, LEARNER_TIMINGS.checkoutConfirmPollMs)
    return () => {
      isCurrent = false
      clearTimeout(timer)
    }
  }, [isConfirming, attempts, refetch])

  return { isConfirming, hasGivenUp: isWaiting && !isConfirming }
}
