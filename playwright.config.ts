import { defineConfig, devices } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { CHROMIUM_PATH } from './scripts/chromium.mjs'

/*
 * End-to-end tests run the production build (vite preview) with the local API mounted on the same
 * origin and the local identity provider, in Debian's Chromium. No browser is ever downloaded.
 */
const PORT = Number(process.env.E2E_PORT ?? 4317)
const CONFIG_ERROR_PORT = PORT + 1
// Per-port data and build folders, so two runs on one machine (different E2E_PORT) never share state.
const DATA_DIR = fileURLToPath(new URL(`./.local-data/e2e-${PORT}`, import.meta.url))
const OUT_DIR = `.e2e-dist/${PORT}`

// scripts/test-all.sh builds both apps before the run and sets E2E_PREBUILT=1, so one `npm test` builds each
// app once; a run on its own (npm run test:e2e) builds them here.
const PREBUILT = process.env.E2E_PREBUILT === '1'
const buildInto = (outDir: string) => (PREBUILT ? '' : `npx vite build --logLevel warn --outDir ${outDir} && `)

export const E2E_BASE_URL = `http://localhost:${PORT}`
export const CONFIG_ERROR_URL = `http://localhost:${CONFIG_ERROR_PORT}`

export default defineConfig({
  testDir: './tests/e2e',
  // Per port, so two runs side by side never delete each other's traces.
  outputDir: `test-results/${PORT}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is fixed, never retried: a retry would hide it.
  retries: 0,
  workers: 2,
  // The one place for time limits. They bound waits on conditions, sized for a machine whose cores are busy
  // with other work (npm run test:loaded): a wait that needs more points at a bug, not at the limit.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // The JSON report feeds scripts/slowest-tests.mjs (the slowest tests, printed at the end of npm test).
  reporter: [
    ['list'],
    ['json', { outputFile: `test-results/reports/e2e-${PORT}.json` }],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  // The service worker would answer from its caches across tests of one page; only tests/e2e/offline.spec.ts,
  // which tests it, lets it run.
  use: { baseURL: E2E_BASE_URL, trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      // Fresh demo data for every run, then the production build with the local API mounted.
      command: `npx tsx local-api/reset.ts && ${buildInto(OUT_DIR)}npx vite preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
      url: E2E_BASE_URL,
      reuseExistingServer: false, // true would silently test whatever already listens on the port
      timeout: 180_000,
      env: { LOCAL_API_DATA_DIR: DATA_DIR, VITE_BACKEND_URL: '', VITE_CLERK_PUBLISHABLE_KEY: '' },
    },
    {
      // A build with a malformed setting, for the configuration error screen. (A dev server would be quicker to
      // start but reloads the page while it optimises dependencies on a fresh machine.)
      command: `${buildInto(`${OUT_DIR}-config-error`)}npx vite preview --outDir ${OUT_DIR}-config-error --port ${CONFIG_ERROR_PORT} --strictPort`,
      url: CONFIG_ERROR_URL,
      reuseExistingServer: false,
      timeout: 180_000,
      env: { VITE_BACKEND_URL: 'not a url', LOCAL_API_DATA_DIR: `${DATA_DIR}-config` },
    },
  ],
})
