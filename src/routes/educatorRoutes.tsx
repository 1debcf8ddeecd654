/** The educator area under /educator: its own layout (no learner navigation bar), lazy-loaded. */
export const educatorRoutes = <></>
