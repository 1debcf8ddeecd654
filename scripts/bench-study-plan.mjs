// The study plan's calendar file for `npm run bench` (docs/study-flow.md#figures): how long making the .ics takes.
//
//   node scripts/bench-study-plan.mjs [--runs 1000]
//
// On its own it times the file maker itself (src/lib/calendarFile.ts, with the `ics` library, run in Node through
// tsx): a plan of 200 weekly sessions whose title is long Devanagari, so every fold is exercised; median and 95th
// percentile of --runs files, after a warm-up. bench.mjs can also call measureStudyPlanIcs() with its browser and
// local site, which times "Download calendar file" in the dialog from the click to the file, the first press and
// the median of later ones, like the certificate PDF's figure (scripts/bench-study.mjs).
import { statSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const RUNS_IN_BROWSER = 5
const TARGET_MS = 50

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]
}

/** Times `calendarFileText` in Node. Returns { bytes, medianMs, p95Ms, runs }. */
export async function measureIcsGeneration(runs = 1000) {
  const { tsImport } = await import('tsx/esm/api')
  const { calendarFileText } = await tsImport('../src/lib/calendarFile.ts', import.meta.url)
  const event = {
    title: `अध्ययन: ${'पायथन से डेटा विश्लेषण, पांडा और जुपिटर; '.repeat(4)}`.trim(),
    start: { year: 2026, month: 3, day: 2, hour: 18, minute: 30 },
    durationMinutes: 45,
    weekdays: ['MO', 'WE', 'FR'],
    count: 200,
    url: 'https://edemy.example/player/687b5fbcd3e0000000000009',
    reminderMinutesBefore: 10,
  }
  const productId = '-//Edemy//Study plan//EN'
  for (let warm = 0; warm < 50; warm++) calendarFileText(event, productId)
  const times = []
  let bytes = 0
  for (let run = 0; run < runs; run++) {
    const started = performance.now()
    const text = calendarFileText(event, productId)
    times.push(performance.now() - started)
    bytes = Buffer.byteLength(text, 'utf8')
  }
  return { bytes, medianMs: median(times), p95Ms: percentile(times, 0.95), runs }
}

/**
 * Opens My Enrollments signed in with `token` (local mode), opens "Plan study time" on the first unfinished course,
 * ticks Monday and Wednesday and presses "Download calendar file" RUNS_IN_BROWSER times. Returns
 * { bytes, firstMs, laterMs: number[] }.
 */
export async function measureStudyPlanIcs(browser, site, { token, tokenKey }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey, token])
  const page = await context.newPage()
  try {
    await page.goto(`${site.appUrl}/my-enrollments`, { waitUntil: 'networkidle' })
    await page
      .getByRole('button', { name: /^Plan study time/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'Plan study time' })
    await dialog.getByRole('checkbox', { name: 'Mon' }).check()
    await dialog.getByRole('checkbox', { name: 'Wed' }).check()
    const button = dialog.getByRole('button', { name: 'Download calendar file' })
    // One press at a time: the next waits until the button is no longer busy with the last file.
    const presses = []
    for (let run = 0; run < RUNS_IN_BROWSER; run++) {
      await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'))
      const started = performance.now()
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()])
      presses.push({ ms: performance.now() - started, path: await file.path() })
    }
    const times = presses.map((press) => press.ms)
    const bytes = statSync(presses.at(-1).path).size
    return { bytes, firstMs: times[0], laterMs: times.slice(1) }
  } finally {
    await context.close()
  }
}

export function reportIcsGeneration(figures) {
  const verdict = figures.p95Ms <= TARGET_MS ? 'ok' : 'MISSED'
  console.log('\nStudy plan calendar file (made in Node with ics, 200 sessions, Devanagari title)')
  console.log(`  size                         ${(figures.bytes / 1024).toFixed(1)} KiB`)
  console.log(`  make the .ics (median)       ${figures.medianMs.toFixed(2)} ms over ${figures.runs} runs`)
  console.log(`  make the .ics (95th pct.)    ${figures.p95Ms.toFixed(2)} ms  (target ≤ ${TARGET_MS} ms: ${verdict})`)
}

export function reportStudyPlanIcs(figures) {
  console.log('\nStudy plan calendar file (local mode, "Download calendar file" in the browser)')
  console.log(`  size                         ${(figures.bytes / 1024).toFixed(1)} KiB`)
  console.log(`  first download               ${Math.round(figures.firstMs)} ms`)
  console.log(
    `  later downloads (median)     ${Math.round(median(figures.laterMs))} ms over ${figures.laterMs.length} runs`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--runs')
  const runs = at >= 0 ? Number(process.argv[at + 1]) : 1000
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('usage: node scripts/bench-study-plan.mjs [--runs N]')
    process.exit(2)
  }
  reportIcsGeneration(await measureIcsGeneration(runs))
}
