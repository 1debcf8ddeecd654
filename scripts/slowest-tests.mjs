// The slowest tests of the last run, so the suite's time stays visible (printed at the end of npm test).
//
//   node scripts/slowest-tests.mjs [--e2e playwright.json] [--unit vitest.json] [--count 10]
//
// Reads Playwright's and Vitest's JSON reports; a missing report is skipped with a note.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : fallback
}

const count = Number(option('count', '10'))

/** [durationMs, label] for every test attempt in a Playwright JSON report. */
function playwrightTests(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const tests = []
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          tests.push([result.duration, `e2e   ${spec.file} › ${[...titles, spec.title].join(' › ')}`])
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file === child.file ? [...titles, child.title] : titles)
  }
  for (const suite of report.suites ?? []) walk(suite, [])
  return tests
}

/** [durationMs, label] for every test in a Vitest JSON report. */
function vitestTests(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'))
  return (report.testResults ?? []).flatMap((result) =>
    (result.assertionResults ?? []).map((test) => [
      test.duration ?? 0,
      `unit  ${path.relative(process.cwd(), result.name)} › ${test.fullName ?? test.title}`,
    ]),
  )
}

const tests = []
for (const [kind, read] of [
  ['e2e', playwrightTests],
  ['unit', vitestTests],
]) {
  const file = option(kind)
  if (!file) continue
  if (!existsSync(file)) {
    console.log(`(no ${kind} report at ${file})`)
    continue
  }
  tests.push(...read(file))
}

tests.sort((a, b) => b[0] - a[0])
for (const [duration, label] of tests.slice(0, count)) {
  console.log(`${(duration / 1000).toFixed(1).padStart(6)} s  ${label}`)
}
