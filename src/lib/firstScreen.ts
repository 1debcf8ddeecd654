/*
 * What index.html draws before the app's code runs (build/firstScreenPlugin.ts), as the app sees it.
 */

/** Marks the grid of the course list's opening, which index.html fills with the cards this browser kept. */
export const FIRST_CARDS_ATTRIBUTE = 'data-first-cards'

/** The Element Timing name of a course card's title (the live card's and index.html's copies alike). */
export const COURSE_CARD_TIMING = 'course-card'

/** Whether index.html is showing kept course cards (on a return visit to the course list). */
export function showsKeptCards(): boolean {
  return document.querySelector(`[data-first-screen]:not([hidden]) [${FIRST_CARDS_ATTRIBUTE}] > li`) !== null
}
