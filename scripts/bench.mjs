// Performance benchmark (docs/product.md#quality-bars): `npm run bench`. Not part of CI: the figures
// are too noisy on a shared machine to gate on; this prints them next to their targets.
//
//   npm run bench [-- --runs 3] [-- --no-build] [-- --skip sizes,lighthouse,catalogue] [-- --catalogue-url URL]
//
// --catalogue-url measures the catalogue of an app already running there (it must serve the catalogue
// to measure) instead of starting the 10,000-course server; scripts/bench-catalogue.mjs does only that.
//
// It builds the app into .e2e-dist/bench and serves that build twice with `vite preview` and the local
// API, each with its own temporary LOCAL_API_DATA_DIR: the demo data on port 4890 and the demo data plus
// 10,000 generated courses on port 4891. Both servers and data folders are removed at the end. Then:
//
// 1. Bundle sizes, in Chromium: every script and stylesheet a fresh visit downloads until the network
//    is idle, for '/', a course page and the educator area (dashboard; add course with the editor).
//    Each body is gzipped here at level 9 (stable figures, the same measure as check-budgets.mjs);
//    what vite preview actually sent (it compresses) is printed beside it.
// 2. Lighthouse 12.8 (Node API, Debian Chromium through chrome-launcher), mobile and desktop presets,
//    median of --runs runs: performance, accessibility, best-practices and SEO scores and LCP, TBT, CLS
//    for '/', '/course-list' and a course page. Audits that did not pass are listed under the table.
// 3. The catalogue at 10,000 courses, desktop Chromium without throttling (1280 × 900), median of
//    --runs loads of /course-list: first course card in the DOM and painted, main thread quiet (end of
//    the last long task followed by 2 s without one), long-task total, DOM elements, JS heap
//    (CDP Performance.getMetrics), and two searches typed into the list's search bar: submit → the
//    grid shows only matching cards.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const OUT_DIR = '.e2e-dist/bench'
const DEMO_PORT = 4890
const BIG_PORT = 4891
const BIG_CATALOGUE = 10_000
// Lighthouse launches Chromium itself, headless; Playwright adds headless on its own.
const CHROME_FLAGS = ['--headless=new', ...QUIET_CHROMIUM_FLAGS]
const COURSE_TITLE = 'JavaScript Essentials: From Zero to Confident Developer'
const EDUCATOR_ID = 'user_demo_educator'
const TOKEN_KEY = 'edemy.local-auth.token'
const SEARCH_TERMS = ['python', 'kubernetes for beginners']
// Learner routes must never download these (the editor and the educator pages).
const FORBIDDEN_CHUNK = /quill|AddCourse|Educator|Dashboard|MyCourses|StudentsEnrolled|RichTextEditor/i
const QUIET_WINDOW_MS = 2000

// --- options -------------------------------------------------------------------------------------------

const args = process.argv.slice(2)
function option(name) {
  const index = args.indexOf(name)
  return index >= 0 ? args[index + 1] : undefined
}
const RUNS = Math.max(1, Number(option('--runs') ?? 3) || 3)
const BUILD = !args.includes('--no-build')
const SKIP = new Set((option('--skip') ?? '').split(',').filter(Boolean))
const CATALOGUE_URL = option('--catalogue-url')

// --- processes -----------------------------------------------------------------------------------------

const servers = []
const dataDirs = []

function run(command, commandArgs, env = {}) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (exit ${result.status})`)
}

function ensureDependencies() {
  const marker = path.join(ROOT, 'node_modules', '.package-lock.json')
  const lock = path.join(ROOT, 'package-lock.json')
  if (!existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs) {
    console.log('Installing dependencies (npm ci)…')
    run('npm', ['ci'])
  }
  run('node', ['scripts/ensure-chromium.mjs'])
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** Fresh local API data (optionally with generated courses) in a new temporary folder. */
function prepareData(extraCourses) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edemy-bench-'))
  dataDirs.push(dataDir)
  const flags = extraCourses ? ['--courses', String(extraCourses)] : []
  run('npx', ['tsx', 'local-api/reset.ts', ...flags], { LOCAL_API_DATA_DIR: dataDir })
  return dataDir
}

async function startPreview(port, dataDir) {
  const server = spawn('npx', ['vite', 'preview', '--outDir', OUT_DIR, '--port', String(port), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, LOCAL_API_DATA_DIR: dataDir, VITE_BACKEND_URL: '', VITE_CLERK_PUBLISHABLE_KEY: '' },
    stdio: 'ignore',
    detached: true,
  })
  servers.push(server)
  const baseUrl = `http://localhost:${port}`
  await waitForServer(`${baseUrl}/api/course/all`, 60_000)
  // The first answer includes reading db.json; a deployed API is warm, so measure it warm.
  await fetch(`${baseUrl}/api/course/all`).then((response) => response.arrayBuffer())
  return baseUrl
}

function cleanUp() {
  for (const server of servers.splice(0)) {
    try {
      process.kill(-server.pid)
    } catch {
      // already gone
    }
  }
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true })
}
process.on('SIGINT', () => {
  cleanUp()
  process.exit(130)
})

// --- helpers -------------------------------------------------------------------------------------------

const median = (values) => {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  if (numbers.length === 0) return null
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`)
const seconds = (value) => (value === null || value === undefined ? '–' : `${(value / 1000).toFixed(2)} s`)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const mib = (bytes) => (bytes === null || bytes === undefined ? '–' : `${(bytes / 1024 / 1024).toFixed(1)} MiB`)
const verdict = (ok) => (ok === null ? '' : ok ? 'ok' : 'MISSED')

async function courseIdOf(baseUrl, title) {
  const body = await fetch(`${baseUrl}/api/course/all`).then((response) => response.json())
  const course = body.courses.find((candidate) => candidate.courseTitle === title) ?? body.courses[0]
  return course._id
}

async function educatorToken(baseUrl) {
  const response = await fetch(`${baseUrl}/local-auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: EDUCATOR_ID }),
  })
  const body = await response.json()
  if (!body.token) throw new Error(`Could not sign in as the demo educator: ${JSON.stringify(body)}`)
  return body.token
}

// --- 1. bundle sizes -----------------------------------------------------------------------------------

/** Every .js and .css a fresh visit downloads until the network is idle and `ready` holds. */
async function assetsOf(browser, url, { token, ready } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  if (token) await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  const page = await context.newPage()
  const pending = []
  page.on('response', (response) => {
    const { pathname } = new URL(response.url())
    const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null
    if (!kind) return
    pending.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          path: pathname,
          kind,
          gzip: gzipSync(body, { level: 9 }).length,
          raw: body.length,
          sent: sizes.responseBodySize,
        }),
        () => null,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  if (ready) await ready(page)
  await page.waitForLoadState('networkidle')
  const files = (await Promise.all(pending)).filter(Boolean)
  await context.close()
  const sum = (kind, field) =>
    files.filter((file) => file.kind === kind).reduce((total, file) => total + file[field], 0)
  return {
    files,
    js: sum('js', 'gzip'),
    css: sum('css', 'gzip'),
    jsRaw: sum('js', 'raw'),
    jsSent: sum('js', 'sent'),
    cssSent: sum('css', 'sent'),
  }
}

async function measureSizes(browser, baseUrl) {
  const courseId = await courseIdOf(baseUrl, COURSE_TITLE)
  const token = await educatorToken(baseUrl)
  const card = (page) => page.getByTestId('course-card').first().waitFor()
  const pages = [
    { name: "'/'", url: '/', ready: card },
    {
      name: 'course page',
      url: `/course/${courseId}`,
      ready: (page) => page.getByRole('button', { name: /Enroll Now|Already Enrolled/ }).waitFor(),
    },
    {
      name: 'educator dashboard',
      url: '/educator',
      token,
      ready: (page) => page.getByText('Total Earnings').waitFor(),
    },
    {
      name: 'educator add course',
      url: '/educator/add-course',
      token,
      ready: (page) => page.locator('.ql-editor').waitFor(),
    },
  ]
  const results = []
  for (const entry of pages) {
    results.push({ ...entry, ...(await assetsOf(browser, `${baseUrl}${entry.url}`, entry)) })
  }
  // Learner routes never load the editor or educator code.
  const forbidden = []
  for (const route of ['/', '/course-list', `/course/${courseId}`, '/about', '/my-enrollments', '/player/x']) {
    const { files } = await assetsOf(browser, `${baseUrl}${route}`)
    for (const file of files)
      if (FORBIDDEN_CHUNK.test(path.basename(file.path))) forbidden.push(`${route}: ${file.path}`)
  }
  return { pages: results, forbidden }
}

// --- 2. Lighthouse -------------------------------------------------------------------------------------

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

async function measureLighthouse(baseUrl) {
  const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
    import('chrome-launcher'),
  ])
  const courseId = await courseIdOf(baseUrl, COURSE_TITLE)
  const routes = [
    { name: '/', url: `${baseUrl}/` },
    { name: '/course-list', url: `${baseUrl}/course-list` },
    { name: 'course page', url: `${baseUrl}/course/${courseId}` },
  ]
  /** One Lighthouse run in a fresh Chromium; a trace Lighthouse could not read (NO_NAVSTART…) is run again. */
  async function audit(url, preset) {
    let problem = null
    for (let attempt = 0; attempt < 3; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
      try {
        const answer = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
          preset === 'desktop' ? desktopConfig : undefined,
        )
        if (!answer.lhr.runtimeError) return answer.lhr
        problem = answer.lhr.runtimeError.message
      } finally {
        await chrome.kill()
      }
    }
    throw new Error(`Lighthouse ${preset} ${url}: ${problem}`)
  }

  const results = []
  const failedAudits = new Map()
  try {
    for (const preset of ['mobile', 'desktop']) {
      for (const route of routes) {
        const runs = []
        for (let index = 0; index < RUNS; index++) {
          const lhr = await audit(route.url, preset)
          runs.push({
            scores: Object.fromEntries(
              CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
            ),
            lcp: lhr.audits['largest-contentful-paint']?.numericValue,
            tbt: lhr.audits['total-blocking-time']?.numericValue,
            cls: lhr.audits['cumulative-layout-shift']?.numericValue,
          })
          for (const id of CATEGORIES.filter((category) => category !== 'performance')) {
            for (const ref of lhr.categories[id]?.auditRefs ?? []) {
              const audit = lhr.audits[ref.id]
              if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
                const key = `${id}: ${ref.id} (${audit.title})`
                if (!failedAudits.has(key)) failedAudits.set(key, new Set())
                failedAudits.get(key).add(`${preset} ${route.name}`)
              }
            }
          }
          process.stdout.write('.')
        }
        results.push({
          preset,
          route: route.name,
          scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
          lcp: median(runs.map((run) => run.lcp)),
          tbt: median(runs.map((run) => run.tbt)),
          cls: median(runs.map((run) => run.cls)),
        })
      }
    }
  } finally {
    process.stdout.write('\n')
  }
  return { results, failedAudits }
}

// --- 3. the catalogue at 10,000 courses ------------------------------------------------------------------

// Runs before the app: when the first course card enters the DOM and is painted, and every long task.
const INIT_SCRIPT = () => {
  const bench = { firstCard: null, firstCardPainted: null, longTasks: [] }
  window.__bench = bench
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // long tasks not supported: those figures stay empty
  }
  const observer = new MutationObserver(() => {
    if (bench.firstCard !== null || !document.querySelector('[data-testid="course-card"]')) return
    bench.firstCard = performance.now()
    requestAnimationFrame(() => setTimeout(() => (bench.firstCardPainted = performance.now())))
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

async function measureCatalogueLoad(browser, baseUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(INIT_SCRIPT)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto(`${baseUrl}/course-list`)
  await page.waitForFunction(() => window.__bench.firstCardPainted !== null, null, { timeout: 120_000 })
  // Quiet: no long task for QUIET_WINDOW_MS after the last one (and after the first card).
  const deadline = Date.now() + 120_000
  let state
  for (;;) {
    state = await page.evaluate(() => {
      const tasks = window.__bench.longTasks
      const lastEnd = tasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0)
      return { now: performance.now(), lastEnd, firstCardPainted: window.__bench.firstCardPainted }
    })
    const quietSince = Math.max(state.lastEnd, state.firstCardPainted)
    if (state.now - quietSince >= QUIET_WINDOW_MS || Date.now() > deadline) break
    await page.waitForTimeout(250)
  }
  const figures = await page.evaluate(() => {
    const bench = window.__bench
    const lastEnd = bench.longTasks.reduce((end, task) => Math.max(end, task.start + task.duration), 0)
    return {
      firstCard: bench.firstCard,
      firstCardPainted: bench.firstCardPainted,
      quiet: Math.max(lastEnd, bench.firstCardPainted),
      longTaskTotal: bench.longTasks.reduce((total, task) => total + task.duration, 0),
      longTaskCount: bench.longTasks.length,
      domElements: document.getElementsByTagName('*').length,
      cards: document.querySelectorAll('[data-testid="course-card"]').length,
      total: Number(document.body.textContent.match(/Showing \d+ of (\d+) courses/)?.[1] ?? NaN),
    }
  })
  const { metrics } = await cdp.send('Performance.getMetrics')
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? null
  return { page, context, figures: { heap, ...figures } }
}

/** Types a term into the list's search bar; returns submit → grid settled, and the longest task meanwhile. */
async function measureSearch(page, term) {
  const input = page.getByPlaceholder('Serach for Courses')
  await input.fill('')
  await page.evaluate((needle) => {
    const bench = window.__bench
    bench.search = { typingFrom: performance.now(), submitAt: null, settledAt: null }
    document.addEventListener(
      'submit',
      () => {
        bench.search.submitAt = performance.now()
        const check = () => {
          const titles = Array.from(document.querySelectorAll('[data-testid="course-card"] h3'), (heading) =>
            heading.textContent.toLowerCase(),
          )
          const chip = Array.from(document.querySelectorAll('span')).some((span) => span.textContent === needle)
          if (chip && titles.length > 0 && titles.every((title) => title.includes(needle))) {
            bench.search.settledAt = performance.now()
          } else requestAnimationFrame(check)
        }
        requestAnimationFrame(check)
      },
      { capture: true, once: true },
    )
  }, term)
  await input.pressSequentially(term, { delay: 30 })
  await input.press('Enter')
  await page.waitForFunction(() => window.__bench.search.settledAt !== null, null, { timeout: 60_000 })
  return page.evaluate(() => {
    const { typingFrom, submitAt, settledAt } = window.__bench.search
    const longest = window.__bench.longTasks
      .filter((task) => task.start + task.duration >= typingFrom)
      .reduce((max, task) => Math.max(max, task.duration), 0)
    return {
      settle: settledAt - submitAt,
      longestTask: longest,
      cards: document.querySelectorAll('[data-testid="course-card"]').length,
      domElements: document.getElementsByTagName('*').length,
    }
  })
}

async function measureCatalogue(browser, baseUrl) {
  const loads = []
  const searches = Object.fromEntries(SEARCH_TERMS.map((term) => [term, []]))
  for (let index = 0; index < RUNS; index++) {
    const load = await measureCatalogueLoad(browser, baseUrl)
    for (const term of SEARCH_TERMS) searches[term].push(await measureSearch(load.page, term))
    await load.context.close()
    loads.push(load.figures)
    process.stdout.write('.')
  }
  process.stdout.write('\n')
  return { loads, searches }
}

// --- report --------------------------------------------------------------------------------------------

function printTable(title, header, rows) {
  const table = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)))
  const line = (row) => `  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`.trimEnd()
  console.log(`\n${title}\n`)
  console.log(line(table[0]))
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`)
  for (const row of table.slice(1)) console.log(line(row))
}

function reportSizes({ pages, forbidden }) {
  const rows = []
  for (const entry of pages) {
    const isHome = entry.name === "'/'"
    rows.push([
      `JS loaded by ${entry.name}`,
      `${kib(entry.js)} (${kib(entry.jsSent)} sent, ${kib(entry.jsRaw)} raw, ${entry.files.filter((f) => f.kind === 'js').length} files)`,
      isHome ? '≤ 130 KiB gzip' : '',
      isHome ? verdict(entry.js <= 130 * 1024) : '',
    ])
    rows.push([`CSS loaded by ${entry.name}`, `${kib(entry.css)} (${kib(entry.cssSent)} sent)`, '', ''])
  }
  rows.push([
    'Editor / educator chunks on learner routes',
    forbidden.length === 0 ? 'none' : forbidden.join(', '),
    'none',
    verdict(forbidden.length === 0),
  ])
  printTable(
    'Bundle sizes (gzip -9 of each file as downloaded; "sent" = what vite preview transferred)',
    ['Figure', 'Measured', 'Target', ''],
    rows,
  )
  // Where the bytes go on the two learner pages with targets: what to look at when a figure moves.
  for (const entry of pages.filter((page) => page.name === "'/'" || page.name === 'course page')) {
    console.log(`\n  Files loaded by ${entry.name}:`)
    for (const file of [...entry.files].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`    ${file.path.padEnd(52)} ${kib(file.gzip).padStart(10)}`)
    }
  }
}

function reportLighthouse({ results, failedAudits }) {
  const rows = results.map((result) => {
    const { performance, accessibility } = result.scores
    const bp = result.scores['best-practices']
    const seo = result.scores.seo
    const isMobile = result.preset === 'mobile'
    // Lighthouse shows CLS to three decimals; "0" there is the target.
    const cls = result.cls === null ? null : Number(result.cls.toFixed(3))
    const ok = (!isMobile || performance >= 95) && accessibility === 100 && bp === 100 && seo === 100 && cls === 0
    return [
      result.preset,
      result.route,
      performance,
      accessibility,
      bp,
      seo,
      ms(result.lcp),
      ms(result.tbt),
      result.cls === null ? '–' : result.cls.toFixed(4),
      verdict(ok),
    ]
  })
  printTable(
    `Lighthouse 12.8 (median of ${RUNS}); targets: mobile performance ≥ 95, accessibility / best practices / SEO 100, CLS 0`,
    ['Preset', 'Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', ''],
    rows,
  )
  if (failedAudits.size > 0) {
    console.log('\n  Audits that did not pass (accessibility, best practices, SEO):')
    for (const [audit, where] of failedAudits) console.log(`    ${audit}: ${[...where].join(', ')}`)
  }
}

function reportCatalogue({ loads, searches }) {
  const pick = (field) => median(loads.map((load) => load[field]))
  const firstCard = pick('firstCardPainted')
  const quiet = pick('quiet')
  const dom = pick('domElements')
  const rows = [
    ['Courses in the catalogue', String(loads[0]?.total ?? '?'), '≥ 10,000', ''],
    ['First card in the DOM', ms(pick('firstCard')), '', ''],
    ['First card painted', ms(firstCard), '≤ 1 s', verdict(firstCard !== null && firstCard <= 1000)],
    ['Main thread quiet (last long task ends)', ms(quiet), '≤ 2 s', verdict(quiet !== null && quiet <= 2000)],
    ['Long tasks until quiet (total / count)', `${ms(pick('longTaskTotal'))} / ${pick('longTaskCount')}`, '', ''],
    [
      'Cards rendered / DOM elements',
      `${loads[0]?.cards} / ${dom}`,
      '< 5,000 elements',
      verdict(dom !== null && dom < 5000),
    ],
    ['JS heap used', mib(pick('heap')), '', ''],
  ]
  for (const term of SEARCH_TERMS) {
    const results = searches[term]
    const settle = median(results.map((result) => result.settle))
    rows.push([
      `Search "${term}": submit → grid settled`,
      ms(settle),
      '≤ 150 ms',
      verdict(settle !== null && settle <= 150),
    ])
    rows.push([
      `Search "${term}": longest task / cards / DOM`,
      `${ms(median(results.map((result) => result.longestTask)))} / ${results[0]?.cards} / ${median(results.map((result) => result.domElements))}`,
      '',
      '',
    ])
  }
  printTable(
    `Catalogue with ${BIG_CATALOGUE.toLocaleString('en')} extra courses, /course-list, desktop Chromium, median of ${RUNS}`,
    ['Figure', 'Measured', 'Target', ''],
    rows,
  )
}

// --- main ----------------------------------------------------------------------------------------------

/** Only a server started here serves the fresh build. */
function needsBuild() {
  return !SKIP.has('sizes') || !SKIP.has('lighthouse') || (!SKIP.has('catalogue') && !CATALOGUE_URL)
}

async function main() {
  const started = Date.now()
  ensureDependencies()
  const { chromium } = await import('@playwright/test')
  if (BUILD && needsBuild()) {
    console.log(`Building the app into ${OUT_DIR}…`)
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', OUT_DIR], {
      VITE_BACKEND_URL: '',
      VITE_CLERK_PUBLISHABLE_KEY: '',
    })
  }
  const needsDemo = !SKIP.has('sizes') || !SKIP.has('lighthouse')
  const needsBig = !SKIP.has('catalogue') && !CATALOGUE_URL
  const demoUrl = needsDemo ? await startPreview(DEMO_PORT, prepareData(0)) : null
  const bigUrl = needsBig ? await startPreview(BIG_PORT, prepareData(BIG_CATALOGUE)) : CATALOGUE_URL
  if (CATALOGUE_URL) await waitForServer(`${CATALOGUE_URL}/api/course/all`, 10_000)

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS })
  const report = {}
  try {
    if (!SKIP.has('sizes')) {
      console.log('Measuring bundle sizes…')
      report.sizes = await measureSizes(browser, demoUrl)
    }
    if (!SKIP.has('catalogue')) {
      console.log(`Measuring the catalogue with ${BIG_CATALOGUE} courses (${RUNS} runs)…`)
      report.catalogue = await measureCatalogue(browser, bigUrl)
    }
  } finally {
    await browser.close()
  }
  if (!SKIP.has('lighthouse')) {
    console.log(`Running Lighthouse (${RUNS} runs × 3 routes × 2 presets)…`)
    report.lighthouse = await measureLighthouse(demoUrl)
  }

  console.log(`\nEdemy benchmark, ${new Date().toISOString()}, Node ${process.version}, ${CHROMIUM_PATH}`)
  if (report.sizes) reportSizes(report.sizes)
  if (report.lighthouse) reportLighthouse(report.lighthouse)
  if (report.catalogue) reportCatalogue(report.catalogue)
  console.log(`\nDone in ${seconds(Date.now() - started)}.`)
}

main().then(
  () => {
    cleanUp()
    process.exit(0)
  },
  (error) => {
    console.error(error)
    cleanUp()
    process.exit(1)
  },
)
