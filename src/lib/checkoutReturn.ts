/**
 * The router state the loading screen hands to the next screen after the return from checkout, so
 * My Enrollments knows the learner has just paid and may have to wait for the enrollment.
 */
export type CheckoutReturnState = { fromCheckout: true }

export const checkoutReturnState: CheckoutReturnState = { fromCheckout: true }

/** History state can hold anything (another tab, an old version of the app); read it defensively. */
export function isCheckoutReturn(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { fromCheckout?: unknown }).fromCheckout === true
}
