// "Find the next course" at 10,000 courses and 50,000 ratings (docs/catalogue-discovery.md#the-next-course):
// how long the course page takes to work out its two sections, and the empty search its "Did you mean".
//
//   node scripts/bench-next-course.mjs [--runs 100]
//
// The rules are plain functions (src/domain/relatedCourses.ts, src/domain/titleSuggestions.ts), timed here in
// Node, on the V8 engine Chromium runs, through Vite's module loader with the project's Lingui macro plugin (so
// the modules run as the app builds them). The catalogue: the local API's 14 demo courses and 9,986 of its
// generated ones (titles, educators), with 50,000 ratings drawn by a seeded random source from 6,000 learners,
// the catalogue's first courses rated most, about one in 200 with a blank user id, repeats left in, read from
// JSON as the app reads the answer.
//
// - Sections: "More from {educator}" and "Learners who rated this also rated" together, for --runs course pages
//   (the most rated one among them), as a learner owning 25 courses. The first page is timed apart (its code not
//   yet optimised by the engine, as on a first visit to a course page).
// - "Did you mean": each term of a list (misspellings, terms close to no title, a 500-character one) on a catalogue
//   never searched before (its titles prepared in the same call, as on a visit's first empty search), then again.
//
// Target: each at most 20 ms. Not part of `npm run bench` yet; to add it there, import benchNextCourse in
// scripts/bench.mjs, add 'next-course' to SECTIONS and call `await benchNextCourse({ runs: RUNS * 20 })` next to
// the educator section (it needs no build and no server).
import { performance } from 'node:perf_hooks'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const COURSES = 10_000
const RATINGS = 50_000
const LEARNERS = 6_000
const OWNED = 25
const TARGET_MS = 20
const TERMS = [
  'javscript',
  'pyhton',
  'machne learning',
  'accesibility',
  'kubernets',
  'pyhton for begginers',
  'genrative ai',
  'cooking',
  'photography',
  'zzzz',
  'पायथन',
  'javscript '.repeat(50).trim(),
]

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]
}
const ms = (value) => `${value.toFixed(2)} ms`
const verdict = (value) => (value <= TARGET_MS ? 'ok' : 'MISSED')

/** The app's rules and the local API's demo data, loaded as the app's build would compile them. */
async function loadModules() {
  const { createServer } = await import('vite')
  const { tsImport } = await import('tsx/esm/api')
  const { linguiMacroPlugin } = await tsImport('../build/linguiMacroPlugin.ts', import.meta.url)
  const server = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    appType: 'custom',
    plugins: [linguiMacroPlugin()],
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    const load = (file) => server.ssrLoadModule(file)
    return {
      related: await load('/src/domain/relatedCourses.ts'),
      suggestions: await load('/src/domain/titleSuggestions.ts'),
      enrollment: await load('/src/domain/enrollment.ts'),
      demo: await load('/local-api/demo/courses.ts'),
      generator: await load('/local-api/demo/generator.ts'),
      random: await load('/local-api/demo/random.ts'),
    }
  } finally {
    await server.close()
  }
}

/** 10,000 catalogue courses as GET /api/course/all sends them, with 50,000 ratings. */
function makeCatalogue({ demo, generator, random: { createRandom } }) {
  const educators = new Map(generator.GENERATED_EDUCATORS.map((person) => [person._id, person.name]))
  const demoCourses = demo.DEMO_COURSE_SPECS.map((spec, index) => ({
    title: spec.title,
    educatorId: spec.owner === 'educator' ? 'user_demo_educator' : 'user_demo_educator_2',
    serial: index,
  }))
  educators.set('user_demo_educator', 'Ananya Krishnan').set('user_demo_educator_2', 'Daniel Okafor')
  const generated = generator.generateExtraCourses(COURSES - demoCourses.length)
  const catalogue = [...demoCourses, ...generated].map((course, index) => ({
    _id: `bench_${index.toString(16).padStart(6, '0')}`,
    courseTitle: course.title,
    courseDescription: '',
    courseThumbnail: '',
    coursePrice: 49.99,
    discount: 10,
    educator: { _id: course.educatorId, name: educators.get(course.educatorId) ?? '' },
    courseRatings: [],
    createdAt: '2026-01-01T00:00:00.000Z',
  }))
  const random = createRandom(0x0c0f_fee5)
  for (let count = 0; count < RATINGS; count++) {
    const course = catalogue[Math.floor(COURSES * random.next() ** 1.6)]
    const userId = random.chance(0.005) ? '' : `user_bench_${random.int(0, LEARNERS - 1)}`
    course.courseRatings.push({ userId, rating: random.int(1, 5) })
  }
  // As the app has it: parsed from the answer's JSON (strings built here would be slower to hash and compare).
  return { catalogue: JSON.parse(JSON.stringify(catalogue)), random }
}

function time(work) {
  const started = performance.now()
  const result = work()
  return { ms: performance.now() - started, result }
}

export async function benchNextCourse({ runs = 100 } = {}) {
  const modules = await loadModules()
  const { moreFromEducator, alsoRated } = modules.related
  const { suggestCourses } = modules.suggestions
  const { isEnrolledIn } = modules.enrollment
  const { catalogue, random } = makeCatalogue(modules)
  const ratings = catalogue.reduce((total, course) => total + course.courseRatings.length, 0)

  // A learner owning 25 courses, as user data and the enrolled courses list them.
  const owned = random.sample(catalogue, OWNED)
  const user = { enrolledCourses: owned.map((course) => course._id) }
  const isOwned = (courseId) => isEnrolledIn(courseId, user, owned)
  const mostRated = catalogue.reduce((best, course) =>
    course.courseRatings.length > best.courseRatings.length ? course : best,
  )
  const pages = [mostRated, ...random.sample(catalogue, Math.max(0, runs - 1))]
  const sections = (course) => {
    const more = moreFromEducator(catalogue, course)
    const also = alsoRated(catalogue, course, isOwned)
    return more.length + also.length
  }
  const [first, ...rest] = pages.map((course) => time(() => sections(course)).ms)
  const mostRatedMs = time(() => sections(mostRated)).ms

  // Each term on a catalogue never searched (a copy: the prepared titles are kept per catalogue), then again.
  const suggestionRows = TERMS.map((term) => {
    const fresh = catalogue.slice()
    const cold = time(() => suggestCourses(fresh, term))
    const warm = Array.from({ length: 5 }, () => time(() => suggestCourses(fresh, term)).ms)
    return { term, cold: cold.ms, warm: median(warm), found: cold.result.length }
  })

  console.log(
    `\nFind the next course: ${catalogue.length.toLocaleString('en')} courses, ${ratings.toLocaleString('en')} ratings (Node ${process.version})`,
  )
  console.log(`  Sections ("More from" + "Also rated"), ${pages.length} course pages, target ≤ ${TARGET_MS} ms each`)
  console.log(`    first page (code not yet optimised)  ${ms(first).padStart(9)}  ${verdict(first)}`)
  console.log(
    `    median / p95 / max of the rest       ${ms(median(rest))} / ${ms(percentile(rest, 0.95))} / ${ms(Math.max(...rest))}  ${verdict(Math.max(...rest))}`,
  )
  console.log(
    `    the most rated course (${mostRated.courseRatings.length} ratings)  ${ms(mostRatedMs).padStart(9)}  ${verdict(mostRatedMs)}`,
  )
  console.log(`  "Did you mean", first search of a catalogue (titles prepared) / again, target ≤ ${TARGET_MS} ms`)
  for (const row of suggestionRows) {
    const label = row.term.length > 24 ? `${row.term.slice(0, 21)}… (${row.term.length})` : row.term
    console.log(
      `    ${label.padEnd(26)} ${ms(row.cold).padStart(9)} / ${ms(row.warm).padStart(8)}  ${row.found} found  ${verdict(Math.max(row.cold, row.warm))}`,
    )
  }
  const worst = Math.max(first, ...rest, mostRatedMs, ...suggestionRows.flatMap((row) => [row.cold, row.warm]))
  console.log(`  Slowest of all: ${ms(worst)} (${verdict(worst)})`)
  return { first, rest, mostRatedMs, suggestionRows, worst }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const runsAt = process.argv.indexOf('--runs')
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 100
  if (!Number.isInteger(runs) || runs < 1) {
    console.error('--runs takes a whole number of course pages, at least 1')
    process.exit(2)
  }
  await benchNextCourse({ runs })
}
