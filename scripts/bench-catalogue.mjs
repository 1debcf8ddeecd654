// The catalogue part of the benchmark only (10,000 courses; see scripts/bench.mjs, `npm run bench`).
//
//   node scripts/bench-catalogue.mjs [baseUrl] [--runs N] [--modes local,clerk]
//
// With a base URL it measures that running app (it must serve the catalogue to measure); without one,
// bench.mjs builds the app and serves it with 10,000 generated courses in each mode --modes names
// (default both: local, and Clerk with the API on another origin sending uncompressed JSON).
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const args = process.argv.slice(2)
const baseUrl = args[0] && !args[0].startsWith('--') ? args.shift() : undefined
const bench = fileURLToPath(new URL('./bench.mjs', import.meta.url))
const forwarded = ['--skip', 'sizes,lighthouse', ...(baseUrl ? ['--catalogue-url', baseUrl] : []), ...args]
const result = spawnSync(process.execPath, [bench, ...forwarded], { stdio: 'inherit' })
process.exit(result.status ?? 1)
