/*
 * Giving the main thread back: between slices of long work, and until the browser is idle.
 */

type Scheduler = { yield?: () => Promise<void> }

/** Lets the browser paint and handle input before going on (not throttled in background tabs, unlike timers). */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/**
 * Runs `task` once the browser has a moment with nothing else to do, or after `timeoutMs` at the latest (a
 * page that is never idle still gets it done). Where idle callbacks are missing, it runs in the next task.
 * Returns a function that cancels it.
 */
export function runWhenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => task(), { timeout: timeoutMs })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 0)
  return () => clearTimeout(timer)
}

/**
 * Runs `task` once the browser has painted the next frame, or after `maxWaitMs` at the latest: a background
 * tab draws no frames, and the task must not wait for one forever.
 */
export function afterNextPaint(task: () => void, maxWaitMs: number): void {
  const run = onceByDeadline(task, maxWaitMs)
  // The frame's callbacks run before its paint; the task after them comes once it is painted.
  requestAnimationFrame(() => setTimeout(run, 0))
}

/**
 * `task` as a function that runs it once, on its first call or after `maxWaitMs`, whichever comes first: the shape of
 * every wait for something the browser may never do. `onRun` tidies up whatever was waiting (an observer).
 */
export function onceByDeadline(task: () => void, maxWaitMs: number, onRun?: () => void): () => void {
  let hasRun = false
  const run = () => {
    if (hasRun) return
    hasRun = true
    clearTimeout(deadline)
    onRun?.()
    task()
  }
  const deadline = setTimeout(run, maxWaitMs)
  return run
}

/**
 * Runs `task` once an element named `identifier` for Element Timing (its `elementtiming` attribute) has been painted,
 * or after `maxWaitMs` at the latest. Where Element Timing is missing, once the next frame is painted
 * (`afterNextPaint`). A paint already made counts.
 */
export function afterElementPainted(identifier: string, task: () => void, maxWaitMs: number): void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element'))
    return afterNextPaint(task, maxWaitMs)
  const observer = new PerformanceObserver((list) => {
    if (
      list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === identifier)
    )
      run()
  })
  const run = onceByDeadline(task, maxWaitMs, () => observer.disconnect())
  observer.observe({ type: 'element', buffered: true })
}
