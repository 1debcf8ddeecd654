// Finds the Chromium the e2e tests drive (Debian's package; Playwright never downloads a browser).
// Installs it with apt-get when running as root, otherwise stops with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './chromium.mjs'

const installCommand = 'apt-get update && apt-get install -y chromium'

function works(path) {
  if (!existsSync(path)) return false
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' })
  return result.status === 0
}

if (works(CHROMIUM_PATH)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0
if (!isRoot || !hasApt || process.env.CHROMIUM_PATH) {
  console.error(`Chromium was not found at ${CHROMIUM_PATH}. The end-to-end tests need it.`)
  console.error(`Install it with:  sudo sh -c '${installCommand}'`)
  console.error('or point CHROMIUM_PATH at an existing Chromium or Chrome binary.')
  process.exit(1)
}

console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's chromium package…`)
execFileSync('sh', ['-c', installCommand], {
  stdio: 'inherit',
  env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
})
if (!works(CHROMIUM_PATH)) {
  console.error(`apt-get finished but ${CHROMIUM_PATH} still does not run.`)
  process.exit(1)
}
