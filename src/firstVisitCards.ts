import * as v from 'valibot'
import { createObjectStreamReader } from './api/catalogueStream'
import { courseSchema } from './api/types'
import { courseCardText, type CourseCardText } from './domain/courseCard'
import { formatPrice } from './domain/price'
import {
  EARLY_CATALOGUE_GLOBAL,
  RATING_COUNT_TOKEN,
  type EarlyCatalogue,
  type FirstVisitCardSettings,
} from './lib/earlyCatalogue'
import { FIRST_CARDS_ATTRIBUTE } from './lib/firstScreen'
import { formatCount, setFormatLocales } from './lib/format'

/*
 * index.html's own code for a first visit to the course list (docs/performance.md#7-a-first-visits-first-cards): the
 * build bundles this module into a script of its own that the page loads only then (build/firstScreenPlugin.ts), and
 * it runs before the app's JavaScript has arrived. It reads the first courses from the first bytes of the catalogue request the page made early, checks
 * each with the app's course rules, words its card with the app's own card text, and hands the cards to the page's
 * card drawer, until a page of cards is drawn or the app starts (the app then shows the same courses in its first
 * render). Anything unexpected (an error answer, a malformed byte, a refused clone) just means no cards here: the
 * app's own reading of the same answer meets it and says so.
 */

// A piece of the answer decoded and read at a time: a page of cards is about 30 KB of it, and over loopback one read
// can bring megabytes, so decoding no further than needed keeps the page free for the app's own code.
const PIECE_BYTES = 16 * 1024

/** The rating count's label in `language`, from the build's forms (English when the page's language has none). */
export function ratingCountWords(settings: FirstVisitCardSettings, language: string): (count: number) => string {
  const forms = settings.ratingCounts[language] ?? settings.ratingCounts.en ?? {}
  const rules = new Intl.PluralRules(language in settings.ratingCounts ? language : 'en')
  return (count) => (forms[rules.select(count)] ?? forms.other ?? '').split(RATING_COUNT_TOKEN).join(formatCount(count))
}

/**
 * Starts drawing, if index.html shows the course list with nothing kept, asked for the catalogue early and has left
 * the card drawer and its settings (build/firstScreenPlugin.ts, `firstCardsScript`).
 */
export function drawFirstVisitCards(): void {
  const early = (window as unknown as Record<string, EarlyCatalogue | undefined>)[EARLY_CATALOGUE_GLOBAL]
  const grid = document.querySelector(`[data-first-screen]:not([hidden]) [${FIRST_CARDS_ATTRIBUTE}]`)
  const language = grid?.closest('[data-first-screen]')?.getAttribute('lang')
  if (!early || early.stopped) return
  // Arrived before the cards' script further down the page: that script starts this once it has left the drawer.
  if (!early.draw) {
    early.start = drawFirstVisitCards
    return
  }
  const settings = early.cardSettings
  if (!early.answer || !settings || !language) return
  setFormatLocales({ number: settings.numberLocale })
  const countRatings = ratingCountWords(settings, language)
  // The first count and price build their Intl objects (10 to 15 ms each in a fresh page here): built now, while
  // the answer may still be on its way, rather than in the task that draws the first cards.
  countRatings(0)
  formatPrice(0, settings.currency)
  const cardOf = (item: unknown): CourseCardText | null => {
    const checked = v.safeParse(courseSchema, item)
    return checked.success ? courseCardText(checked.output, settings.currency, countRatings) : null
  }
  // The app, if it starts meanwhile, waits a moment for the first cards (whenFirstVisitCardsDrawn).
  early.awaitingFirstCards = true
  const settle = () => {
    early.awaitingFirstCards = false
    early.onFirstCards?.()
  }
  early.answer
    .then((response) => readFirstCourses(response, early, settings.max, cardOf, settle))
    .catch(() => {})
    .finally(settle)
}

async function readFirstCourses(
  response: Response,
  early: EarlyCatalogue,
  max: number,
  cardOf: (item: unknown) => CourseCardText | null,
  onFirstCards: () => void,
): Promise<void> {
  if (early.stopped || !response.ok) return
  // A copy of the body: the answer itself is the app's to read.
  const body = response.clone().body
  if (!body) return
  const reader = body.getReader()
  const stream = createObjectStreamReader('courses')
  const decoder = new TextDecoder()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done || early.stopped) return
      for (let start = 0; start < value.length; start += PIECE_BYTES) {
        const items = stream.push(decoder.decode(value.subarray(start, start + PIECE_BYTES), { stream: true }))
        // An answer in which the API said no shows no courses (the app says why).
        if (stream.fields.success === false) return
        const courses: unknown[] = []
        const cards: CourseCardText[] = []
        for (const item of items) {
          const card = early.drawn.length + cards.length < max ? cardOf(item) : null
          if (card) {
            courses.push(item)
            cards.push(card)
          }
        }
        if (cards.length > 0 && early.draw?.(cards)) {
          early.drawn.push(...courses)
          onFirstCards()
        }
        if (early.drawn.length >= max) return
      }
    }
  } finally {
    // Nothing more is read from the copy, so the browser keeps none of it for this reader.
    void reader.cancel().catch(() => {})
  }
}
