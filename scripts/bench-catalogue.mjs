// Catalogue benchmark (DESIGN.md section 7, issue 4): the built app with 10,000 courses from the local API.
//
//   node scripts/bench-catalogue.mjs [baseUrl] [--runs N]
//
// With a base URL it measures that running app (it must serve the catalogue you want to measure).
// Without one it prepares its own: 10,000 generated courses in a temporary LOCAL_API_DATA_DIR, a
// production build in .e2e-dist/bench and `vite preview` on port 4490, stopped again at the end.
//
// It prints, in Chromium:
// - the JavaScript '/' loads (gzip), and whether any learner route loads the editor or educator pages;
// - on /course-list: navigation start to the first course card in the DOM and painted, DOM size;
// - a search typed into the list's search bar: submit to the grid showing only matching cards,
//   and the longest main-thread task while typing and filtering.
import { chromium } from '@playwright/test'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PORT = 4490
const COURSES = 10_000
const SEARCH_TERMS = ['python', 'kubernetes for beginners']
// Chunks that must never load on a learner route: the rich-text editor and the educator pages.
const FORBIDDEN_CHUNK = /quill|AddCourse|Educator|Dashboard|MyCourses|StudentsEnrolled/i

const args = process.argv.slice(2)
const runsIndex = args.indexOf('--runs')
const runs = runsIndex >= 0 ? Math.max(1, Number(args.splice(runsIndex, 2)[1]) || 3) : 3
let baseUrl = args[0]

let preview = null
let dataDir = null

function run(command, commandArgs, env) {
  const result = spawnSync(command, commandArgs, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`)
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

async function startOwnServer() {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bench-catalogue-'))
  const env = { LOCAL_API_DATA_DIR: dataDir, VITE_BACKEND_URL: '', VITE_CLERK_PUBLISHABLE_KEY: '' }
  console.log(`Preparing ${COURSES} courses in ${dataDir} and a production build…`)
  run('npx', ['tsx', 'local-api/reset.ts', '--courses', String(COURSES)], env)
  run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', '.e2e-dist/bench'], env)
  preview = spawn('npx', ['vite', 'preview', '--outDir', '.e2e-dist/bench', '--port', String(PORT), '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  baseUrl = `http://localhost:${PORT}`
  await waitForServer(`${baseUrl}/api/course/all`, 60_000)
}

function stopOwnServer() {
  if (preview?.pid) {
    try {
      process.kill(-preview.pid)
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

// Records, from the first byte of the page, when the first course card enters the DOM and is painted,
// and every long task (> 50 ms) on the main thread.
const INIT_SCRIPT = () => {
  const bench = { firstCard: null, firstCardPainted: null, longTasks: [] }
  window.__bench = bench
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // long tasks not supported: the figure is left out
  }
  const observer = new MutationObserver(() => {
    if (bench.firstCard !== null || !document.querySelector('[data-testid="course-card"]')) return
    bench.firstCard = performance.now()
    requestAnimationFrame(() => setTimeout(() => (bench.firstCardPainted = performance.now())))
    observer.disconnect()
  })
  observer.observe(document, { childList: true, subtree: true })
}

async function measureHomeBundle(browser) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = []
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    scripts.push(
      Promise.all([response.body(), response.request().sizes()]).then(
        ([body, sizes]) => ({
          path: url.pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          // What crossed the wire, as the server compressed it (vite preview gzips static files).
          transferred: sizes.responseBodySize,
        }),
        () => null,
      ),
    )
  })
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
  await page.getByTestId('course-card').first().waitFor()
  await page.waitForLoadState('networkidle')
  const files = (await Promise.all(scripts)).filter(Boolean)
  await context.close()
  return files
}

async function forbiddenChunksOn(browser, routes) {
  const found = []
  for (const route of routes) {
    const context = await browser.newContext()
    const page = await context.newPage()
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.js') && FORBIDDEN_CHUNK.test(path.basename(pathname))) found.push(`${route}: ${pathname}`)
    })
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' })
    await context.close()
  }
  return found
}

async function measureFirstCard(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(INIT_SCRIPT)
  const page = await context.newPage()
  await page.goto(`${baseUrl}/course-list`)
  await page.waitForFunction(() => window.__bench.firstCardPainted !== null, null, { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const result = await page.evaluate(() => ({
    firstCard: window.__bench.firstCard,
    firstCardPainted: window.__bench.firstCardPainted,
    domElements: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[data-testid="course-card"]').length,
    total: document.body.textContent.match(/Showing \d+ of (\d+) courses/)?.[1] ?? null,
  }))
  return { page, context, ...result }
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
          const titles = Array.from(document.querySelectorAll('[data-testid="course-card"] h3'), (h) =>
            h.textContent.toLowerCase(),
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
  await page.waitForFunction(() => window.__bench.search.settledAt !== null, null, { timeout: 30_000 })
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

async function main() {
  if (!baseUrl) await startOwnServer()
  else await waitForServer(baseUrl, 10_000)
  // A server's first answer includes loading its data; a deployed API is warm, so measure it warm.
  await fetch(`${baseUrl}/api/course/all`).then((response) => response.arrayBuffer())
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  try {
    const files = await measureHomeBundle(browser)
    const forbidden = await forbiddenChunksOn(browser, [
      '/',
      '/course-list',
      '/course/none',
      '/about',
      '/my-enrollments',
    ])

    const loads = []
    const searches = Object.fromEntries(SEARCH_TERMS.map((term) => [term, []]))
    for (let index = 0; index < runs; index++) {
      const load = await measureFirstCard(browser)
      loads.push(load)
      for (const term of SEARCH_TERMS) searches[term].push(await measureSearch(load.page, term))
      await load.context.close()
    }

    const gzipTotal = files.reduce((sum, file) => sum + file.gzip, 0)
    const rawTotal = files.reduce((sum, file) => sum + file.raw, 0)
    const transferredTotal = files.reduce((sum, file) => sum + file.transferred, 0)
    console.log(`\nCatalogue benchmark: ${baseUrl}, ${loads[0].total ?? '?'} courses, median of ${runs} run(s)\n`)
    const rows = [
      ['JS loaded by / (gzip -9)', `${kib(gzipTotal)} in ${files.length} files (${kib(rawTotal)} raw)`, '≤ 150 KiB'],
      ['JS loaded by / (as transferred)', kib(transferredTotal), ''],
      ['Editor / educator chunks on learner routes', forbidden.length === 0 ? 'none' : forbidden.join(', '), 'none'],
      ['/course-list: first card in the DOM', ms(median(loads.map((load) => load.firstCard))), 'was 4.8 s'],
      ['/course-list: first card painted', ms(median(loads.map((load) => load.firstCardPainted))), ''],
      [
        '/course-list: cards rendered / DOM elements',
        `${loads[0].cards} / ${median(loads.map((l) => l.domElements))}`,
        '',
      ],
    ]
    for (const term of SEARCH_TERMS) {
      const results = searches[term]
      rows.push([`search "${term}": submit → grid settled`, ms(median(results.map((r) => r.settle))), 'was 1.5 s'])
      rows.push([
        `search "${term}": longest task / cards / DOM`,
        `${ms(median(results.map((r) => r.longestTask)))} / ${results[0].cards} / ${median(results.map((r) => r.domElements))}`,
        '',
      ])
    }
    const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)))
    for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`)
    console.log('\n  JS files loaded by /:')
    for (const file of files) {
      console.log(
        `    ${file.path.padEnd(48)} ${kib(file.gzip).padStart(10)} gzip -9 ${kib(file.transferred).padStart(10)} sent`,
      )
    }
  } finally {
    await browser.close()
    stopOwnServer()
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    stopOwnServer()
    process.exit(1)
  },
)
