import { firstScreensMarkup } from '../../../build/firstScreenPlugin'
import { renderFirstScreens, type FirstCards } from '../../../build/firstScreens'
import { courseSchema } from '../../../src/api/types'
import { courseCardText, thumbnailLoading } from '../../../src/domain/courseCard'
import { ratingCountLabel } from '../../../src/domain/rating'
import { drawFirstVisitCards, ratingCountWords } from '../../../src/firstVisitCards'
import { EARLY_CATALOGUE_GLOBAL, type EarlyCatalogue } from '../../../src/lib/earlyCatalogue'
import { activateLanguage } from '../../../src/lib/i18n'
import { LANGUAGES, type Language } from '../../../src/lib/language'
import * as v from 'valibot'
import { liveCourseCard } from '../../utils/courseCardMarkup'

/*
 * A first visit to the course list: index.html draws the first courses' cards from the first bytes of the
 * catalogue it asked for early (src/firstVisitCards.ts), before the app's code has arrived. These run the page's
 * own inline scripts and the first-visit code in this document, feed the early answer piece by piece, and compare
 * what is drawn with the app's own cards.
 */

const screens = await renderFirstScreens()
const markup = firstScreensMarkup(screens)
const cards = screens.find((screen) => screen.cards)?.cards as FirstCards

/** An answer whose body arrives in `pieces`, one per read; a promise among them holds the rest back until it settles. */
function answerOf(pieces: (string | Uint8Array | Promise<void>)[], init: ResponseInit = { status: 200 }) {
  const encoder = new TextEncoder()
  let index = 0
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      let piece = pieces[index++]
      while (piece instanceof Promise) {
        await piece
        piece = pieces[index++]
      }
      if (piece === undefined) controller.close()
      else controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece)
    },
  })
  return new Response(body, init)
}

/** The page at /course-list in `language`, with this browser's localStorage holding `kept` (or nothing). */
function openCourseList(language: Language, kept: unknown = null) {
  document.documentElement.lang = language
  document.body.innerHTML = `<div id="root">${markup}</div>`
  localStorage.clear()
  if (kept !== null) localStorage.setItem(cards.storageKey, JSON.stringify(kept))
  for (const script of document.querySelectorAll('#root script'))
    new Function('location', script.textContent ?? '')({ pathname: '/course-list', search: '' })
}

function leaveEarlyAnswer(response: Response | Promise<Response>): EarlyCatalogue {
  const early: EarlyCatalogue = {
    url: '/api/course/all',
    answer: Promise.resolve(response),
    abort: () => {},
    drawn: [],
    stopped: false,
  }
  ;(window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL] = early
  return early
}

const grid = () => document.querySelector('[data-first-screen]:not([hidden]) [data-first-cards]') as HTMLElement
const drawnCards = () => Array.from(grid().querySelectorAll<HTMLElement>('[data-testid="course-card"]'))
const countLine = () => grid().parentElement?.querySelector('[role="status"]')?.textContent ?? ''

/** Lets the first-visit code read every piece it wants (each read is a few promise turns). */
async function settle() {
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0))
}

const course = (index: number, extra: Record<string, unknown> = {}) => ({
  _id: `course_${index}`,
  courseTitle: `Course ${index} <b>"quoted"</b> ]} 😀`,
  courseDescription: '<p>About it</p>',
  courseThumbnail: `https://img.example/${index}.png`,
  coursePrice: 19.99 + index,
  discount: index % 3 === 0 ? 93.68 : 10,
  isPublished: true,
  educator: index % 4 === 1 ? null : { _id: 'e1', name: ` Ada ${index} ` },
  courseRatings: Array.from({ length: index % 5 === 0 ? 1 : index }, (_, rating) => ({
    userId: `u${rating}`,
    rating: 1 + ((rating + index) % 5),
  })),
  ...extra,
})

const answerText = (courses: unknown[], tail = ',"success":true}') => `{"courses":${JSON.stringify(courses)}${tail}`

/** The text's UTF-8 bytes cut into pieces of `size` bytes (a character may be cut between two). */
const piecesOf = (text: string, size: number) => {
  const bytes = new TextEncoder().encode(text)
  return Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.slice(index * size, (index + 1) * size),
  )
}

afterEach(async () => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL]
  localStorage.clear()
  document.body.innerHTML = ''
  await activateLanguage('en')
})

describe.each(LANGUAGES)('on a first visit in %s', (language) => {
  test("the first page of courses is drawn as it arrives, each card exactly as the app draws it, under the app's count line", async () => {
    const courses = [
      ...Array.from({ length: 10 }, (_, index) => course(index)),
      // A course the app's rules leave out is left out here too.
      { courseTitle: 'No id' },
      course(10, { courseThumbnail: 'javascript:alert(1)', discount: null, courseRatings: null }),
      ...Array.from({ length: 20 }, (_, index) => course(11 + index, { coursePrice: 1234567.5 })),
    ]
    const early = leaveEarlyAnswer(answerOf(piecesOf(answerText(courses), 700)))
    openCourseList(language)
    drawFirstVisitCards()
    await settle()

    await activateLanguage(language)
    const valid = courses.filter((item) => v.is(courseSchema, item)).slice(0, 24)
    expect(drawnCards()).toHaveLength(24)
    drawnCards().forEach((card, index) => {
      const text = courseCardText(v.parse(courseSchema, valid[index]), cards.firstVisit.currency, ratingCountLabel)
      expect(card.outerHTML).toBe(liveCourseCard(text, thumbnailLoading(index)).outerHTML)
    })
    expect(countLine()).toBe(cards.arrivingCountLine[language])
    // What the app's first render takes over: the same courses, as they came.
    expect(early.drawn).toEqual(valid)
  })

  test('the rating count is worded as the app words it, for every count', async () => {
    const words = ratingCountWords(cards.firstVisit, language)
    await activateLanguage(language)
    for (const count of [0, 1, 2, 3, 5, 11, 21, 101, 1000, 100000, 1234567])
      expect(words(count)).toBe(ratingCountLabel(count))
  })
})

test('a page of cards at most, and the rest of the answer stays unread for the app', async () => {
  const text = answerText(Array.from({ length: 60 }, (_, index) => course(index)))
  const response = answerOf(piecesOf(text, 2_000))
  const early = leaveEarlyAnswer(response)
  openCourseList('en')
  drawFirstVisitCards()
  await settle()
  expect(drawnCards()).toHaveLength(24)
  expect(early.drawn).toHaveLength(24)
  // The app reads the answer itself, whole.
  expect(await response.text()).toBe(text)
})

test('courses split across pieces of one byte, escapes and surrogate pairs included, are drawn whole', async () => {
  leaveEarlyAnswer(answerOf(piecesOf(answerText([course(1), course(2)]), 1)))
  openCourseList('en')
  drawFirstVisitCards()
  for (let turn = 0; turn < 60 && drawnCards().length < 2; turn += 1) await settle()
  expect(drawnCards().map((card) => card.querySelector('h3')?.textContent)).toEqual([
    course(1).courseTitle,
    course(2).courseTitle,
  ])
})

test.each<[string, () => Response]>([
  [
    'an answer in which the API said no before its courses',
    () => answerOf(['{"success":false,"message":"No"', ',"courses":[', JSON.stringify(course(1)), ']}']),
  ],
  ['an error status', () => answerOf([answerText([course(1)])], { status: 500 })],
  ['an HTML page', () => answerOf(['<!doctype html><html><body>Bad gateway</body></html>'])],
])('%s: no cards, and nothing thrown', async (_case, response) => {
  const early = leaveEarlyAnswer(response())
  openCourseList('en')
  drawFirstVisitCards()
  await settle()
  expect(drawnCards()).toHaveLength(0)
  expect(early.drawn).toEqual([])
  expect(countLine()).toBe('')
})

test('once the app has started, nothing more is drawn: the app draws from there', async () => {
  let release = () => {}
  const rest = new Promise<void>((resolve) => (release = resolve))
  const early = leaveEarlyAnswer(
    answerOf([`{"courses":[${JSON.stringify(course(1))}`, rest, `,${JSON.stringify(course(2))}]}`]),
  )
  openCourseList('en')
  drawFirstVisitCards()
  await settle()
  expect(drawnCards()).toHaveLength(1)
  early.stopped = true
  release()
  await settle()
  expect(drawnCards()).toHaveLength(1)
})

test('an app that started before the answer came: no cards at all', async () => {
  const early = leaveEarlyAnswer(answerOf([answerText([course(1)])]))
  openCourseList('en')
  early.stopped = true
  drawFirstVisitCards()
  await settle()
  expect(drawnCards()).toHaveLength(0)
})

test('a returning visitor sees the cards kept from the last visit: the first-visit code draws nothing over them', async () => {
  const kept = courseCardText(v.parse(courseSchema, course(7)), '$', ratingCountLabel)
  const early = leaveEarlyAnswer(answerOf([answerText([course(1), course(2)])]))
  openCourseList('en', { courses: [], total: 1, cards: [kept], count: '1 course', language: 'en' })
  drawFirstVisitCards()
  await settle()
  expect(drawnCards().map((card) => card.querySelector('h3')?.textContent)).toEqual([kept.title])
  expect(early.drawn).toEqual([])
})

test('the first-visit code may arrive before the page has its cards drawer: it starts once the drawer is there', async () => {
  const early = leaveEarlyAnswer(answerOf([answerText([course(1)])]))
  document.documentElement.lang = 'en'
  document.body.innerHTML = ''
  drawFirstVisitCards()
  expect(early.start).toBeTypeOf('function')
  openCourseList('en')
  await settle()
  expect(drawnCards()).toHaveLength(1)
})

test('while it waits for the first courses the app may wait too; it says when it has drawn them, or given up', async () => {
  let release = () => {}
  const rest = new Promise<void>((resolve) => (release = resolve))
  // The rest of the answer never comes: what ends the wait is the first cards themselves.
  const early = leaveEarlyAnswer(answerOf([rest, `{"courses":[${JSON.stringify(course(1))}`, new Promise(() => {})]))
  const heard = vi.fn()
  openCourseList('en')
  drawFirstVisitCards()
  expect(early.awaitingFirstCards).toBe(true)
  early.onFirstCards = heard
  await settle()
  expect(heard).not.toHaveBeenCalled()
  release()
  await settle()
  expect(drawnCards()).toHaveLength(1)
  expect(heard).toHaveBeenCalled()

  // An answer that brings no cards ends the wait too.
  const refused = leaveEarlyAnswer(answerOf([answerText([], ',"success":false}')]))
  const alsoHeard = vi.fn()
  openCourseList('en')
  drawFirstVisitCards()
  refused.onFirstCards = alsoHeard
  await settle()
  expect(alsoHeard).toHaveBeenCalled()
  expect(refused.awaitingFirstCards).toBe(false)
})
