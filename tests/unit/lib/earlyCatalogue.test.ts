import {
  EARLY_CATALOGUE_GLOBAL,
  stopFirstVisitCards,
  whenFirstVisitCardsDrawn,
  type EarlyCatalogue,
} from '../../../src/lib/earlyCatalogue'

/*
 * What index.html's first-visit code and the app share: the app's first render waits a moment for a first visit's
 * first cards when they are on their way, and from its start the page draws no more.
 */

function leaveEarly(extra: Partial<EarlyCatalogue> = {}): EarlyCatalogue {
  const early: EarlyCatalogue = {
    url: '/api/course/all',
    answer: null,
    abort: () => {},
    drawn: [],
    stopped: false,
    ...extra,
  }
  ;(window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL] = early
  return early
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL]
  vi.useRealTimers()
})

test('with no first cards on their way (no early request, or its code not waiting), the task runs at once', () => {
  const task = vi.fn()
  whenFirstVisitCardsDrawn(task, 150)
  expect(task).toHaveBeenCalledTimes(1)
  leaveEarly({ awaitingFirstCards: false })
  whenFirstVisitCardsDrawn(task, 150)
  expect(task).toHaveBeenCalledTimes(2)
})

test('while the first cards are on their way, the task waits for them, and runs once', () => {
  const early = leaveEarly({ awaitingFirstCards: true })
  const task = vi.fn()
  whenFirstVisitCardsDrawn(task, 150)
  vi.advanceTimersByTime(100)
  expect(task).not.toHaveBeenCalled()
  early.onFirstCards?.()
  expect(task).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(500)
  early.onFirstCards?.()
  expect(task).toHaveBeenCalledTimes(1)
})

test('first cards that do not come in time: the task runs at the limit', () => {
  const early = leaveEarly({ awaitingFirstCards: true })
  const task = vi.fn()
  whenFirstVisitCardsDrawn(task, 150)
  vi.advanceTimersByTime(149)
  expect(task).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(task).toHaveBeenCalledTimes(1)
  early.onFirstCards?.()
  expect(task).toHaveBeenCalledTimes(1)
})

test('stopping returns what was drawn and tells the page to draw no more', () => {
  expect(stopFirstVisitCards()).toEqual([])
  const early = leaveEarly({ drawn: [{ _id: 'c1' }] })
  expect(stopFirstVisitCards()).toEqual([{ _id: 'c1' }])
  expect(early.stopped).toBe(true)
})
