// @vitest-environment node
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import path from 'node:path'
import {
  createLocalApiMiddleware,
  isLocalApiPath,
  localApiPlugin,
  resolveLocalApiSettings,
  type LocalApiSettings,
} from '../../local-api/vitePlugin.ts'
import { makeTempDir, removeDir } from './helpers.ts'

let envDir = ''
let dataDir = ''

beforeEach(async () => {
  // An empty folder for .env files, so a developer's own .env cannot change the outcome.
  envDir = await makeTempDir()
  dataDir = await makeTempDir()
})

afterEach(async () => {
  await removeDir(envDir)
  await removeDir(dataDir)
})

test.each([
  ['/api/course/all', true],
  ['/api', true],
  ['/api/', true],
  ['/api?x=1', true],
  ['/api/user/get-course-progress/', true],
  ['/local-auth/accounts', true],
  ['/checkout/cs_test_abc', true],
  ['/uploads/abc.png', true],
  ['/demo-assets/thumbnails/x.svg', true],
  ['/', false],
  ['/apis', false],
  ['/apiary/x', false],
  ['/course/123', false],
  ['/my-enrollments', false],
  ['/loading/my-enrollments', false],
  ['/local-authority', false],
  ['/src/main.tsx', false],
  ['/course-list/api', false],
])('%s belongs to the local API: %s', (url, expected) => {
  expect(isLocalApiPath(url)).toBe(expected)
})

test('the local API is mounted when VITE_BACKEND_URL is unset or empty, and not when it is set', () => {
  const root = '/repo'
  expect(resolveLocalApiSettings('development', root, {}, envDir)).toEqual({
    isEnabled: true,
    dataDir: path.join(root, '.local-data'),
    currency: undefined,
    appOrigins: [],
    allowedHosts: [],
    allowedClients: [],
  })
  expect(resolveLocalApiSettings('development', root, { VITE_BACKEND_URL: '  ' }, envDir).isEnabled).toBe(true)
  expect(
    resolveLocalApiSettings('development', root, { VITE_BACKEND_URL: 'https://api.example.com' }, envDir).isEnabled,
  ).toBe(false)
  expect(resolveLocalApiSettings('development', root, { VITEST: 'true' }, envDir).isEnabled).toBe(false)
  expect(
    resolveLocalApiSettings('production', root, { LOCAL_API_DATA_DIR: '/data/here', VITE_CURRENCY: '€' }, envDir),
  ).toMatchObject({ dataDir: '/data/here', currency: '€' })
})

test('the app origins and allowed hosts settings reach the mounted API; a malformed one stops Vite', () => {
  const env = { LOCAL_API_APP_ORIGINS: 'http://devbox.lan:5173', LOCAL_API_ALLOWED_HOSTS: 'devbox.lan' }
  expect(resolveLocalApiSettings('development', '/repo', env, envDir)).toMatchObject({
    appOrigins: ['http://devbox.lan:5173'],
    allowedHosts: ['devbox.lan'],
  })
  expect(() => resolveLocalApiSettings('development', '/repo', { LOCAL_API_ALLOWED_HOSTS: 'a/b' }, envDir)).toThrow(
    /LOCAL_API_ALLOWED_HOSTS/,
  )
})

test('the app origins and allowed hosts may also come from .env files; the environment wins', async () => {
  const { writeFile } = await import('node:fs/promises')
  await writeFile(
    path.join(envDir, '.env.development'),
    'LOCAL_API_APP_ORIGINS=http://devbox.lan:5173\nLOCAL_API_ALLOWED_HOSTS=devbox.lan\n',
  )
  expect(resolveLocalApiSettings('development', '/repo', {}, envDir)).toMatchObject({
    appOrigins: ['http://devbox.lan:5173'],
    allowedHosts: ['devbox.lan'],
  })
  const env = { LOCAL_API_ALLOWED_HOSTS: 'other.lan' }
  expect(resolveLocalApiSettings('development', '/repo', env, envDir).allowedHosts).toEqual(['other.lan'])
})

test('a VITE_BACKEND_URL in the mode’s .env file turns the local API off', async () => {
  const { writeFile } = await import('node:fs/promises')
  await writeFile(path.join(envDir, '.env.staging'), 'VITE_BACKEND_URL=https://api.example.com\n')
  expect(resolveLocalApiSettings('staging', '/repo', {}, envDir).isEnabled).toBe(false)
  expect(resolveLocalApiSettings('development', '/repo', {}, envDir).isEnabled).toBe(true)
})

function fakeRequest(url: string, host: string): IncomingMessage {
  const request = new IncomingMessage(new Socket())
  request.url = url
  request.method = 'GET'
  request.headers = { host }
  request.push(null)
  return request
}

/** Runs one request through the middleware and collects what it wrote, without a socket. */
async function runMiddleware(settings: LocalApiSettings, url: string, host = 'localhost:5173') {
  const middleware = createLocalApiMiddleware(settings)
  const request = fakeRequest(url, host)
  const response = new ServerResponse(request)
  const chunks: Buffer[] = []
  const finished = new Promise<'next' | 'answered'>((resolve) => {
    response.write = (chunk: unknown) => {
      chunks.push(Buffer.from(chunk as Uint8Array))
      return true
    }
    const end = response.end.bind(response)
    response.end = ((chunk?: unknown) => {
      if (chunk) chunks.push(Buffer.from(chunk as Uint8Array))
      resolve('answered')
      return end()
    }) as typeof response.end
    middleware.handle(request, response, () => resolve('next'))
  })
  const outcome = await finished
  await middleware.close()
  return { outcome, status: response.statusCode, body: Buffer.concat(chunks).toString('utf8') }
}

/** The middleware switched on over this test's data, with no extra origins, hosts or clients allowed. */
function enabledSettings(): LocalApiSettings {
  return { isEnabled: true, dataDir, currency: undefined, appOrigins: [], allowedHosts: [], allowedClients: [] }
}

test('the middleware answers local API paths and passes everything else to Vite', async () => {
  const settings = enabledSettings()
  const api = await runMiddleware(settings, '/api/course/all')
  expect(api.outcome).toBe('answered')
  expect(api.status).toBe(200)
  expect(JSON.parse(api.body)).toMatchObject({ success: true, courses: expect.any(Array) })
  // Absolute image URLs come from the Host header the browser sent to Vite.
  expect(api.body).toContain('http://localhost:5173/demo-assets/thumbnails/')

  const unknown = await runMiddleware(settings, '/api/nothing-here')
  expect(unknown).toMatchObject({ outcome: 'answered', status: 404 })
  expect(JSON.parse(unknown.body)).toEqual({ success: false, message: 'No such endpoint: GET /api/nothing-here' })

  expect((await runMiddleware(settings, '/course/123')).outcome).toBe('next')
  expect((await runMiddleware({ ...settings, isEnabled: false }, '/api/course/all')).outcome).toBe('next')
})

test('behind Vite the API serves the app’s usual hosts and refuses a rebound one', async () => {
  const settings = enabledSettings()
  for (const host of ['localhost:5173', '127.0.0.1:5173', 'localhost:4173', 'localhost:4317']) {
    expect((await runMiddleware(settings, '/local-auth/accounts', host)).status, host).toBe(200)
  }
  const rebound = await runMiddleware(settings, '/local-auth/accounts', 'attacker.test:5173')
  expect(rebound.status).toBe(403)
  expect(JSON.parse(rebound.body).message).toContain('LOCAL_API_ALLOWED_HOSTS')
  const named = await runMiddleware({ ...settings, allowedHosts: ['devbox.lan'] }, '/local-auth/accounts', 'devbox.lan')
  expect(named.status).toBe(200)
})

type Hook = (argument: unknown) => void

/** Runs the plugin's hooks as Vite would, with the given environment, and reports what got mounted. */
function mountPlugin(backendUrl: string) {
  vi.stubEnv('VITEST', '')
  vi.stubEnv('VITE_BACKEND_URL', backendUrl)
  vi.stubEnv('LOCAL_API_DATA_DIR', dataDir)
  const plugin = localApiPlugin()
  const logged: string[] = []
  ;(plugin.configResolved as unknown as Hook)({
    mode: 'development',
    root: '/repo',
    command: 'serve',
    logger: { info: (message: string) => logged.push(message) },
  })
  const mounted = { dev: 0, preview: 0 }
  const server = (kind: keyof typeof mounted) => ({
    middlewares: { use: () => (mounted[kind] += 1) },
    httpServer: { once: () => undefined },
  })
  ;(plugin.configureServer as unknown as Hook)(server('dev'))
  ;(plugin.configurePreviewServer as unknown as Hook)(server('preview'))
  return { mounted, logged }
}

afterEach(() => {
  vi.unstubAllEnvs()
})

test('the plugin mounts the API in dev and preview when VITE_BACKEND_URL is empty', () => {
  const { mounted, logged } = mountPlugin('')
  expect(mounted).toEqual({ dev: 1, preview: 1 })
  expect(logged.join('\n')).toContain(`data in ${dataDir}`)
})

test('the plugin mounts nothing when VITE_BACKEND_URL points at another API', () => {
  const { mounted, logged } = mountPlugin('https://api.example.com')
  expect(mounted).toEqual({ dev: 0, preview: 0 })
  expect(logged).toEqual([])
})
