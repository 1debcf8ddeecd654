// With its extension: the local API (run by Node through tsx) imports this file too.
import { IMAGE_TYPES } from '../lib/imageType.ts'

/** Business constants and limits (docs/product.md#constants), named once so components hold no magic numbers. */

export const DESCRIPTION_PREVIEW_LENGTH = 200
export const FEATURED_COURSE_COUNT = 4
export const LOADING_REDIRECT_MS = 3000

export const DISCOUNT_MIN = 0
export const DISCOUNT_MAX = 100
export const RATING_MIN = 1
export const RATING_MAX = 5

export const TOAST_AUTO_CLOSE_MS = 5000

/** Scroll animations (AOS): duration per screen and the per-card stagger. */
export const ANIMATION_MS = {
  courseList: 800,
  courseDetail: 500,
  staticPage: 1000,
  staggerPerCard: 100,
} as const

/**
 * Tailwind's `md` breakpoint (48rem), where the layout leaves its phone form: for code that must switch at
 * the same width as the `md:` classes (e.g. the course list's Filters sheet, which has no place from md).
 */
export const MD_UP_MEDIA_QUERY = '(min-width: 48rem)'

/** The chapter panel on the course screen is capped at Tailwind's max-h-96. */
export const CHAPTER_PANEL_MAX_HEIGHT_CLASS = 'max-h-96'

/** Course grid: how many cards render before the next page is added (keeps 10,000 courses fast). */
export const COURSE_GRID_PAGE_SIZE = 24

/**
 * The cards a grid new on screen draws in its first render: one row of the widest grid, the top of a phone's screen.
 * The rest of its page follows in a later task (components/learner/CourseGrid.tsx); a catalogue streaming in shows
 * its first page a row per task (queries/arrivingCourses.ts). With two rows (8), drawing the first courses of the
 * catalogue was a task of 50 to 80 ms on a slow machine.
 */
export const FIRST_RENDER_CARD_COUNT = 4

/** Thumbnail upload rules, mirrored by the local API (docs/api.md#server-rules). */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024
// Every type the signature check can name (the image's first bytes decide, never its name).
export const THUMBNAIL_TYPES = IMAGE_TYPES

/** Rich-text editor rules (docs/product.md#constants). */
export const EDITOR = {
  historyMaxSteps: 100,
  historyDelayMs: 1000,
  imageUploadTypes: ['image/png', 'image/jpeg'],
  indentLevels: 8,
  sizes: ['small', false, 'large', 'huge'],
  fonts: [false, 'serif', 'monospace'],
  headers: [1, 2, 3, 4, 5, 6, false],
  linkProtocols: ['http', 'https', 'mailto', 'tel', 'sms'],
  imageProtocols: ['http', 'https', 'data'],
} as const

/** Request timeouts (docs/security-and-reliability.md#time-limits). */
export const TIMEOUT_MS = {
  get: 20_000,
  post: 20_000,
  upload: 120_000,
} as const

/** GET retries (never a POST): attempts after the first, and the backoff base. */
export const GET_RETRY = { maxRetries: 2, baseDelayMs: 300, maxDelayMs: 5000 } as const

/** How long a loaded answer counts as fresh before a screen that shows it asks again. */
export const FRESH_ANSWER_MS = 60_000

/** Server messages are shown as toasts; cap them so a runaway message cannot fill the screen. */
export const MAX_MESSAGE_LENGTH = 300

/** Learner journey: timings where the spec is silent. */
export const LEARNER_TIMINGS = {
  /** Back from checkout with no enrollment yet: how often and how many times the list is re-read. */
  checkoutConfirmPollMs: 2000,
  checkoutConfirmMaxAttempts: 5,
  /** The YouTube player's ready promise never rejects: give up waiting after this (see
   * docs/security-and-reliability.md#video-players). */
  playerLoadWatchdogMs: 10_000,
} as const

/** Catalogue cards: the 100 ms-per-index AOS stagger stops after this many steps (card 24 must not wait 2.4 s). */
export const COURSE_CARD_MAX_STAGGER_STEPS = 5

/** Rows per page of the enrollment tables (dashboard, Students Enrolled): 10,000 sales stay quick to show. */
export const ENROLLMENT_TABLE_PAGE_SIZE = 50

/** The service worker registers once the loaded page is idle, and at the latest this long after it has loaded. */
export const SERVICE_WORKER_REGISTER_MAX_WAIT_MS = 5000

/**
 * With course cards in index.html's course list (kept, or a first visit's), the app's first render waits for them
 * to be painted, and at most this long (a background tab paints nothing). On a busy 2-core machine a first visit's
 * cards took more than 100 ms to reach the screen: with 100, they were painted before the app's render (one long
 * task) in 3 of 10 cold loads in production's set-up, with 200 in 7 of 10.
 */
export const KEPT_CARDS_PAINT_MAX_WAIT_MS = 200

/**
 * On a first visit to the course list, while index.html is reading the catalogue's first courses to draw them, the
 * app's first render waits for those cards this long at most: rendered first, it would put the list's loading state
 * in their place. Longer would keep a slow API's visitor from a working page.
 */
export const FIRST_VISIT_CARDS_MAX_WAIT_MS = 150

/** A user's personal copies on a device (saved answers, lectures waiting to be sent) go after this long unused. */
export const PERSONAL_COPIES_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

/**
 * While the catalogue streams in, the courses that arrived reach the screens at most this often (the first ones at
 * once): a 10,000-course answer comes in a few hundred pieces, and each would otherwise re-render the lists.
 */
export const ARRIVING_COURSES_PUBLISH_MS = 200
