import { afterElementPainted, afterNextPaint } from '../../../src/lib/scheduling'

/*
 * The app's first render waits for the cards index.html drew to be painted (src/main.tsx): never longer than
 * its limit, and once.
 */

let frames: FrameRequestCallback[] = []

beforeEach(() => {
  vi.useFakeTimers()
  frames = []
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const paintFrame = () => {
  const due = frames
  frames = []
  for (const callback of due) callback(performance.now())
}

test('the task runs in the task after the next frame, not before, and once', () => {
  const task = vi.fn()
  afterNextPaint(task, 100)
  vi.advanceTimersByTime(50)
  expect(task).not.toHaveBeenCalled()
  paintFrame()
  expect(task).not.toHaveBeenCalled()
  vi.advanceTimersByTime(0)
  expect(task).toHaveBeenCalledTimes(1)
  vi.advanceTimersByTime(500)
  expect(task).toHaveBeenCalledTimes(1)
})

test('with no frame (a background tab) the task runs at the limit, and not again when a frame comes', () => {
  const task = vi.fn()
  afterNextPaint(task, 100)
  vi.advanceTimersByTime(99)
  expect(task).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(task).toHaveBeenCalledTimes(1)
  paintFrame()
  vi.advanceTimersByTime(10)
  expect(task).toHaveBeenCalledTimes(1)
})

describe('afterElementPainted', () => {
  type Observed = { callback: PerformanceObserverCallback; disconnected: boolean }
  let observers: Observed[] = []
  const paintElement = (identifier: string) => {
    for (const observer of observers.filter((entry) => !entry.disconnected))
      observer.callback(
        { getEntries: () => [{ entryType: 'element', identifier }] } as unknown as PerformanceObserverEntryList,
        {} as PerformanceObserver,
      )
  }
  beforeEach(() => {
    observers = []
    class FakeObserver {
      static supportedEntryTypes = ['element']
      private readonly observed: Observed
      constructor(callback: PerformanceObserverCallback) {
        this.observed = { callback, disconnected: false }
        observers.push(this.observed)
      }
      observe() {}
      disconnect() {
        this.observed.disconnected = true
      }
    }
    vi.stubGlobal('PerformanceObserver', FakeObserver)
  })
  afterEach(() => vi.unstubAllGlobals())

  test('runs once an element of that name is painted, not for another, and once', () => {
    const task = vi.fn()
    afterElementPainted('course-card', task, 100)
    paintElement('hero')
    paintFrame()
    vi.advanceTimersByTime(50)
    expect(task).not.toHaveBeenCalled()
    paintElement('course-card')
    expect(task).toHaveBeenCalledTimes(1)
    paintElement('course-card')
    vi.advanceTimersByTime(500)
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('with nothing painted it runs at the limit', () => {
    const task = vi.fn()
    afterElementPainted('course-card', task, 100)
    vi.advanceTimersByTime(100)
    expect(task).toHaveBeenCalledTimes(1)
    paintElement('course-card')
    expect(task).toHaveBeenCalledTimes(1)
  })

  test('without Element Timing it waits for the next frame instead', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['longtask']
      },
    )
    const task = vi.fn()
    afterElementPainted('course-card', task, 100)
    paintFrame()
    vi.advanceTimersByTime(0)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
