// The educator insights at 10,000 sales (docs/educator-insights.md#performance), part of `npm run bench`.
//
//   node scripts/bench-educator.mjs [--runs N] [--no-build] [--port 4896] [--baseline DIR]
//
// Serves a local-mode build (built into .e2e-dist/bench-educator unless --no-build) with the demo data plus
// 10,000 sales of the demo educator (`local-api:reset -- --sales 10000`), signs in as that educator in
// Chromium (1280 × 900, no throttling) and measures, median of --runs loads:
// - the dashboard's chart: from the last of its answers (dashboard, courses, enrolled-students) to the chart's
//   bars on screen; Students Enrolled: from the enrolled-students answer to the first table row;
// - filtering Students Enrolled: a search typed and a course chosen, each until the table shows the result;
// - the JS (gzip -9) of each educator route from the build manifest, the lazy chart and CSV chunks apart;
//   --baseline DIR (a build of the code before the insights) prints the growth per route.
// Targets: the chart and the table within 1 s of the answer, filtering within 100 ms.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import { manifestFileFor } from './buildManifest.mjs'
import { staticClosure } from './manifestClosure.mjs'
import { buildEnv } from './buildModes.mjs'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SALES = 10_000
const EDUCATOR_ID = 'user_demo_educator'
const TOKEN_KEY = 'edemy.local-auth.token'
const TARGETS = { renderMs: 1000, filterMs: 100 }
const ROUTES = {
  '/educator': ['src/pages/educator/Dashboard.tsx', 'src/components/educator/SalesChart.tsx'],
  '/educator/my-course': ['src/pages/educator/MyCourses.tsx', 'src/lib/csv.ts'],
  '/educator/students-enrolled': ['src/pages/educator/StudentsEnrolled.tsx', 'src/lib/csv.ts'],
  '/educator/add-course': ['src/pages/educator/AddCourse.tsx'],
}
const LAYOUT = 'src/pages/educator/Educator.tsx'

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)
const verdict = (value, target) => (value === null ? '' : value <= target ? 'ok' : 'MISSED')

/** KiB gzip of the JS an educator route loads: the entry, the layout, the page and what they import statically. */
function routeSizes(dist) {
  const manifestFile = manifestFileFor(dist, ROOT)
  if (!existsSync(manifestFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
  const html = readFileSync(path.resolve(ROOT, dist, 'index.html'), 'utf8')
  const loaded = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]))
  const entries = Object.keys(manifest).filter((key) => loaded.has(manifest[key].file))
  const closure = (keys) => staticClosure(manifest, keys)
  const kib = (keys) =>
    [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))].reduce(
      (total, file) => total + gzipSync(readFileSync(path.resolve(ROOT, dist, file)), { level: 9 }).length / 1024,
      0,
    )
  const shell = closure(entries)
  return Object.fromEntries(
    Object.entries(ROUTES).map(([route, [page, lazy]]) => {
      const onOpen = closure([...entries, LAYOUT, page])
      const extra = lazy && manifest[lazy] ? [...closure([lazy])].filter((key) => !onOpen.has(key)) : []
      return [
        route,
        { open: kib([...onOpen].filter((key) => !shell.has(key))), lazy: extra.length ? kib(extra) : null },
      ]
    }),
  )
}

/** In the page: resolves with performance.now() once `selector` matches (checked on every DOM change). */
const whenShown = (page, selector) =>
  page.evaluate(
    (wanted) =>
      new Promise((resolve) => {
        const check = () => document.querySelector(wanted) && (observer.disconnect(), resolve(performance.now()))
        const observer = new MutationObserver(check)
        observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
        check()
      }),
    selector,
  )

/** responseEnd of the last answer whose path ends with one of `paths`. */
const answeredAt = (page, paths) =>
  page.evaluate(
    (wanted) =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => wanted.some((end) => new URL(entry.name).pathname.endsWith(end)))
          .map((entry) => entry.responseEnd),
      ),
    paths,
  )

/** Changes a control in the page and times it until the status line says `expected`, one frame later. */
const timeFilter = (page, selector, value, expected) =>
  page.evaluate(
    ([wanted, next, text]) =>
      new Promise((resolve) => {
        const control = document.querySelector(wanted)
        const status = [...document.querySelectorAll('[role="status"]')].find((node) =>
          /enrollments/.test(node.textContent),
        )
        const start = performance.now()
        const observer = new MutationObserver(() => {
          if (!status.textContent.includes(text)) return
          observer.disconnect()
          requestAnimationFrame(() => resolve(performance.now() - start))
        })
        observer.observe(status, { subtree: true, childList: true, characterData: true })
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value').set
        setter.call(control, next)
        control.dispatchEvent(new Event(control.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }))
      }),
    [selector, value, expected],
  )

async function measureOnce(browser, appUrl, token) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token])
  const page = await context.newPage()
  try {
    const chartShown = page.goto(`${appUrl}/educator`).then(() => whenShown(page, '.recharts-wrapper rect[role="img"]'))
    const chartAt = await chartShown
    const chart =
      chartAt - (await answeredAt(page, ['/educator/dashboard', '/educator/courses', '/educator/enrolled-students']))

    await page.goto(`${appUrl}/educator/students-enrolled`)
    const tableAt = await whenShown(page, 'table tbody tr')
    const table = tableAt - (await answeredAt(page, ['/educator/enrolled-students']))
    const search = await timeFilter(page, 'input[type="search"]', 'khan', 'enrollments match')
    const course = await timeFilter(
      page,
      'select',
      await page.locator('select option').nth(2).getAttribute('value'),
      'enrollments match',
    )
    return { chart, table, search, course }
  } finally {
    await context.close()
  }
}

export async function benchEducator({ outDir = '.e2e-dist/bench-educator', runs = 3, port = 4896, baseline } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edemy-bench-educator-'))
  let server
  try {
    const reset = spawnSync('npx', ['tsx', 'local-api/reset.ts', '--sales', String(SALES)], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, LOCAL_API_DATA_DIR: dataDir },
    })
    if (reset.status !== 0) throw new Error('local-api:reset --sales failed')
    server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      env: { ...process.env, LOCAL_API_DATA_DIR: dataDir, ...buildEnv('local') },
      stdio: 'ignore',
      detached: true,
    })
    const appUrl = `http://localhost:${port}`
    const deadline = Date.now() + 60_000
    for (;;) {
      const ok = await fetch(`${appUrl}/api/course/all`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) break
      if (Date.now() > deadline) throw new Error(`${appUrl} did not start`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    const signIn = await fetch(`${appUrl}/local-auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: appUrl },
      body: JSON.stringify({ userId: EDUCATOR_ID }),
    }).then((response) => response.json())
    if (!signIn.token) throw new Error(`Could not sign in as the educator: ${JSON.stringify(signIn)}`)

    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS })
    const samples = []
    try {
      await measureOnce(browser, appUrl, signIn.token) // warms the API's copy of db.json, as a deployed API is
      for (let run = 0; run < runs; run++) samples.push(await measureOnce(browser, appUrl, signIn.token))
    } finally {
      await browser.close()
    }
    const figure = (key) => median(samples.map((sample) => sample[key]))
    const rows = [
      ['Dashboard chart, after its answers', figure('chart'), TARGETS.renderMs],
      ['Students Enrolled table, after the answer', figure('table'), TARGETS.renderMs],
      ['Search typed, table settled', figure('search'), TARGETS.filterMs],
      ['Course chosen, table settled', figure('course'), TARGETS.filterMs],
    ]
    console.log(
      `\nEducator insights with ${SALES.toLocaleString('en-US')} sales (median of ${runs} runs, local mode)\n`,
    )
    for (const [label, value, target] of rows)
      console.log(`  ${label.padEnd(44)} ${ms(value).padStart(8)}  target ≤ ${target} ms  ${verdict(value, target)}`)

    const sizes = routeSizes(outDir)
    const before = baseline ? routeSizes(baseline) : null
    if (sizes) {
      console.log('\n  Educator route JS beyond the app shell (KiB gzip -9; lazy: the chart or the CSV writer, on use)')
      for (const [route, { open, lazy }] of Object.entries(sizes)) {
        const growth = before?.[route]
          ? `  growth ${open - before[route].open >= 0 ? '+' : ''}${(open - before[route].open).toFixed(1)}`
          : ''
        console.log(
          `  ${route.padEnd(30)} ${open.toFixed(1).padStart(7)}  lazy ${lazy === null ? '–' : lazy.toFixed(1)}${growth}`,
        )
      }
    }
  } finally {
    if (server) {
      try {
        process.kill(-server.pid)
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const outDir = '.e2e-dist/bench-educator'
  if (!args.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', outDir], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...buildEnv('local') },
    })
    if (build.status !== 0) process.exit(1)
  }
  benchEducator({
    outDir,
    runs: Number(option('--runs') ?? 3),
    port: Number(option('--port') ?? 4896),
    baseline: option('--baseline'),
  }).then(
    () => process.exit(0),
    (error) => {
      console.error(error)
      process.exit(1)
    },
  )
}
