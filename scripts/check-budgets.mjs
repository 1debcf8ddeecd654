// Bundle budgets, checked on every test run (cheap: reads the build manifest, no browser).
// - the JS that '/' loads stays at or under 130 KiB gzip (129.8 measured after the data-layer rework);
// - no learner route loads the rich-text editor or educator code.
// Usage: node scripts/check-budgets.mjs [distDir=dist]
// The manifest is not in distDir (it is never deployed): the build keeps it where buildManifest.mjs says.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { manifestFileFor } from './buildManifest.mjs'

const HOME_JS_BUDGET_KIB = 130
const dist = process.argv[2] ?? 'dist'
const manifestFile = manifestFileFor(dist)
if (!existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: build ${dist} first (npm run build).`)
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))

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

/** The manifest keys a page needs before it can render: the entry and the page, with their static imports. */
function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return seen
}

function gzipKiB(files) {
  let bytes = 0
  for (const file of files) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  return bytes / 1024
}

function filesOf(keys, kind) {
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
  console.error(`Budget check failed: no script of ${join(dist, 'index.html')} is in the build manifest`)
  process.exit(1)
}
const educatorLayout = 'src/pages/educator/Educator.tsx'
const failures = []
const rows = []

for (const [route, page] of Object.entries({ ...LEARNER_ROUTES, ...EDUCATOR_ROUTES })) {
  if (page !== null && !manifest[page]) {
    failures.push(`${route}: ${page} is not in the build manifest`)
    continue
  }
  const isEducator = route.startsWith('/educator')
  const keys = closure(isEducator ? [...entryKeys, educatorLayout, page] : [...entryKeys, page].filter(Boolean))
  const js = gzipKiB(filesOf(keys, 'js'))
  const css = gzipKiB(filesOf(keys, 'css'))
  rows.push({ route, 'JS KiB gz': js.toFixed(1), 'CSS KiB gz': css.toFixed(1), chunks: keys.size })
  if (!isEducator) {
    const leaked = [...keys].filter((key) => FORBIDDEN_FOR_LEARNERS.some((pattern) => pattern.test(key)))
    if (leaked.length > 0) failures.push(`${route} loads editor or educator code: ${leaked.join(', ')}`)
    for (const file of filesOf(keys, 'js')) {
      const text = readFileSync(join(dist, file), 'utf8')
      const found = FORBIDDEN_TEXT_FOR_LEARNERS.filter((pattern) => pattern.test(text))
      if (found.length > 0) failures.push(`${route} loads ${file}, which holds ${found.join(', ')}`)
    }
  }
  if (route === '/' && js > HOME_JS_BUDGET_KIB) {
    failures.push(`'/' loads ${js.toFixed(1)} KiB of gzipped JS, over the ${HOME_JS_BUDGET_KIB} KiB budget`)
  }
}

console.table(rows)
if (failures.length > 0) {
  console.error(`Budget check failed:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log(
  `Budgets hold: '/' within ${HOME_JS_BUDGET_KIB} KiB gzip; no learner route loads the editor or educator code.`,
)
