// Bundle budgets, checked on every test run (cheap: reads the build manifest, no browser), on a build of
// each mode the app runs in (scripts/buildModes.mjs: local, and Clerk as in production), with the same
// budgets for both:
// - the JS that '/' loads stays at or under 130 KiB gzip (110.7 measured in local mode once the API client
//   went from axios to fetch; 119.6 before the catalogue was read as a stream, 121.7 after);
// - no learner route loads the rich-text editor or educator code.
// It also prints, without a budget, what the service worker precaches (scripts/precache.mjs). In Clerk mode it
// prints the Clerk runtime (src/auth/clerkRuntime.tsx: the
// lazily loaded src/auth module with "clerk" in its name, and what it imports that '/' does not already
// load): a signed-out visitor downloads it only on asking to sign in, a visitor with
// a session at once.
//
// Usage: node scripts/check-budgets.mjs [localDir=dist] [clerkDir]
//        node scripts/check-budgets.mjs [--local DIR] [--clerk DIR]
// scripts/test-all.sh checks the e2e build (local) and .e2e-dist/budget-clerk (Clerk). The manifest is not in the
// build folder (it is never deployed): the build keeps it where buildManifest.mjs says.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { manifestFileFor } from './buildManifest.mjs'
import { staticClosure } from './manifestClosure.mjs'
import { MODE_LABELS, MODES } from './buildModes.mjs'
import { precacheFigures } from './precache.mjs'

const HOME_JS_BUDGET_KIB = 130

// null: the page ships inside the app shell (the entry's own chunks).
const LEARNER_ROUTES = {
  '/': null,
  '/course-list': null,
  '/course/:id': 'src/pages/learner/CourseDetails.tsx',
  '/about': 'src/pages/learner/About.tsx',
  '/contact': 'src/pages/learner/Contact.tsx',
  '/privacy-policy': 'src/pages/learner/PrivacyPolicy.tsx',
  '/my-enrollments': 'src/pages/learner/MyEnrollments.tsx',
  '/player/:courseId': 'src/pages/learner/Player.tsx',
  '/loading/:path': 'src/pages/learner/Loading.tsx',
  '/certificate/:courseId': 'src/pages/learner/Certificate.tsx',
  404: 'src/pages/learner/NotFound.tsx',
}
const EDUCATOR_ROUTES = {
  '/educator': 'src/pages/educator/Dashboard.tsx',
  '/educator/add-course': 'src/pages/educator/AddCourse.tsx',
}
const FORBIDDEN_FOR_LEARNERS = [/quill/i, /src\/pages\/educator\//, /src\/components\/educator\//]
// Chunk names do not show what a merged chunk (such as the app shell) holds, so the learner files are
// also searched for text only Quill ('ql-editor') or the educator pages ('Latest Enrollments') contain.
const FORBIDDEN_TEXT_FOR_LEARNERS = [/ql-editor/, /Latest Enrollments/]
// The educator insights' libraries (docs/educator-insights.md): the chart (recharts, whose wrapper class no
// other code carries) and the CSV writer (papaparse's BAD_DELIMITERS) load on educator screens only.
FORBIDDEN_FOR_LEARNERS.push(/node_modules\/(recharts|victory-vendor|papaparse)\//, /src\/lib\/csv\.ts/)
FORBIDDEN_TEXT_FOR_LEARNERS.push(/recharts-wrapper/, /BAD_DELIMITERS/)
// The Clerk sign-in provider: a lazily loaded src/auth module with "clerk" in its name, or the SDK itself.
const CLERK_PROVIDER = /^src\/auth\/[^/]*clerk[^/]*$|node_modules\/@clerk\//i
// A Clerk-mode build carries its publishable key in the code '/' loads; a local one has none.
const PUBLISHABLE_KEY = /\bpk_(?:test|live)_[A-Za-z0-9+/=_-]{8,}/
const EDUCATOR_LAYOUT = 'src/pages/educator/Educator.tsx'
// The study flow (docs/study-flow.md#figures): the certificate's PDF maker loads only on "Download PDF", so no route
// loads it up front; the player's own chunk stays within 15 KiB gzip of its 4.5 KiB before the study flow.
const PDF_MAKER = /node_modules\/(?:pdf-lib|@pdf-lib|regenerator-runtime)\/|src\/lib\/certificate(?:Pdf|Fonts)\.ts$/
const PLAYER_PAGE = 'src/pages/learner/Player.tsx'
const PLAYER_CHUNK_BUDGET_KIB = 19.5
// Add Course's own chunk (docs/product.md#preview-as-learner): 9.2 KiB gzip before "Preview as learner" and its
// checklist, which may add at most 8; the preview itself is a lazy chunk it loads on use.
const ADD_COURSE_PAGE = 'src/pages/educator/AddCourse.tsx'
const ADD_COURSE_CHUNK_BUDGET_KIB = 17.2
// The course list's phone "Filters" sheet (with Radix's dialog): its own chunk, loaded when it opens.
const FILTERS_SHEET = 'src/components/learner/FiltersSheet.tsx'

// --- arguments -------------------------------------------------------------------------------------------

function readBuilds(args) {
  const builds = {}
  const positional = []
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]
    const flag = /^--(local|clerk)(?:=(.*))?$/.exec(arg)
    if (flag) {
      const value = flag[2] ?? args[++index]
      if (!value) throw new Error(`${arg} needs a build folder`)
      builds[flag[1]] = value
    } else if (arg.startsWith('--')) {
      throw new Error(`Unknown option ${arg}`)
    } else positional.push(arg)
  }
  if (positional.length > 2) throw new Error('At most two build folders: the local build, then the Clerk build')
  if (positional[0]) builds.local ??= positional[0]
  if (positional[1]) builds.clerk ??= positional[1]
  if (Object.keys(builds).length === 0) builds.local = 'dist'
  return builds
}

// --- one build -------------------------------------------------------------------------------------------

/** Route figures, failures and (Clerk mode) the sign-in provider's size for one build folder. */
function checkBuild(mode, dist) {
  const label = MODE_LABELS[mode]
  const manifestFile = manifestFileFor(dist)
  if (!existsSync(manifestFile)) {
    return { failures: [`${label}: no build manifest at ${manifestFile}: build ${dist} first`], routes: {} }
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))

  /** The manifest keys a page needs before it can render: the entry and the page, with their static imports. */
  const closure = (keys) => staticClosure(manifest, keys)
  const gzipKiB = (files) => {
    let bytes = 0
    for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
    return bytes / 1024
  }
  const filesOf = (keys, kind) => {
    const files = new Set()
    for (const key of keys) {
      const chunk = manifest[key]
      if (kind === 'js' && chunk.file.endsWith('.js')) files.add(chunk.file)
      if (kind === 'css' && chunk.file.endsWith('.css')) files.add(chunk.file)
      if (kind === 'css') for (const css of chunk.css ?? []) files.add(css)
    }
    return [...files]
  }

  // What index.html loads on every route: with the app shell in its own chunk group, the manifest
  // marks no chunk as the entry, so the page itself says which chunks those are.
  const indexHtml = readFileSync(join(dist, 'index.html'), 'utf8')
  const loadedByIndex = new Set(
    [...indexHtml.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]),
  )
  const entryKeys = Object.keys(manifest).filter((key) => loadedByIndex.has(manifest[key].file))
  if (!entryKeys.some((key) => manifest[key].file.endsWith('.js'))) {
    return { failures: [`${label}: no script of ${join(dist, 'index.html')} is in the build manifest`], routes: {} }
  }

  const failures = []
  const warnings = []
  const routes = {}
  for (const [route, page] of Object.entries({ ...LEARNER_ROUTES, ...EDUCATOR_ROUTES })) {
    if (page !== null && !manifest[page]) {
      failures.push(`${label}: ${route}: ${page} is not in the build manifest`)
      continue
    }
    const isEducator = route.startsWith('/educator')
    const keys = closure(isEducator ? [...entryKeys, EDUCATOR_LAYOUT, page] : [...entryKeys, page].filter(Boolean))
    const js = gzipKiB(filesOf(keys, 'js'))
    routes[route] = { js, css: gzipKiB(filesOf(keys, 'css')), chunks: keys.size }
    if (!isEducator) {
      const leaked = [...keys].filter((key) => FORBIDDEN_FOR_LEARNERS.some((pattern) => pattern.test(key)))
      if (leaked.length > 0) failures.push(`${label}: ${route} loads editor or educator code: ${leaked.join(', ')}`)
      for (const file of filesOf(keys, 'js')) {
        const text = readFileSync(join(dist, file), 'utf8')
        const found = FORBIDDEN_TEXT_FOR_LEARNERS.filter((pattern) => pattern.test(text))
        if (found.length > 0) failures.push(`${label}: ${route} loads ${file}, which holds ${found.join(', ')}`)
      }
    }
    const pdfMaker = [...keys].filter((key) => PDF_MAKER.test(key))
    if (pdfMaker.length > 0) failures.push(`${label}: ${route} loads the PDF maker up front: ${pdfMaker.join(', ')}`)
    if (route === '/' && js > HOME_JS_BUDGET_KIB) {
      failures.push(`${label}: '/' loads ${js.toFixed(1)} KiB of gzipped JS, over the ${HOME_JS_BUDGET_KIB} KiB budget`)
    }
  }

  const playerChunk = manifest[PLAYER_PAGE] ? gzipKiB([manifest[PLAYER_PAGE].file]) : 0
  if (playerChunk > PLAYER_CHUNK_BUDGET_KIB) {
    failures.push(
      `${label}: the player's own chunk is ${playerChunk.toFixed(1)} KiB gzip, over ${PLAYER_CHUNK_BUDGET_KIB}`,
    )
  }

  const addCourseChunk = manifest[ADD_COURSE_PAGE] ? gzipKiB([manifest[ADD_COURSE_PAGE].file]) : 0
  if (addCourseChunk > ADD_COURSE_CHUNK_BUDGET_KIB) {
    failures.push(
      `${label}: Add Course's own chunk is ${addCourseChunk.toFixed(1)} KiB gzip, over ${ADD_COURSE_CHUNK_BUDGET_KIB}`,
    )
  }

  // Is the folder built in the mode it is checked as? The key is in the code every page loads.
  const home = closure(entryKeys)
  if (!manifest[FILTERS_SHEET]?.isDynamicEntry || home.has(FILTERS_SHEET)) {
    failures.push(`${label}: ${FILTERS_SHEET} is not a lazily loaded chunk outside the app shell`)
  }
  const hasKey = filesOf(home, 'js').some((file) => PUBLISHABLE_KEY.test(readFileSync(join(dist, file), 'utf8')))
  if (mode === 'clerk' && !hasKey) warnings.push(`${dist} has no Clerk publishable key in its code: a local build?`)
  if (mode === 'local' && hasKey) warnings.push(`${dist} carries a Clerk publishable key: a Clerk build?`)

  let clerk = null
  if (mode === 'clerk') {
    const roots = Object.keys(manifest).filter(
      (key) => manifest[key].isDynamicEntry && !home.has(key) && CLERK_PROVIDER.test(key),
    )
    const keys = [...closure(roots)].filter((key) => !home.has(key))
    const homeFiles = new Set(filesOf(home, 'js'))
    const files = filesOf(keys, 'js').filter((file) => !homeFiles.has(file))
    clerk = { roots, files, js: gzipKiB(files) }
    if (roots.length === 0) warnings.push(`${dist}: no lazily loaded Clerk sign-in provider chunk found`)
  }
  return { failures, warnings, routes, clerk }
}

// --- report ----------------------------------------------------------------------------------------------

function printTable(header, rows) {
  const table = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')))
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column].length)))
  const line = (row) =>
    `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ')}`
  console.log(line(table[0]))
  console.log(`  ${widths.map((width) => '-'.repeat(width)).join('  ')}`)
  for (const row of table.slice(1)) console.log(line(row))
}

let builds
try {
  builds = readBuilds(process.argv.slice(2))
} catch (error) {
  console.error(
    `${error.message}\nUsage: node scripts/check-budgets.mjs [localDir] [clerkDir] | [--local DIR] [--clerk DIR]`,
  )
  process.exit(2)
}
const modes = MODES.filter((mode) => builds[mode])
const results = Object.fromEntries(modes.map((mode) => [mode, checkBuild(mode, builds[mode])]))

// Object keys list 404 (a number) first; it reads better last.
const routeNames = Object.keys({ ...LEARNER_ROUTES, ...EDUCATOR_ROUTES }).sort(
  (a, b) => Number(a === '404') - Number(b === '404'),
)
const header = ['Route (KiB gzip -9)']
for (const mode of modes) header.push(`${MODE_LABELS[mode]} JS`, `${MODE_LABELS[mode]} CSS`, 'chunks')
const rows = routeNames.map((route) => {
  const row = [route]
  for (const mode of modes) {
    const figures = results[mode].routes[route]
    row.push(figures?.js.toFixed(1) ?? '–', figures?.css.toFixed(1) ?? '–', figures?.chunks ?? '–')
  }
  return row
})
console.log(`\nBundle budgets: ${modes.map((mode) => `${MODE_LABELS[mode]} mode ${builds[mode]}`).join(', ')}\n`)
printTable(header, rows)

const homeFigures = modes
  .filter((mode) => results[mode].routes['/'])
  .map((mode) => {
    const js = results[mode].routes['/'].js
    return `${MODE_LABELS[mode]} ${js.toFixed(1)} ${js <= HOME_JS_BUDGET_KIB ? 'ok' : 'OVER'}`
  })
console.log(`\n  JS loaded by '/' (budget ≤ ${HOME_JS_BUDGET_KIB} KiB gzip): ${homeFigures.join(', ')}`)

for (const mode of modes) {
  const precache = precacheFigures(builds[mode])
  const figures = precache
    ? `${precache.files} files, ${(precache.bytes / 1024).toFixed(1)} KiB (${(precache.gzipBytes / 1024).toFixed(1)} KiB gzip)`
    : 'no service worker in this build'
  console.log(`  ${MODE_LABELS[mode]} mode, service worker precache (not budgeted): ${figures}`)
}

// Not in the JS above: index.html's own inline scripts (every page carries them), and the course list's first-visit
// code, a script index.html loads only on the course list's plain address (src/firstVisitCards.ts).
const gzipFileKiB = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024
for (const mode of modes) {
  const dist = builds[mode]
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n')
  const inlineKiB = gzipSync(inline, { level: 9 }).length / 1024
  const firstVisit = readdirSync(join(dist, 'assets')).find((file) => /^firstVisitCards-.+\.js$/.test(file))
  console.log(
    `  ${MODE_LABELS[mode]} mode, index.html (not budgeted): ${gzipFileKiB(join(dist, 'index.html')).toFixed(1)} KiB gzip, ` +
      `its inline scripts ${inlineKiB.toFixed(1)} KiB of that; the course list's first-visit code: ` +
      `${firstVisit ? `${gzipFileKiB(join(dist, 'assets', firstVisit)).toFixed(1)} KiB gzip` : 'none'}`,
  )
}

const clerk = results.clerk?.clerk
if (clerk?.roots.length) {
  console.log(
    `\n  Clerk mode, loaded on sign-in or with a session (not budgeted, not in '/'): ${clerk.js.toFixed(1)} KiB JS gzip` +
      ` in ${clerk.files.length} file(s) (${clerk.roots.join(', ')})`,
  )
}
for (const mode of modes) for (const warning of results[mode].warnings ?? []) console.warn(`  Warning: ${warning}`)

const failures = modes.flatMap((mode) => results[mode].failures)
const checked = modes.map((mode) => MODE_LABELS[mode]).join(' and ')
if (failures.length > 0) {
  console.error(`\nBudget check failed (${checked} mode):\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `\nBudgets hold in ${checked} mode: '/' within ${HOME_JS_BUDGET_KIB} KiB gzip; no learner route loads the editor or educator code.`,
)
