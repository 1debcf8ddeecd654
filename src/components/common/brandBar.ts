import { routes } from '../../config/paths.ts'

/**
 * The top bar's brand side, in one place: the Navbar and Logo components render it, and the
 * first-paint header in index.html (build/firstPaintPlugin.ts) is drawn from the same values before
 * the app's code has arrived, so the real bar replaces it without anything moving.
 */
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  rect: { width: 32, height: 32, rx: 7, fill: '#1d4ed8' },
  paths: [
    { d: 'M16 7 4 13l12 6 9-4.5V21h2v-7.5Z', fill: '#fff' },
    { d: 'M9 17.2V22c0 1.9 3.1 3.5 7 3.5s7-1.6 7-3.5v-4.8l-7 3.5Z', fill: '#bfdbfe' },
  ],
} as const

/** The classes the navbar's logo link and mark use, shared with the first-paint header. */
export const LOGO_LINK_CLASS = 'flex items-center gap-2 text-xl font-bold tracking-tight'
export const LOGO_MARK_CLASS = 'size-8 shrink-0'

/** The top bar: its height and padding, and the slot the logo sits in. */
export const NAVBAR_HEADER_CLASS = 'border-b border-slate-200'
export const NAVBAR_NAV_CLASS = 'mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 md:px-10'
// Below 360 px the brand name would push the bar wider than the screen (WCAG reflow); the logo mark
// stays, and the name is still the link's accessible name.
export const NAVBAR_BRAND_SLOT_CLASS = 'shrink-0 max-[359px]:[&>*>span]:sr-only'

/**
 * The bar's background: white on the course list's pages, a light brand tint elsewhere. The first-paint bar
 * gets the same from index.html's first-screen script, by the same path prefix.
 */
export const NAVBAR_BACKGROUND = { courseList: 'bg-white', elsewhere: 'bg-brand-50/70' } as const
export const WHITE_NAVBAR_PATH_PREFIX = routes.courseList

export function navbarBackgroundClass(pathname: string): string {
  return pathname.startsWith(WHITE_NAVBAR_PATH_PREFIX) ? NAVBAR_BACKGROUND.courseList : NAVBAR_BACKGROUND.elsewhere
}
