// Catalogue discovery figures for `npm run bench` (docs/catalogue-discovery.md#performance), measured on the
// 10,000-course /course-list page that scripts/bench.mjs has just loaded (desktop width, so the sort and
// filters sit inline). For each change, a sort or a filter as a learner makes it:
//
// - input → list painted: from the control's change (or click) event to the paint of the new list's first
//   card (its title's Element Timing, as bench.mjs times the first card of a load), the list being the one for
//   the new query (the results section's data-view-search equals the address's query string);
// - input → all work done: to the first task after the frame that shows the new list, so it also counts
//   what was queued before that task (the router's own render of the new address, images arriving);
// - how many times the list was worked out meanwhile (the page's 'catalogue-view' performance marks; one
//   per change is the rule);
// - the longest task meanwhile.
//
// The first card's paint is bench.mjs's own "First card painted" row; these changes come after it.

export const DISCOVERY_TARGET_MS = 100

/**
 * Starts waiting for a promise the page holds (`pageFunction` returns it) and gives back the wait. Ask for it
 * before the input being timed: polling for the result meanwhile (`waitForFunction`) would run the harness's
 * own script on the page's main thread inside the interval it measures, about 10 ms the first time.
 */
export function pagePromise(page, pageFunction, what, timeoutMs = 60_000) {
  let timer
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not settled within ${timeoutMs} ms`)), timeoutMs)
  })
  return Promise.race([page.evaluate(pageFunction), timeout]).finally(() => clearTimeout(timer))
}

/** The changes measured, in order, each from the state the previous one left. */
const STEPS = [
  { label: 'Sort: Price: low to high', act: (panel) => panel.getByLabel('Sort by').selectOption('price-asc') },
  { label: 'Sort: Highest rated', act: (panel) => panel.getByLabel('Sort by').selectOption('rating') },
  { label: 'Filter: Minimum rating 4 & up', act: (panel) => panel.getByLabel('Minimum rating').selectOption('4') },
  { label: 'Filter: Discounted only', act: (panel) => panel.getByLabel('Discounted only').check() },
  {
    label: 'Filter: an educator',
    act: (panel) => panel.getByLabel('Educator').selectOption({ index: 1 }),
  },
  { label: 'Filter: Max price 500', act: (panel) => panel.getByLabel('Max price').fill('500') },
  {
    label: 'Clear filters',
    act: (_panel, page) => page.getByRole('button', { name: 'Clear filters' }).first().click(),
  },
  { label: 'Sort: Relevance', act: (panel) => panel.getByLabel('Sort by').selectOption('relevance') },
]

/** Arms the page: the next change or click in the document starts the clock; resolves once settled. */
async function armMeasurement(page) {
  await page.evaluate(() => {
    let settle
    const run = { from: null, paintedAt: null, settledAt: null, settled: new Promise((resolve) => (settle = resolve)) }
    window.__discovery = run
    // The list shown is the one for the new query: the results section names the query string it was made for.
    const isShown = () =>
      document.querySelector('[data-view-search]')?.getAttribute('data-view-search') === location.search
    const start = () => {
      if (run.from !== null) return
      run.from = performance.now()
      window.__bench.whenShown(isShown).then(({ paintedAt, settledAt }) => {
        Object.assign(run, { paintedAt, settledAt })
        settle()
      })
    }
    for (const type of ['change', 'input', 'click'])
      document.addEventListener(type, start, { capture: true, once: true })
  })
}

async function measureStep(page, step) {
  const panel = page.getByRole('region', { name: 'Sort and filter courses' })
  // Each change starts from an idle page, as a learner's would: the previous change's deferred cards and
  // the router's catching up are its own work, not the next change's.
  await pagePromise(
    page,
    () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
    'Idle page',
  )
  await armMeasurement(page)
  const settled = pagePromise(page, () => window.__discovery.settled, step.label)
  await step.act(panel, page)
  await settled
  return page.evaluate(() => {
    const { from, paintedAt, settledAt } = window.__discovery
    const computations = performance
      .getEntriesByName('catalogue-view')
      .filter((entry) => entry.startTime >= from && entry.startTime <= settledAt).length
    const longestTask = (window.__bench?.longTasks ?? [])
      .filter((task) => task.start + task.duration >= from && task.start <= settledAt)
      .reduce((max, task) => Math.max(max, task.duration), 0)
    return {
      painted: paintedAt === null ? null : paintedAt - from,
      settle: settledAt - from,
      computations,
      longestTask,
      cards: document.querySelectorAll('[data-testid="course-card"]').length,
    }
  })
}

/**
 * Runs every step on the loaded list; returns { [label]: figures }. The steps start once the page is quiet
 * (`waitForQuiet`): what loading costs is the load's own figures, and a change made while the catalogue is
 * still being read would time that reading, not the change.
 */
export async function measureDiscovery(page, waitForQuiet) {
  await page.goto(new URL('/course-list', page.url()).href)
  await page.getByTestId('course-card').first().waitFor()
  await waitForQuiet(page)
  const results = {}
  for (const step of STEPS) results[step.label] = await measureStep(page, step)
  return results
}

const median = (values) => {
  const sorted = values.filter((value) => value !== null && Number.isFinite(value)).sort((a, b) => a - b)
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)]
}

/**
 * A change's cell: the medians of "painted" and "all work done", judged on the paint (on the work done when
 * the browser reported no paint).
 */
export function paintedAndDone(runs, targetMs, { ms, verdict }) {
  const painted = median(runs.map((run) => run.painted))
  const done = median(runs.map((run) => run.settle))
  const judged = painted ?? done
  return [`${ms(painted)} / ${ms(done)}`, verdict(judged !== null && judged <= targetMs)]
}

/** Rows for bench.mjs's catalogue table: `columns` are its columns, each with `discovery`, a list of runs. */
export function discoveryRows(columns, { row, ms, verdict }) {
  return STEPS.flatMap(({ label }) => [
    row(`${label}: input → list painted / all work done`, `≤ ${DISCOVERY_TARGET_MS} ms`, (column) =>
      paintedAndDone((column.discovery ?? []).map((run) => run[label]).filter(Boolean), DISCOVERY_TARGET_MS, {
        ms,
        verdict,
      }),
    ),
    row(`${label}: list worked out (times) / longest task / cards`, '1 time', (column) => {
      const runs = (column.discovery ?? []).map((run) => run[label]).filter(Boolean)
      const most = Math.max(0, ...runs.map((run) => run.computations))
      return [
        `${most} / ${ms(median(runs.map((run) => run.longestTask)))} / ${runs[0]?.cards ?? '?'}`,
        verdict(runs.length > 0 && most === 1),
      ]
    }),
  ])
}
