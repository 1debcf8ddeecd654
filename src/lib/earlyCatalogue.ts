import { onceByDeadline } from './scheduling'

/*
 * The catalogue request index.html makes while the app's JavaScript downloads (build/catalogueHintsPlugin.ts), and
 * what the page's inline code draws from it on a first visit (src/firstVisitCards.ts), as the app sees them
 * (docs/performance.md#7-a-first-visits-first-cards). The inline code keeps them on `window` under one name; the app
 * takes the answer over once (api/transport.ts) and the drawn courses into its first render (queries/cataloguePreview.ts).
 */

/** The name on `window` (a constant the build writes into index.html's inline code). */
export const EARLY_CATALOGUE_GLOBAL = '__edemyCatalogue'

export type EarlyCatalogue = {
  /** The address asked for: the app's own request takes the answer only when it asks for the same. */
  url: string
  /** The answer, until the app's request takes it (then null: a retry asks again). */
  answer: Promise<Response> | null
  /** Ends the early request (the app's request was cancelled or timed out while waiting on it). */
  abort: () => void
  /** The courses index.html drew into the course list's grid, as they came in the answer (unchecked here). */
  drawn: unknown[]
  /** Set when the app starts: from then on index.html's code draws nothing more. */
  stopped: boolean
  /** Draws course cards into the shown grid (set by the first cards' script when it drew nothing kept). */
  draw?: (cards: unknown[]) => boolean
  /** What the first-visit code needs to word a card as the app does (set with `draw`). */
  cardSettings?: FirstVisitCardSettings
  /** Left by the first-visit code when it arrived before `draw` was set: called once it is. */
  start?: () => void
  /** True while the first-visit code waits for the answer's first courses, before it has drawn any. */
  awaitingFirstCards?: boolean
  /** Called (once) when the first-visit code has drawn its first cards or given up (`whenFirstVisitCardsDrawn`). */
  onFirstCards?: () => void
}

/** What the build gives index.html's first-visit code, from its own settings and messages. */
export type FirstVisitCardSettings = {
  /** At most this many cards (the grid's first page). */
  max: number
  /** The build's currency symbol and number locale, as the app formats prices and counts. */
  currency: string
  numberLocale: string
  /**
   * Per language, the rating count's label in each plural category of that language, as the app's messages word it,
   * with RATING_COUNT_TOKEN where the grouped count goes.
   */
  ratingCounts: Record<string, Partial<Record<Intl.LDMLPluralRule, string>>>
}

export const RATING_COUNT_TOKEN = '{count}'

function early(): Partial<EarlyCatalogue> | null {
  if (typeof window === 'undefined') return null
  const value = (window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL]
  return typeof value === 'object' && value !== null ? (value as Partial<EarlyCatalogue>) : null
}

/**
 * The early request's answer, if it asked for `url` and nothing has taken it yet; taken once, with the way to end
 * that request.
 */
export function takeEarlyAnswer(url: string): { answer: Promise<Response>; abort: () => void } | null {
  const state = early()
  if (!state || state.url !== url || !(state.answer instanceof Promise) || typeof state.abort !== 'function')
    return null
  const answer = state.answer
  state.answer = null
  return { answer, abort: state.abort }
}

/**
 * Runs `task` once index.html's first-visit code has drawn its first cards or given up, or at once when it is not
 * waiting for them; at most `maxWaitMs` later. The app's first render waits for them this long: rendered first, it
 * would replace the page's copy of the course list with its loading state, and the cards would come with the app.
 */
export function whenFirstVisitCardsDrawn(task: () => void, maxWaitMs: number): void {
  const state = early()
  if (!state?.awaitingFirstCards || state.stopped) return task()
  state.onFirstCards = onceByDeadline(task, maxWaitMs, () => (state.onFirstCards = undefined))
}

/**
 * The app has started: index.html's code stops drawing, and the courses it drew are returned (in the answer's
 * order, unchecked), for the first render to show the same cards. Empty when it drew none.
 */
export function stopFirstVisitCards(): unknown[] {
  const state = early()
  if (!state) return []
  state.stopped = true
  return Array.isArray(state.drawn) ? state.drawn : []
}
