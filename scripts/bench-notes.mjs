// Lecture notes' figures (docs/study-flow.md#notes): with 1,000 notes in one course, how long the player takes to
// list them when a lecture opens, and to show a new note after "Save note". Target: each at most 50 ms (median).
//
//   node scripts/bench-notes.mjs [--runs 7] [--notes 1000] [--port 4897] [--dist DIR] [--no-build]
//
// On its own it builds the app into .e2e-dist/bench-notes or --dist (--no-build serves the build already there),
// serves it with `vite preview` and the local API on fresh demo data in a temporary folder, measures in Debian's
// Chromium and stops everything it started. scripts/bench.mjs can call measureNotes()/reportNotes() with its own browser
// and local-mode site instead, like the certificate PDF (see the end of this file).
//
// Both times are taken in the page (performance.now()), from the click to the DOM holding the notes, plus the
// next frame (so the browser has laid them out and painted): the IndexedDB read or write, React's render and the
// layout of 1,000 list items. YouTube's IFrame API gets an empty script (no network), so the video never loads.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium.mjs'

export const NOTES_TARGET_MS = 50
const COURSE_TITLE = 'JavaScript Essentials: From Zero to Confident Developer'
const LEARNER_ID = 'user_demo_learner'
const TOKEN_KEY = 'edemy.local-auth.token'

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The notes database's name for a user: personalStorageKey('notes', userId) in src/lib/storage.ts. */
const notesDatabaseName = (userId) => `edemy.notes.user.${encodeURIComponent(userId)}`

// In the page: the notes region once the lecture panel is up (null before).
const NOTES_REGION = `[...document.querySelectorAll('h3')].find((heading) => heading.textContent === 'Notes')?.closest('section') ?? null`

/**
 * Opens the first lecture of the course in the page and times its notes (ms): from the notes area appearing (the
 * lecture panel is up, the notes are being read) to the first notes shown and painted, and to all `expected`
 * notes in the page; and from the click to the first notes.
 */
async function timeListing(page, expected) {
  return page.evaluate(
    async ([regionScript, count]) => {
      const region = new Function(`return ${regionScript}`)
      const watch = [...document.querySelectorAll('button')].find((button) => button.textContent?.startsWith('Watch'))
      const times = {}
      const painted = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
      const started = performance.now()
      watch.click()
      await new Promise((resolve) => {
        const check = () => {
          const notes = region()
          if (!notes) return false
          times.region ??= performance.now()
          const listed = notes.querySelectorAll('li').length
          if (listed > 0 && times.first === undefined) {
            times.first = performance.now()
            void painted().then(() => (times.firstPainted = performance.now()))
          }
          return listed >= count
        }
        if (check()) return resolve()
        const observer = new MutationObserver(() => {
          if (!check()) return
          observer.disconnect()
          resolve()
        })
        observer.observe(document.body, { childList: true, subtree: true })
      })
      await painted()
      return {
        firstMs: (times.firstPainted ?? performance.now()) - times.region,
        allMs: performance.now() - times.region,
        fromClickMs: (times.firstPainted ?? performance.now()) - started,
      }
    },
    [NOTES_REGION, expected],
  )
}

/**
 * With the page quiet and a lecture open, has the app read the course's notes again, as when another tab changed
 * them (a message on its BroadcastChannel), and returns that read's `notes-read` measure (ms).
 */
async function timeQuietRead(page, userId, courseId) {
  return page.evaluate(
    async ([user, course]) => {
      const reads = () => performance.getEntriesByName('notes-read')
      const before = reads().length
      const channel = new BroadcastChannel('edemy.notes')
      channel.postMessage({ userId: user, courseId: course })
      channel.close()
      await new Promise((resolve) => {
        const check = () => (reads().length > before ? resolve() : setTimeout(check, 5))
        check()
      })
      return reads().at(-1).duration
    },
    [userId, courseId],
  )
}

/** Types a note (not timed), then times "Save note" until the list shows one more note (ms). */
async function timeSaving(page, text) {
  await page.getByRole('textbox', { name: 'Add a note' }).fill(text)
  return page.evaluate(async (regionScript) => {
    const region = new Function(`return ${regionScript}`)()
    const before = region.querySelectorAll('li').length
    const save = [...region.querySelectorAll('button')].find((button) => button.textContent === 'Save note')
    const shown = () => region.querySelectorAll('li').length > before
    const started = performance.now()
    save.click()
    await new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!shown()) return
        observer.disconnect()
        resolve()
      })
      observer.observe(region, { childList: true, subtree: true })
    })
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    return performance.now() - started
  }, NOTES_REGION)
}

/**
 * Measures notes in local mode: `site.appUrl` serves the app with the local API, `token` signs in `userId`, who is
 * enrolled in `courseId`. Returns { notes, quietReadMs, readMs, listMs, allListedMs, openMs, saveMs } (lists of ms, one per
 * run): quietReadMs the app's own read of the course's notes from IndexedDB (its `notes-read` measure: read and
 * check every record) in a quiet page, readMs the same read as the player opens (its wall time while the page
 * loads around it), listMs from the notes area appearing to the first notes painted, allListedMs to every note in the page, openMs
 * from the click on Watch to the first notes, saveMs from "Save note" to the new note painted.
 */
export async function measureNotes(
  browser,
  site,
  { token, tokenKey = TOKEN_KEY, userId, courseId, notes = 1000, runs = 7 },
) {
  const course = await fetch(`${site.apiUrl}/api/course/${encodeURIComponent(courseId)}`).then((answer) =>
    answer.json(),
  )
  const lectureIds = course.courseData.courseContent.flatMap((chapter) =>
    chapter.chapterContent.map((lecture) => lecture.lectureId),
  )
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey, token])
  await context.route(/^https?:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  )
  const page = await context.newPage()
  const playerUrl = `${site.appUrl}/player/${encodeURIComponent(courseId)}`
  // Opens the player page; the app reads the course's notes as it opens. Returns how long that read took (ms).
  const openPlayer = async () => {
    await page.goto(playerUrl, { waitUntil: 'networkidle' })
    await page
      .getByRole('button', { name: /^Watch / })
      .first()
      .waitFor()
    const read = await page.waitForFunction(() => performance.getEntriesByName('notes-read')[0]?.duration)
    return read.jsonValue()
  }
  try {
    // First visit: the app creates the (empty) notes database; then 1,000 notes go in, spread over the lectures.
    await openPlayer()
    await page
      .getByRole('button', { name: /^Watch / })
      .first()
      .click()
    await page.getByText('No notes yet.').waitFor()
    await page.evaluate(
      async ([name, ids, course, count]) => {
        const database = await new Promise((resolve, reject) => {
          const request = indexedDB.open(name, 1)
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(request.error)
        })
        const transaction = database.transaction('notes', 'readwrite')
        const store = transaction.objectStore('notes')
        const now = Date.now()
        for (let index = 0; index < count; index++) {
          store.put({
            id: `bench-${index}`,
            courseId: course,
            lectureId: ids[index % ids.length],
            seconds: (index * 37) % 3600,
            text: `Bench note ${index}: ${'a note a learner might write about this moment of the lecture. '.repeat(1 + (index % 3))}`,
            createdAt: now + index,
            updatedAt: now + index,
          })
        }
        await new Promise((resolve, reject) => {
          transaction.oncomplete = resolve
          transaction.onerror = () => reject(transaction.error)
        })
        database.close()
      },
      [notesDatabaseName(userId), lectureIds, courseId, notes],
    )

    const listings = []
    const readMs = []
    const quietReadMs = []
    for (let run = 0; run < runs; run++) {
      readMs.push(await openPlayer())
      listings.push(await timeListing(page, notes))
      quietReadMs.push(await timeQuietRead(page, userId, courseId))
    }
    const saveMs = []
    for (let run = 0; run < runs; run++) saveMs.push(await timeSaving(page, `Saved in run ${run + 1}`))
    return {
      notes,
      readMs,
      quietReadMs,
      listMs: listings.map((each) => each.firstMs),
      allListedMs: listings.map((each) => each.allMs),
      openMs: listings.map((each) => each.fromClickMs),
      saveMs,
    }
  } finally {
    await context.close()
  }
}

export function reportNotes(figures) {
  const line = (label, values, target) => {
    const typical = median(values)
    const verdict = target === undefined ? '' : ` (target ≤ ${target} ms: ${typical <= target ? 'ok' : 'OVER'})`
    console.log(
      `  ${label.padEnd(38)} ${typical.toFixed(1).padStart(6)} ms median, ${Math.max(...values).toFixed(1)} ms max ` +
        `over ${values.length} runs${verdict}`,
    )
  }
  console.log(`\nLecture notes (local mode, ${figures.notes.toLocaleString('en-US')} notes in one course)`)
  line('list: read all notes (IndexedDB)', figures.quietReadMs, NOTES_TARGET_MS)
  line('list: notes area to first notes', figures.listMs, NOTES_TARGET_MS)
  line('save a note until it is listed', figures.saveMs, NOTES_TARGET_MS)
  line('list: all of them in the page', figures.allListedMs)
  line('Watch pressed to first notes', figures.openMs)
  line('read as the player page loads', figures.readMs)
}

// --- on its own -------------------------------------------------------------------------------------------

function option(args, name, fallback) {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? fallback : args[index + 1]
}

async function waitForServer(url, server) {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The preview server exited (${server.exitCode})`)
    const ok = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer`)
}

async function main(args) {
  const port = Number(option(args, 'port', '4897'))
  const runs = Number(option(args, 'runs', '7'))
  const notes = Number(option(args, 'notes', '1000'))
  const outDir = option(args, 'dist', '.e2e-dist/bench-notes')
  const run = (command, commandArgs, env = {}) => {
    const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...env } })
    if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed`)
  }
  if (!args.includes('--no-build')) run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir])
  const dataDir = mkdtempSync(path.join(tmpdir(), 'edemy-bench-notes-'))
  let server = null
  let browser = null
  try {
    run('npx', ['tsx', 'local-api/reset.ts'], { LOCAL_API_DATA_DIR: dataDir })
    server = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'], {
      env: { ...process.env, LOCAL_API_DATA_DIR: dataDir },
      stdio: 'ignore',
      detached: true,
    })
    const appUrl = `http://localhost:${port}`
    await waitForServer(`${appUrl}/api/course/all`, server)
    const catalogue = await fetch(`${appUrl}/api/course/all`).then((answer) => answer.json())
    const courseId = catalogue.courses.find((course) => course.courseTitle === COURSE_TITLE)._id
    const signIn = await fetch(`${appUrl}/local-auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId: LEARNER_ID }),
    }).then((answer) => answer.json())
    const { chromium } = await import('@playwright/test')
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS })
    const figures = await measureNotes(
      browser,
      { appUrl, apiUrl: appUrl },
      { token: signIn.token, userId: LEARNER_ID, courseId, notes, runs },
    )
    reportNotes(figures)
  } finally {
    await browser?.close()
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

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}

/*
 * Wiring into scripts/bench.mjs (not done here): import { measureNotes, reportNotes } from './bench-notes.mjs';
 * next to the certificate PDF (in the `!SKIP.has('sizes') && sites['local.demo']` block) add
 *   report.notes = await measureNotes(browser, site, { token, tokenKey: TOKEN_KEY, userId: LEARNER_ID, courseId })
 * (the same token and course id the PDF uses), and print it with reportNotes(report.notes) beside
 * reportCertificatePdf.
 */
