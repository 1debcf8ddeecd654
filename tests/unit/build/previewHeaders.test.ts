// @vitest-environment node
import { http, passthrough } from 'msw'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, createLogger, preview, type InlineConfig, type PreviewServer } from 'vite'
import { securityHeadersPlugin } from '../../../build/securityHeadersPlugin'
import { server as msw } from '../../mocks/server'

/*
 * `vite preview` serves the headers the build wrote into `_headers`, not ones recomputed from its own
 * environment: a build made for an API origin and Clerk host keeps calling them when previewed without the variables.
 * A tiny fixture project (no repo config) builds in about a second.
 */

const API = 'http://localhost:4895'
const CLERK_KEY = 'pk_test_Y2xlcmsuYmVuY2guaW52YWxpZCQ=' // clerk.bench.invalid
const SETTINGS = ['VITE_BACKEND_URL', 'VITE_CLERK_PUBLISHABLE_KEY'] as const
const root = mkdtempSync(path.join(tmpdir(), 'edemy-preview-headers-'))

afterAll(() => rmSync(root, { recursive: true, force: true }))

/** Runs `run` with exactly these build settings in process.env (absent ones unset), then puts them back. */
async function withSettings<T>(values: Partial<Record<(typeof SETTINGS)[number], string>>, run: () => Promise<T>) {
  const previous = SETTINGS.map((name) => [name, process.env[name]] as const)
  for (const name of SETTINGS) {
    if (values[name] === undefined) delete process.env[name]
    else process.env[name] = values[name]
  }
  try {
    return await run()
  } finally {
    for (const [name, value] of previous) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

function fixture(name: string): InlineConfig {
  const dir = path.join(root, name)
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/main.ts"></script>',
  )
  writeFileSync(path.join(dir, 'main.ts'), "document.body.append('hello')\n")
  // configFile: false keeps the repo's own vite.config.ts (and its other plugins) out of it.
  return { root: dir, configFile: false, logLevel: 'silent', plugins: [securityHeadersPlugin()], preview: { port: 0 } }
}

/** Previews the fixture's build with no build settings in the environment, and fetches these paths from it. */
async function served(config: InlineConfig, paths: string[]): Promise<Array<{ status: number; headers: Headers }>> {
  const server: PreviewServer = await withSettings({}, () => preview(config))
  try {
    const origin = new URL(server.resolvedUrls?.local[0] ?? '').origin
    // Real requests to the real server: the unit tests' request mocks stand aside.
    msw.use(http.all(`${origin}/*`, () => passthrough()))
    return await Promise.all(
      paths.map(async (url) => {
        const response = await fetch(new URL(url, origin))
        await response.arrayBuffer()
        return { status: response.status, headers: response.headers }
      }),
    )
  } finally {
    await server.close()
  }
}

test('a build for an API origin and Clerk, previewed without those variables, may still call them', async () => {
  const config = fixture('built-for-api')
  await withSettings({ VITE_BACKEND_URL: API, VITE_CLERK_PUBLISHABLE_KEY: CLERK_KEY }, () => build(config))
  const script = readdirSync(path.join(config.root ?? '', 'dist', 'assets')).find((file) => file.endsWith('.js'))

  expect(script).toBeDefined()

  const [page, asset, api] = await served(config, ['/', `/assets/${script}`, '/api/course/all'])

  for (const response of [page, asset]) {
    expect(response?.status).toBe(200)
    const policy = response?.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`connect-src 'self' ${API} https://clerk.bench.invalid`)
    expect(policy).toContain("script-src 'self' https://www.youtube.com https://clerk.bench.invalid")
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(response?.headers.get('strict-transport-security')).toBeNull()
    expect(response?.headers.get('x-frame-options')).toBe('DENY')
  }
  expect(asset?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  // The local API's paths set their own headers.
  expect(api?.headers.get('content-security-policy')).toBeNull()
})

test('a folder built without _headers is previewed with the headers of its own settings, and says so', async () => {
  const config = fixture('built-elsewhere')
  mkdirSync(path.join(config.root ?? '', 'dist'))
  writeFileSync(path.join(config.root ?? '', 'dist', 'index.html'), '<!doctype html><title>t</title>')
  const warnings: string[] = []
  const logger = createLogger('silent')
  logger.warn = (message) => void warnings.push(message)

  const [page] = await served({ ...config, customLogger: logger }, ['/'])

  expect(page?.headers.get('content-security-policy')).toContain("connect-src 'self'; ")
  expect(page?.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests')
  expect(warnings).toEqual([expect.stringContaining('No _headers in dist')])
})
