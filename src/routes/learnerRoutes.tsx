/** Signed-in learner screens: my enrollments, the player and the checkout-return loading screen. */
export const learnerRoutes = <></>
