import { afterNextPaint } from '../../../src/lib/scheduling'

/*
 * The app's first render waits for index.html's kept cards to be painted (src/main.tsx): never longer than
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
