// The whole test suite on a busy machine: a CPU hog on every core while `npm test` runs.
//
//   npm run test:loaded [-- --runs 3] [-- --hogs N]
//
// The hog is one child process with a busy worker thread per core (or --hogs N), started before the
// suite and stopped by its PID when the suite ends, however it ends. It also stops itself after
// HOG_LIMIT_MINUTES (default 120), so a killed runner never leaves the machine loaded. Exits with the
// first failing run's code; prints each run's wall time.
import { spawn } from 'node:child_process'
import os from 'node:os'

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}

const runs = option('runs', 1)
const hogs = option('hogs', os.availableParallelism())
const limitMinutes = Number(process.env.HOG_LIMIT_MINUTES ?? 120)

// Runs in the child: `hogs` worker threads spinning until the process is killed or the limit passes.
const HOG_SOURCE = `
const { Worker } = require('node:worker_threads')
for (let i = 0; i < ${hogs}; i++) new Worker('for (;;) {}', { eval: true })
setTimeout(() => process.exit(0), ${limitMinutes} * 60_000)
`

function startHog() {
  const hog = spawn(process.execPath, ['-e', HOG_SOURCE], { stdio: 'ignore' })
  console.log(`CPU hog: ${hogs} busy thread(s) in process ${hog.pid} (stops itself after ${limitMinutes} min)`)
  return hog
}

function stopHog(hog) {
  if (hog.exitCode === null && hog.signalCode === null) process.kill(hog.pid, 'SIGKILL')
}

function runSuite() {
  return new Promise((resolve) => {
    const suite = spawn('npm', ['test'], { stdio: 'inherit' })
    suite.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const hog = startHog()
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopHog(hog)
    process.exit(130)
  })
}
process.on('exit', () => stopHog(hog))

const results = []
let exitCode = 0
for (let run = 1; run <= runs; run++) {
  const started = Date.now()
  console.log(`\n== loaded run ${run} of ${runs} (load average ${os.loadavg()[0].toFixed(1)})`)
  const code = await runSuite()
  results.push({ run, code, minutes: (Date.now() - started) / 60_000 })
  if (code !== 0) {
    exitCode = code
    break
  }
}
stopHog(hog)

console.log('\n== loaded runs')
for (const { run, code, minutes } of results) {
  console.log(`run ${run}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${minutes.toFixed(1)} min`)
}
process.exit(exitCode)
