// The two ways the app is built and served, as the benchmark (scripts/bench.mjs) and the bundle budgets
// (scripts/check-budgets.mjs, scripts/test-all.sh) measure them:
//
// - local: no Clerk key and no VITE_BACKEND_URL. The local API is mounted on the app's own origin by
//   the dev and preview servers and gzips the catalogue; sign-in is the local identity provider.
// - clerk: production's shape. A Clerk publishable key and an API on another origin that sends plain,
//   uncompressed JSON (the standalone local API with --no-compression stands in for the hosted one).
//   The key is syntactically valid but names clerk.bench.invalid, a host that never resolves: nothing
//   is ever sent to Clerk, and Clerk's own script fails to load where the app asks for it.
//
//   node scripts/buildModes.mjs env <local|clerk> [apiUrl]   prints the build variables, one KEY=value a line
//
// (scripts/test-all.sh builds with `env $(node scripts/buildModes.mjs env clerk) npx vite build …`.)
import { fileURLToPath } from 'node:url'

export const MODES = ['local', 'clerk']

/** Shown in tables and headings. */
export const MODE_LABELS = { local: 'local', clerk: 'Clerk' }

/** Base64 of `clerk.bench.invalid$`: a test key for a Frontend API host that never resolves. */
export const CLERK_BENCH_KEY = 'pk_test_Y2xlcmsuYmVuY2guaW52YWxpZCQ='

/** The API a Clerk-mode build names when no other is given (the standalone local API's default address). */
export const DEFAULT_CLERK_API_URL = 'http://localhost:8787'

/**
 * Clerk's session hint: a signed-in visitor carries a `__client_uat` cookie (or `__client_uat_<suffix>`)
 * whose value is not 0. Set on the app's origin, it makes a visit a returning signed-in one.
 */
export const SESSION_HINT_COOKIE = { name: '__client_uat', value: '1700000000' }

/**
 * The VITE_ variables a build of `mode` needs (bench.mjs passes them to its `vite preview` too). Both
 * are always set, so nothing leaks in from .env files or the shell.
 */
export function buildEnv(mode, apiUrl = DEFAULT_CLERK_API_URL) {
  if (mode === 'local') return { VITE_BACKEND_URL: '', VITE_CLERK_PUBLISHABLE_KEY: '' }
  if (mode === 'clerk') return { VITE_BACKEND_URL: apiUrl, VITE_CLERK_PUBLISHABLE_KEY: CLERK_BENCH_KEY }
  throw new Error(`Unknown build mode "${mode}": use ${MODES.join(' or ')}`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, mode, apiUrl] = process.argv.slice(2)
  if (command !== 'env' || !mode) {
    console.error('Usage: node scripts/buildModes.mjs env <local|clerk> [apiUrl]')
    process.exit(2)
  }
  for (const [name, value] of Object.entries(buildEnv(mode, apiUrl))) console.log(`${name}=${value}`)
}
