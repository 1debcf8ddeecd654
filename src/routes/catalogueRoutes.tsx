/**
 * Public screens (SPEC.md sections 1 and 2): home, course list, course detail, about, contact,
 * privacy policy. Each page is its own lazy chunk; they render inside StudentLayout.
 */
export const catalogueRoutes = <></>
