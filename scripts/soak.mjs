// A soak run: a seeded random walk of real journeys through the built app, in Debian's Chromium, against the
// local API, while a fault layer breaks a share of the API's calls.
//
//   npm run soak -- [--minutes 5] [--seed 1337] [--dist DIR] [--port 4411] [--fault-rate 0.15] [--only a,b]
//
// - Without --dist it builds the app in local mode into .e2e-dist/soak (scripts/buildModes.mjs env local); with
//   --dist it serves that build as it is (scripts/test-all.sh passes the e2e build).
// - Fresh demo data in .local-data/soak-<port> (local-api/reset.ts), then `vite preview` on the port with the
//   local API mounted; stopped at the end, however the run ends.
// - Journeys (scripts/soak/journeys.mjs) and faults (scripts/soak/faults.mjs) are drawn from the seed, printed
//   at the start: the same seed replays the same walk and faults the same calls. --only limits the walk to some
//   journeys (to reproduce a finding faster).
// - Stops starting steps after --minutes, finishes the current one, then gives the app a fault-free online
//   period to send what it kept offline, and asks the API whether every lecture the app accepted as complete
//   is complete there. The whole run ends within --minutes + 2 minutes.
//
// Prints one line, "{journeys} journeys, {faults} faults, {errors} page errors, {lost} lost completions", and a
// breakdown. Exits 1 when the pages threw, logged console errors (Chromium's own "Failed to load resource" network
// log excepted: see scripts/soak/observe.mjs), a step got stuck, or a lecture accepted as complete is not
// complete on the server; 2 when the run could not start.
import { appendFileSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium.mjs'
import { createFaultLayer, FAULT_KINDS } from './soak/faults.mjs'
import { JOURNEYS, pendingLectures } from './soak/journeys.mjs'
import { createOracle } from './soak/oracle.mjs'
import { pathOf, toastRecorderScript, toastsOf, watchPage } from './soak/observe.mjs'
import { stream } from './soak/random.mjs'
import {
  assertPortFree,
  buildApp,
  killAllChildrenNow,
  resetData,
  startPreview,
  stopAllChildren,
} from './soak/server.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const STARTED = Date.now()

// --- options ----------------------------------------------------------------------------------------------

const DEFAULT_SEED = 1337
const USAGE =
  'Usage: npm run soak -- [--minutes N] [--seed S] [--dist DIR] [--port P] [--fault-rate 0..1] [--only journey,…]\n' +
  `Journeys: ${Object.keys(JOURNEYS).join(', ')}`

function readOptions(argv) {
  const options = { minutes: 5, seed: DEFAULT_SEED, dist: null, port: 4411, faultRate: 0.15, only: null }
  for (let index = 0; index < argv.length; index++) {
    const flag = argv[index]
    const value = argv[index + 1]
    const number = Number(value)
    if (flag === '--help' || flag === '-h') {
      console.log(USAGE)
      process.exit(0)
    } else if (flag === '--minutes' && number > 0) options.minutes = number
    else if (flag === '--seed' && Number.isInteger(number)) options.seed = number >>> 0
    else if (flag === '--dist' && value) options.dist = value
    else if (flag === '--port' && Number.isInteger(number) && number > 0 && number < 65536) options.port = number
    else if (flag === '--fault-rate' && number >= 0 && number <= 1) options.faultRate = number
    else if (flag === '--only' && value && value.split(',').every((name) => name in JOURNEYS)) {
      options.only = value.split(',')
    } else {
      console.error(`soak: cannot read ${flag} ${value ?? ''}\n${USAGE}`)
      process.exit(2)
    }
    index += 1
  }
  return options
}

const options = readOptions(process.argv.slice(2))
const { minutes, seed, port, faultRate } = options
const BASE_URL = `http://localhost:${port}`
const DATA_DIR = path.join(ROOT, '.local-data', `soak-${port}`)
const OUT_DIR = options.dist ?? '.e2e-dist/soak'
const ARTIFACTS = path.join(ROOT, 'test-results', `soak-${port}`)

// --- time limits ------------------------------------------------------------------------------------------

/** The whole run, start-up and shutdown included, ends by then. */
const HARD_END = STARTED + (minutes + 2) * 60_000
/** No step takes longer than this (its own waits are shorter: this is the net under them). */
const STEP_MAX_MS = 75_000
/** Kept after the walk for the final online period, the check against the API and shutting down. */
const FINAL_MIN_MS = 45_000
const SHUTDOWN_MS = 12_000
/** No journey takes longer than this, all its steps included. */
const JOURNEY_MAX_MS = 4 * 60_000
/** The least time the step under way when the walk ends is given to finish. */
const LAST_STEP_MS = 40_000

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Settles with `promise`, or rejects after ms. */
function within(promise, ms, what) {
  let timer
  return Promise.race([
    promise,
    new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: more than ${ms / 1000} s`)), ms))),
  ]).finally(() => clearTimeout(timer))
}

// --- what the run records -----------------------------------------------------------------------------------

const stats = {
  journeys: [],
  pageErrors: [],
  consoleErrors: [],
  stuck: [],
  crashScreens: [],
  checkFailures: [],
  serverErrors: [],
  /** Chromium's network log messages left out of the console errors: "cause: detail" → count. */
  excluded: new Map(),
  /** Error toasts the app showed: text → count. */
  errorToasts: new Map(),
  /** `${persona}|${courseId}|${lectureId}` → { persona, courseId, lectureId, how, journey } */
  accepted: new Map(),
  offlineSyncs: { sent: 0, waiting: 0 },
  /** `${courseId}|${lectureId}` → the faults its "mark complete" calls met */
  progressFaults: new Map(),
  phases: {},
  notes: [],
}

class EndOfWalk extends Error {}

// --- the run ------------------------------------------------------------------------------------------------

let browser = null
let faults = null
let finished = false

async function main() {
  const replay = [
    `--seed ${seed} --minutes ${minutes}`,
    faultRate === 0.15 ? '' : ` --fault-rate ${faultRate}`,
    options.only ? ` --only ${options.only.join(',')}` : '',
  ].join('')
  console.log(
    `soak: seed ${seed} (replay: npm run soak -- ${replay}), ${minutes} min, ` +
      `faults on ${Math.round(faultRate * 100)} % of API calls, http://localhost:${port}, data ${path.relative(ROOT, DATA_DIR)}`,
  )
  console.log(
    `soak: fault kinds: ${Object.entries(FAULT_KINDS)
      .map(([kind, what]) => `${kind} = ${what}`)
      .join('; ')}`,
  )
  let phase = Date.now()
  const lap = (name) => {
    stats.phases[name] = Date.now() - phase
    phase = Date.now()
  }

  await assertPortFree(port)
  if (options.dist) {
    if (!existsSync(path.resolve(ROOT, OUT_DIR, 'index.html'))) throw new Error(`--dist ${OUT_DIR} has no index.html`)
  } else {
    console.log(`soak: building the app (local mode) into ${OUT_DIR}`)
    await buildApp({ cwd: ROOT, outDir: OUT_DIR, timeoutMs: 150_000 })
    lap('build')
  }
  await resetData({ cwd: ROOT, dataDir: DATA_DIR, timeoutMs: 60_000 })
  await startPreview({ cwd: ROOT, outDir: OUT_DIR, port, dataDir: DATA_DIR, timeoutMs: 60_000 })
  lap('start')

  browser = await within(
    chromium.launch({ executablePath: CHROMIUM_PATH, args: [...QUIET_CHROMIUM_FLAGS, '--disable-quic'] }),
    60_000,
    'starting Chromium',
  )
  const oracle = createOracle(BASE_URL)
  faults = createFaultLayer({ seed, rate: faultRate, onFault: recordFault })
  const personas = await createPersonas(oracle)
  mkdirSync(ARTIFACTS, { recursive: true })
  let catalogue = null
  const shared = {
    oracle,
    faults,
    catalogue: async () => (catalogue ??= await oracle.catalogue()),
    catalogueChanged: () => (catalogue = null),
  }
  lap('browser')

  // The step under way at walkEnd may take what is left before the final period (at least LAST_STEP_MS).
  const walkEnd = Math.min(Date.now() + minutes * 60_000, HARD_END - FINAL_MIN_MS - SHUTDOWN_MS - LAST_STEP_MS)
  if (walkEnd < Date.now() + minutes * 60_000 - 1000) {
    stats.notes.push(
      `start-up took ${Math.round((Date.now() - STARTED) / 1000)} s: the walk was shortened to end in time`,
    )
  }
  console.log(`soak: walking until ${new Date(walkEnd).toISOString().slice(11, 19)} UTC`)
  const walk = stream(seed, 'journeys')
  // Every kind of journey once, in a seeded order, so even a short run covers them all; then drawn by weight.
  const kinds = options.only ?? Object.keys(JOURNEYS)
  const firstRound = walk.sample(kinds, kinds.length)
  const weights = Object.fromEntries(kinds.map((key) => [key, JOURNEYS[key].weight]))
  for (let n = 1; Date.now() < walkEnd; n++) {
    const name = firstRound[n - 1] ?? walk.weighted(weights)
    const who = JOURNEYS[name].who
    const candidates =
      who === 'anyone'
        ? [personas.visitor, personas.visitor, ...personas.learners, personas.educator]
        : who === 'learner'
          ? personas.learners
          : [personas.educator]
    await runJourney(n, name, walk.pick(candidates), shared, walkEnd)
  }
  lap('walk')

  await finalOnlinePeriod(personas, shared)
  lap('final online period')
  const lost = await checkCompletions(personas, oracle)
  lap('check')
  return lost
}

function recordFault(fault) {
  const faulted = faultedOn.get(fault.page)
  if (!faulted) return
  faulted.requests.add(fault.request)
  // Only these leave a "Failed to load resource" line in the console.
  const logs = fault.kind === 'http500' || fault.kind === 'abort' || (fault.kind === 'html' && fault.status >= 400)
  if (logs) faulted.urls.set(fault.url, (faulted.urls.get(fault.url) ?? 0) + 1)
  const what = `${fault.kind}${fault.ms ? ` ${fault.ms} ms` : ''}${fault.status ? ` ${fault.status}` : ''}${fault.forward ? ' (after the server answered)' : ''}`
  faulted.log.push(`${what} ${fault.method} ${pathOf(fault.url)}`)
  // Which lecture a faulted "mark complete" call carried, for the report of a lost completion.
  if (pathOf(fault.url) === '/api/user/update-course-progress') {
    try {
      const { courseId, lectureId } = JSON.parse(fault.request.postData() ?? '{}')
      const key = `${courseId}|${lectureId}`
      stats.progressFaults.set(key, [...(stats.progressFaults.get(key) ?? []), `${what} (${faulted.label})`])
    } catch {
      // not JSON: nothing to tell
    }
  }
}

/** page → what the fault layer did on it: { urls, requests, log } */
const faultedOn = new WeakMap()

const LOCAL_TOKEN_KEY = 'edemy.local-auth.token'

/** A signed-out visitor, two learners (one with courses, one without) and the demo educator: a context each. */
async function createPersonas(oracle) {
  const make = async (key, userId) => {
    const session = userId ? await oracle.signIn(userId) : null
    const context = await browser.newContext({
      baseURL: BASE_URL,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
      acceptDownloads: true,
    })
    await context.addInitScript(toastRecorderScript)
    if (session) {
      // A returning visitor's session, as tests/e2e/fixtures.ts puts it in place (kept if the app has one).
      await context.addInitScript(
        ([tokenKey, token]) => {
          if (window !== window.top) return
          if (!localStorage.getItem(tokenKey)) localStorage.setItem(tokenKey, token)
        },
        [LOCAL_TOKEN_KEY, session.token],
      )
    }
    return {
      key,
      name: session?.name ?? 'visitor',
      token: session?.token,
      userId: session?.userId,
      context,
      offline: false,
    }
  }
  const learners = [await make('learner', 'user_demo_learner'), await make('freshLearner', 'user_demo_fresh')]
  return {
    visitor: await make('visitor', null),
    learners,
    educator: await make('educator', 'user_demo_educator'),
    all() {
      return [this.visitor, ...this.learners, this.educator]
    },
  }
}

/** The machine has no internet: YouTube's IFrame API gets an empty script (as in tests/e2e/fixtures.ts). */
async function stubYouTube(page) {
  await page.route(/^https?:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
}

async function openWatchedPage(persona, label, withFaults, faults) {
  const page = await within(persona.context.newPage(), 20_000, 'opening a page')
  page.setDefaultTimeout(20_000)
  page.setDefaultNavigationTimeout(35_000)
  const faulted = { urls: new Map(), requests: new WeakSet(), log: [], label }
  faultedOn.set(page, faulted)
  watchPage(page, { stats, journey: { label }, isOffline: () => persona.offline, faulted })
  await stubYouTube(page)
  if (withFaults) await faults.install(page, () => persona.offline)
  return page
}

async function runJourney(n, chosen, persona, shared, walkEnd) {
  let name = chosen
  const { oracle, faults } = shared
  // Studying needs a course: a learner who owns none enrolls first.
  if (['study', 'rate', 'offlineStudy'].includes(name)) {
    const owned = await oracle.enrolledCourses(persona.token).catch(() => [])
    if (owned.length === 0) name = 'enroll'
  }
  const label = `#${n} ${name} (${persona.name})`
  const record = { n, name, persona: persona.key, outcome: 'ok', handled: [], notes: [] }
  stats.journeys.push(record)
  const random = stream(seed, `journey #${n}`)
  let page = null
  const j = {
    label,
    persona,
    random,
    oracle,
    catalogue: shared.catalogue,
    catalogueChanged: shared.catalogueChanged,
    get page() {
      return page
    },
    note: (text) => record.notes.push(text),
    handled: (text) => {
      record.handled.push(text)
      if (record.outcome === 'ok') record.outcome = 'handled'
    },
    skip: (why) => {
      record.outcome = 'skipped'
      record.notes.push(why)
    },
    accept: (courseId, lectureId, how) => {
      const key = `${persona.key}|${courseId}|${lectureId}`
      if (!stats.accepted.has(key))
        stats.accepted.set(key, { persona: persona.key, courseId, lectureId, how, journey: label })
    },
    enrolled: (courseId) => record.notes.push(`enrolled in ${courseId}`),
    offlineSync: (outcome) => (stats.offlineSyncs[outcome === 'sent' ? 'sent' : 'waiting'] += 1),
    checkFailed: (text) => stats.checkFailures.push(`${label}: ${text}`),
    setOffline: async (offline) => {
      await persona.context.setOffline(offline)
      persona.offline = offline
    },
    step: async (stepName, run) => {
      if (Date.now() > walkEnd) throw new EndOfWalk()
      const limit = Math.min(STEP_MAX_MS, HARD_END - FINAL_MIN_MS - SHUTDOWN_MS - Date.now())
      try {
        return await within(run(), Math.max(limit, 5000), `step "${stepName}"`)
      } catch (error) {
        error.step = stepName
        throw error
      }
    },
  }
  const startedAt = Date.now()
  try {
    page = await openWatchedPage(persona, label, true, faults)
    // Each step has its own bound; this one also covers the journey's quick work between steps.
    await within(JOURNEYS[name].run(j), JOURNEY_MAX_MS, `journey ${label}`)
  } catch (error) {
    if (error instanceof EndOfWalk) {
      record.outcome = record.outcome === 'ok' ? 'cut at the time limit' : record.outcome
    } else {
      record.outcome = 'stuck'
      await recordStuck(record, label, page, error)
    }
  } finally {
    if (persona.offline) await within(j.setOffline(false), 10_000, 'going online').catch(() => {})
    if (page) await closePage(page, record)
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1)
  const extra = [...record.handled, ...record.notes].join('; ')
  console.log(`  ${label}: ${record.outcome} in ${seconds} s${extra ? ` — ${extra}` : ''}`)
}

async function recordStuck(record, label, page, error) {
  const message = (error?.message ?? String(error)).split('\n')[0].slice(0, 300)
  let where = '?'
  let screen = ''
  let shot = ''
  if (page) {
    where = pathOf(page.url())
    screen = await within(page.locator('body').innerText(), 5000, 'reading the page')
      .then((text) => text.replace(/\s+/g, ' ').slice(0, 300))
      .catch(() => '')
    shot = path.join(ARTIFACTS, `${record.n}-${record.name}.png`)
    await within(page.screenshot({ path: shot }), 10_000, 'screenshot').catch(() => (shot = ''))
  }
  const faults = page ? faultedOn.get(page)?.log.slice(-8).join(', ') : ''
  stats.stuck.push(
    `${label}, step "${error?.step ?? '?'}" at ${where}: ${message}` +
      `${faults ? `\n      faults on this page: ${faults}` : ''}` +
      `${screen ? `\n      page showed: ${screen}` : ''}${shot ? `\n      screenshot: ${path.relative(ROOT, shot)}` : ''}`,
  )
}

/** Keeps what the page's toasts said and whether it shows the crash screen, then closes it. */
async function closePage(page, record) {
  const toasts = await within(toastsOf(page), 5000, 'reading toasts').catch(() => [])
  for (const toast of toasts) {
    if (toast.kind === 'error') stats.errorToasts.set(toast.text, (stats.errorToasts.get(toast.text) ?? 0) + 1)
  }
  const crashed = await page
    .getByText('This page could not be shown. The rest of the site still works.')
    .isVisible()
    .catch(() => false)
  if (crashed) stats.crashScreens.push(`#${record.n} ${record.name} at ${pathOf(page.url())}`)
  await within(page.close({ runBeforeUnload: false }), 10_000, 'closing a page').catch((error) =>
    stats.notes.push(`a page did not close: ${error.message}`),
  )
}

/**
 * The final online period: no more faults, every learner's browser online with the app open, until the app's
 * offline queue is empty (or the time left runs out).
 */
async function finalOnlinePeriod(personas, shared) {
  shared.faults.setEnabled(false)
  const budgetEnd = Math.min(Date.now() + 60_000, HARD_END - SHUTDOWN_MS - 5000)
  for (const persona of personas.learners) {
    const label = `final online period (${persona.name})`
    let page = null
    try {
      await persona.context.setOffline(false)
      persona.offline = false
      page = await openWatchedPage(persona, label, false, shared.faults)
      await page.goto('/my-enrollments')
      let waiting = await pendingLectures(page)
      const shareOfTime = (budgetEnd - Date.now()) / (personas.learners.length - personas.learners.indexOf(persona))
      const deadline = Date.now() + Math.max(3000, shareOfTime)
      while (waiting.length > 0 && Date.now() < deadline) {
        await sleep(500)
        waiting = await pendingLectures(page)
      }
      persona.stillWaiting = waiting
      if (waiting.length > 0)
        stats.notes.push(`${persona.name}: ${waiting.length} lecture(s) still in the offline queue`)
    } catch (error) {
      stats.notes.push(`${label}: ${error.message.split('\n')[0]}`)
    } finally {
      if (page) await closePage(page, { n: 'final', name: 'online period' })
    }
  }
}

/** Asks the API, for every lecture the app accepted as complete, whether it is complete there. */
async function checkCompletions(personas, oracle) {
  const byPersona = new Map(personas.learners.map((persona) => [persona.key, persona]))
  const serverHas = new Map()
  const lost = []
  for (const entry of stats.accepted.values()) {
    const persona = byPersona.get(entry.persona)
    const key = `${entry.persona}|${entry.courseId}`
    if (!serverHas.has(key)) serverHas.set(key, new Set(await oracle.completedLectures(persona.token, entry.courseId)))
    if (serverHas.get(key).has(entry.lectureId)) continue
    const waiting = (persona.stillWaiting ?? []).some(
      (lecture) => lecture.courseId === entry.courseId && lecture.lectureId === entry.lectureId,
    )
    lost.push({ ...entry, waiting })
  }
  return lost
}

// --- the report ---------------------------------------------------------------------------------------------

function countBy(list, key) {
  const counts = new Map()
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

/**
 * One line for the security and reliability table (scripts/security-summary.mjs reads
 * test-results/security-figures/soak/), so npm test's summary shows the soak beside the other rows.
 */
function writeFigures({ journeys, faults, errors, lost }) {
  const dir = path.resolve('test-results/security-figures/soak')
  mkdirSync(dir, { recursive: true })
  const record = {
    row: 'soak',
    tried: journeys,
    failed: errors + lost,
    failures: { pageErrors: errors, lostCompletions: lost },
    counts: { faults },
    at: Date.now(),
  }
  appendFileSync(path.join(dir, 'soak.jsonl'), `${JSON.stringify(record)}\n`)
}

function report(layer, lost, aborted) {
  const ran = stats.journeys.filter((journey) => journey.outcome !== 'skipped')
  const errors =
    stats.pageErrors.length +
    stats.consoleErrors.length +
    stats.stuck.length +
    stats.crashScreens.length +
    stats.checkFailures.length +
    (aborted ? 1 : 0)
  const lostCount = lost === null ? 0 : lost.length
  console.log('')
  console.log(`${ran.length} journeys, ${layer.total()} faults, ${errors} page errors, ${lostCount} lost completions`)
  writeFigures({ journeys: ran.length, faults: layer.total(), errors, lost: lostCount })

  const byName = [...countBy(stats.journeys, (journey) => journey.name)].map(([name, count]) => {
    const outcomes = countBy(
      stats.journeys.filter((journey) => journey.name === name),
      (journey) => journey.outcome,
    )
    return `${name} ${count} (${[...outcomes].map(([outcome, n]) => `${n} ${outcome}`).join(', ')})`
  })
  console.log(`  journeys: ${byName.join('; ')}`)
  console.log(
    `  faults: ${Object.entries(layer.counts)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ')} (of ${layer.calls()} API calls routed)`,
  )
  console.log(
    `  errors: ${stats.pageErrors.length} uncaught exceptions, ${stats.consoleErrors.length} console errors, ` +
      `${stats.stuck.length} stuck steps, ${stats.crashScreens.length} crash screens, ${stats.checkFailures.length} failed checks` +
      `${aborted ? `, run stopped: ${aborted}` : ''}`,
  )
  const list = (title, items) => {
    for (const item of items.slice(0, 10)) console.log(`    ${title}: ${item}`)
    if (items.length > 10) console.log(`    … and ${items.length - 10} more ${title}`)
  }
  list('uncaught', stats.pageErrors)
  list('console.error', stats.consoleErrors)
  list('stuck', stats.stuck)
  list('crash screen', stats.crashScreens)
  list('failed check', stats.checkFailures)

  const accepted = [...stats.accepted.values()]
  const how = countBy(accepted, (entry) => entry.how)
  console.log(
    `  completions: ${accepted.length} accepted by the app (${[...how].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'none'}), ` +
      (lost === null
        ? 'not checked against the API'
        : `${accepted.length - lostCount} complete on the server, ${lostCount} lost`) +
      `; offline journeys: queue sent ${stats.offlineSyncs.sent}, still waiting after 20 s online ${stats.offlineSyncs.waiting}`,
  )
  for (const entry of lost ?? []) {
    const met = stats.progressFaults.get(`${entry.courseId}|${entry.lectureId}`) ?? []
    console.log(
      `    lost: ${entry.persona} course ${entry.courseId} lecture ${entry.lectureId} (${entry.how} in ${entry.journey}; ` +
        `${entry.waiting ? 'still in the offline queue' : 'no longer in the offline queue'}; ` +
        `faults on its mark-complete calls: ${met.join(', ') || 'none'})`,
    )
  }
  const excluded = [...stats.excluded].sort((a, b) => b[1] - a[1])
  console.log(
    `  excluded console messages (Chromium's "Failed to load resource" network log): ${excluded.reduce((sum, [, n]) => sum + n, 0)}` +
      `${excluded.length ? ` — ${excluded.map(([key, n]) => `${key} ×${n}`).join(', ')}` : ''}`,
  )
  if (stats.serverErrors.length) list('server 5xx not injected', stats.serverErrors)
  const toasts = [...stats.errorToasts].sort((a, b) => b[1] - a[1])
  if (toasts.length) {
    console.log(
      `  error toasts the app showed: ${toasts.map(([text, n]) => `"${text.slice(0, 90)}" ×${n}`).join(', ')}`,
    )
  }
  for (const note of stats.notes) console.log(`  note: ${note}`)
  const phases = Object.entries(stats.phases).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(0)} s`)
  console.log(`  time: ${((Date.now() - STARTED) / 1000).toFixed(0)} s in all (${phases.join(', ')}); seed ${seed}`)
  return errors + lostCount > 0 ? 1 : 0
}

// --- start, stop --------------------------------------------------------------------------------------------

async function shutDown() {
  if (browser) await within(browser.close(), 8000, 'closing Chromium').catch(() => {})
  await within(stopAllChildren(), 5000, 'stopping the server').catch(() => killAllChildrenNow())
}

async function finish(lost, aborted) {
  if (finished) return
  finished = true
  clearTimeout(watchdog)
  await shutDown()
  const code = report(faults ?? createFaultLayer({ seed, rate: 0, onFault: () => {} }), lost, aborted)
  process.exit(code)
}

// The net under everything: past the time limit the run stops, reports what it has and fails.
const watchdog = setTimeout(
  () => {
    stats.notes.push('the run reached its time limit before it finished')
    void finish(null, `time limit of ${minutes + 2} min reached`)
  },
  HARD_END - STARTED - SHUTDOWN_MS - 3000,
)

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    killAllChildrenNow()
    process.exit(130)
  })
}
process.on('exit', killAllChildrenNow)

try {
  const lost = await main()
  await finish(lost, null)
} catch (error) {
  if (!finished) {
    finished = true
    clearTimeout(watchdog)
    console.error(`soak: the run could not go on: ${error.stack ?? error}`)
    await shutDown()
    process.exit(2)
  }
}
