// The catalogue over a phone link, for `npm run bench` (scripts/bench.mjs; alone: `npm run bench -- --only streaming`).
//
// Cold visits to /course-list with the 10,000-course catalogue, desktop Chromium (1280 × 900), a fresh browser
// context each (no cache, no service worker, no storage), timed through scripts/cdpPipe.mjs with the Network
// domain on (it is what emulates the link; it keeps no copy of the answers), the cache off, under two conditions,
// taken in turn so a busy moment on the machine falls on both:
//
// - phone link: Chromium's network emulation at 9 Mbit/s down and up and 150 ms of latency. Chromium adds that
//   latency once per request (no handshakes, no TCP slow start), so a real link of that speed is slower still;
// - loopback: the same without emulation.
//
// Per load, from navigation start: the first course card painted (bench.mjs's INIT_SCRIPT, by Element Timing),
// the catalogue's answer downloaded (Resource Timing's responseEnd of /api/course/all), all courses loaded (the
// list's count line, role=status "10014 courses" or "10,014 courses", is in the DOM: it shows once the whole
// catalogue has arrived, after any "Loading more courses…"), and the long tasks that started before that moment;
// also those while streaming: from the task that read the first courses (the app's "catalogue-first-courses" mark)
// to all loaded.

/** 9 Mbit/s each way and 150 ms of latency, in Network.emulateNetworkConditions' units (bytes per second). */
export const PHONE_LINK = { latency: 150, downloadThroughput: 9_000_000 / 8, uploadThroughput: 9_000_000 / 8 }

const CONDITIONS = [
  { id: 'phone', label: 'Phone link (9 Mbit/s, 150 ms)', network: { conditions: PHONE_LINK } },
  { id: 'loopback', label: 'Loopback (no emulation)', network: {} },
]

// Runs before the app, after INIT_SCRIPT: when the count line first shows a count of courses.
const ALL_LOADED_SCRIPT = () => {
  const COUNT_LINE = /^\d[\d,]* courses?$/
  let settle
  const state = { allLoaded: null, countLine: null, done: new Promise((resolve) => (settle = resolve)) }
  window.__streaming = state
  const observer = new MutationObserver(() => {
    for (const element of document.querySelectorAll('[role="status"]')) {
      const text = element.textContent.trim()
      if (!COUNT_LINE.test(text)) continue
      Object.assign(state, { allLoaded: performance.now(), countLine: text })
      observer.disconnect()
      settle()
      return
    }
  })
  // characterData too: a line that first says "Loading more courses…" may change its text in place.
  observer.observe(document, { childList: true, subtree: true, characterData: true })
}

// Read in the page once it is quiet: the long tasks up to "all loaded", including the one that showed the line.
const LOAD_FIGURES = () => {
  const { firstCard, firstCardPainted, longTasks } = window.__bench
  const { allLoaded, countLine } = window.__streaming
  const before = longTasks.filter((task) => task.start <= allLoaded)
  const firstCourses = performance.getEntriesByName('catalogue-first-courses')[0]?.startTime ?? null
  const streaming = before.filter((task) => firstCourses !== null && task.start + task.duration >= firstCourses)
  const catalogue = performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).pathname === '/api/course/all')
  return {
    firstCard,
    firstCardPainted,
    catalogueDownloaded: catalogue.length ? Math.min(...catalogue.map((entry) => entry.responseEnd)) : null,
    allLoaded,
    countLine,
    longestTask: Math.max(0, ...before.map((task) => task.duration)),
    longTaskCount: before.filter((task) => task.duration > 50).length,
    longestStreamingTask: firstCourses === null ? null : Math.max(0, ...streaming.map((task) => task.duration)),
    streamingTaskCount: firstCourses === null ? null : streaming.filter((task) => task.duration > 50).length,
  }
}

/**
 * `runs` cold loads of /course-list per condition. `helpers`: bench.mjs's INIT_SCRIPT (`initScript`), its
 * `waitForQuiet` and bench-catalogue-discovery.mjs's `pagePromise`. Returns { [condition id]: figures[] }.
 */
export async function measureStreaming(pipeBrowser, appUrl, runs, { initScript, waitForQuiet, pagePromise }) {
  const results = Object.fromEntries(CONDITIONS.map((condition) => [condition.id, []]))
  for (let index = 0; index < runs; index++) {
    for (const condition of CONDITIONS) {
      const page = await pipeBrowser.newPage({
        width: 1280,
        height: 900,
        initScript: [initScript, ALL_LOADED_SCRIPT],
        network: condition.network,
      })
      try {
        await page.goto(`${appUrl}/course-list`)
        await pagePromise(page, () => window.__streaming.done, `All courses loaded (${condition.label})`, 180_000)
        // Quiet: the long task that showed the count line has been reported too.
        await waitForQuiet(page)
        results[condition.id].push(await page.evaluate(LOAD_FIGURES))
      } finally {
        await page.close()
      }
    }
    process.stdout.write('.')
  }
  process.stdout.write('\n')
  return results
}

// The table's rows per condition: label, the figure of one load, how its median is written.
const ROWS = [
  ['first card painted', (load) => load.firstCardPainted, 'ms'],
  ['catalogue downloaded', (load) => load.catalogueDownloaded, 'ms'],
  ['all courses loaded (count line shown)', (load) => load.allLoaded, 'ms'],
  ['longest long task until all loaded', (load) => load.longestTask, 'ms'],
  ['long tasks (> 50 ms) until all loaded', (load) => load.longTaskCount, 'count'],
  ['longest long task while streaming', (load) => load.longestStreamingTask, 'ms'],
  ['long tasks (> 50 ms) while streaming', (load) => load.streamingTaskCount, 'count'],
]

/** Rows for bench.mjs's table: `columns` each carry `streaming` (measureStreaming's result). */
export function streamingRows(columns, { row, ms, median }) {
  // "2104 ms (2020–2476)": the median, then the range over the loads.
  const spread = (values, unit) => {
    const numbers = values.filter(Number.isFinite)
    if (numbers.length === 0) return '–'
    const middle = unit === 'ms' ? ms(median(numbers)) : String(median(numbers))
    if (numbers.length === 1) return middle
    return `${middle} (${Math.round(Math.min(...numbers))}–${Math.round(Math.max(...numbers))})`
  }
  const countLine = row('Count line once all loaded (first phone load)', '', (column) => [
    column.streaming?.phone[0]?.countLine ?? '–',
    '',
  ])
  return [
    countLine,
    ...CONDITIONS.flatMap(({ id, label }) =>
      ROWS.map(([figure, pick, unit]) =>
        row(`${label}: ${figure}`, '', (column) => [spread((column.streaming?.[id] ?? []).map(pick), unit), '']),
      ),
    ),
  ]
}
