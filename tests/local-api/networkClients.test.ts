// @vitest-environment node
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdir, writeFile } from 'node:fs/promises'
import { networkInterfaces } from 'node:os'
import path from 'node:path'
import { http, passthrough } from 'msw'
import { createLogger, createServer as createViteServer, preview, type ViteDevServer } from 'vite'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import {
  guardNetworkClients,
  isLoopback,
  networkClientRefusal,
  type NetworkClientPolicy,
} from '../../local-api/hosts.ts'
import { canonicalAddress } from '../../local-api/settings.ts'
import { readServerOptions, startStandaloneServer, type StandaloneServer } from '../../local-api/standalone.ts'
import { localApiPlugin } from '../../local-api/vitePlugin.ts'
import { server as msw } from '../mocks/server.ts'
import { createTestLogger, makeTempDir, removeDir } from './helpers.ts'

/*
 * The local API listening beyond loopback (`npm run dev -- --host`, `npm run local-api -- --host 0.0.0.0`). A Host
 * header is the client's to write, so another machine can send `Host: localhost`; sign-ins and changes are then
 * judged by the connection's own address (local-api/hosts.ts, networkClientRefusal).
 *
 * "Another machine" is this machine's own non-loopback address: a client socket bound to it and connected to it
 * reaches the server from that address, exactly as a phone on the network would (the server reads only the
 * socket's remote address). The first test checks that. Every machine that installs this project has one (npm
 * reaches the registry over it). IPv6 addresses are covered by the tests of the rule itself (the bottom of this
 * file), since a machine may have no routable IPv6 address.
 */

type Interface = { address: string; family: string; internal: boolean }

function networkAddress(family: 'IPv4' | 'IPv6'): string | undefined {
  const all = Object.values(networkInterfaces()).flat() as Interface[]
  return all.find((entry) => !entry.internal && entry.family === family && !entry.address.startsWith('fe80:'))?.address
}

const OTHER_MACHINE = networkAddress('IPv4')
const LOOPBACK = '127.0.0.1'

type Answer = { status: number; body: string; json: { success?: boolean; message?: string; token?: string } }

/**
 * One request over a real socket from `from` (the client's own address) to `to`, with a Host header of our choosing
 * (fetch would not let a test set it). Closes the connection afterwards.
 */
function send(options: {
  from: string
  to: string
  port: number
  method?: string
  path: string
  host: string
  body?: unknown
  headers?: Record<string, string>
}): Promise<Answer> {
  const { from, to, port, method = 'GET', path, host, body, headers = {} } = options
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: to,
        port,
        localAddress: from,
        method,
        path,
        agent: false,
        headers: {
          Host: host,
          Connection: 'close',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          const isJson = (response.headers['content-type'] ?? '').includes('json')
          resolve({ status: response.statusCode ?? 0, body: text, json: isJson ? JSON.parse(text) : {} })
        })
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

const signIn = { method: 'POST', path: '/local-auth/sign-in', body: { userId: DEMO_ACCOUNTS.learner._id } }
const signUp = {
  method: 'POST',
  path: '/local-auth/sign-up',
  body: { name: 'Network Visitor', email: 'n@example.com' },
}
const catalogue = { path: '/api/course/all' }

/**
 * What a Vite server with the local API mounted needs here: a project folder, a data folder, the settings the plugin
 * reads, and Vite's logger recording its warnings instead of printing them.
 */
async function viteSetUp(env: Record<string, string> = {}) {
  const dataDir = await makeTempDir()
  const root = await makeTempDir()
  vi.stubEnv('VITEST', '')
  vi.stubEnv('VITE_BACKEND_URL', '')
  vi.stubEnv('LOCAL_API_DATA_DIR', dataDir)
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  const warnings: string[] = []
  const customLogger = createLogger('warn', { allowClearScreen: false })
  customLogger.warn = (message) => void warnings.push(message)
  return { dataDir, root, warnings, customLogger }
}

beforeEach(() => {
  // Real requests to real servers: the unit tests' request mocks stand aside.
  msw.use(http.all('*', () => passthrough()))
})

describe('from another address over a real socket', () => {
  const other = OTHER_MACHINE ?? 'this machine has no non-loopback IPv4 address'
  const cleanups: Array<() => Promise<void>> = []

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  test(`a client bound to ${OTHER_MACHINE} reaches a server on 0.0.0.0 from that address, whatever Host it names`, async () => {
    const seen: string[] = []
    const echo: Server = createHttpServer((req, res) => {
      seen.push(req.socket.remoteAddress ?? '')
      res.end()
    })
    await new Promise<void>((resolve) => echo.listen(0, '0.0.0.0', resolve))
    cleanups.push(() => new Promise((resolve) => echo.close(() => resolve())))
    const { port } = echo.address() as AddressInfo
    await send({ from: other, to: other, port, path: '/', host: `localhost:${port}` })
    await send({ from: LOOPBACK, to: LOOPBACK, port, path: '/', host: `localhost:${port}` })
    expect(seen).toEqual([other, LOOPBACK])
  })

  describe('the standalone server on 0.0.0.0', () => {
    async function start(options: { allowedClients?: string[]; allowedHosts?: string[] } = {}): Promise<number> {
      const standalone: StandaloneServer = await startStandaloneServer({
        port: 0,
        hostname: '0.0.0.0',
        persist: false,
        logger: createTestLogger(),
        ...options,
      })
      cleanups.push(() => standalone.close())
      return standalone.port
    }

    test('refuses a sign-in, a sign-up and a change from another address that forges Host: localhost', async () => {
      const port = await start()
      const forged = { from: other, to: other, port, host: `localhost:${port}` }

      const refused = await send({ ...forged, ...signIn })
      expect(refused.status).toBe(403)
      expect(refused.json).toEqual({ success: false, message: expect.stringContaining('LOCAL_API_ALLOWED_CLIENTS') })
      expect(refused.json.message).toContain(`came from ${other}`)
      expect((await send({ ...forged, ...signUp })).status).toBe(403)

      // A token obtained on this machine does not let another machine change anything either.
      const local = await send({ from: LOOPBACK, to: LOOPBACK, port, host: `localhost:${port}`, ...signIn })
      expect(local.status).toBe(200)
      const purchase = await send({
        ...forged,
        method: 'POST',
        path: '/api/user/purchase',
        body: { courseId: 'anything' },
        headers: { Authorization: `Bearer ${local.json.token}` },
      })
      expect(purchase.status).toBe(403)
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        expect((await send({ ...forged, method, path: '/api/user/data' })).status, method).toBe(403)
      }
    })

    test('the same sign-in from this machine is answered', async () => {
      const port = await start()
      const answer = await send({ from: LOOPBACK, to: LOOPBACK, port, host: `localhost:${port}`, ...signIn })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ success: true, token: expect.any(String) })
    })

    test('another machine may still read the public catalogue and the account list', async () => {
      const port = await start()
      const forged = { from: other, to: other, port, host: `localhost:${port}` }
      const list = await send({ ...forged, ...catalogue })
      expect(list.status).toBe(200)
      expect(list.json).toMatchObject({ success: true })
      expect((await send({ ...forged, path: '/local-auth/accounts' })).status).toBe(200)
    })

    test(`once ${OTHER_MACHINE} is allowed (LOCAL_API_ALLOWED_CLIENTS), it may sign in`, async () => {
      const port = await start({ allowedClients: [other] })
      const answer = await send({ from: other, to: other, port, host: `localhost:${port}`, ...signIn })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ success: true })
    })

    test('a request naming a host listed in LOCAL_API_ALLOWED_HOSTS may sign in; a forged localhost still may not', async () => {
      const port = await start({ allowedHosts: [other] })
      const named = await send({ from: other, to: other, port, host: `${other}:${port}`, ...signIn })
      expect(named.status).toBe(200)
      const forged = await send({ from: other, to: other, port, host: `localhost:${port}`, ...signIn })
      expect(forged.status).toBe(403)
    })
  })

  describe('`npm run dev -- --host`: the Vite dev server with the plugin, on every address', () => {
    async function startVite(env: Record<string, string> = {}) {
      const { dataDir, root, warnings, customLogger } = await viteSetUp(env)
      const vite: ViteDevServer = await createViteServer({
        configFile: false,
        root,
        envDir: root,
        customLogger,
        plugins: [localApiPlugin()],
        // host: true is what `--host` sets: every address (`::`, dual-stack, or 0.0.0.0).
        server: { host: true, port: 0, strictPort: true, hmr: false, watch: null },
        optimizeDeps: { noDiscovery: true, include: [] },
      })
      await vite.listen()
      const { port, address } = vite.httpServer?.address() as AddressInfo
      cleanups.push(async () => {
        // A sign-in from this machine is answered once its write is on disk, after any write before it: the data
        // folder is then safe to remove (the plugin closes the API without Vite waiting for it).
        await send({ from: LOOPBACK, to: LOOPBACK, port, host: `localhost:${port}`, ...signIn })
        await vite.close()
        await removeDir(dataDir)
        await removeDir(root)
      })
      return { port, address, warnings }
    }

    afterEach(() => {
      vi.unstubAllEnvs()
    })

    test('prints the standalone server’s warning', async () => {
      const { warnings, address } = await startVite()
      const printed = warnings.join('\n')
      expect(printed).toMatch(/WARNING: the local API is listening on (::|0\.0\.0\.0), so other machines can reach it/)
      expect(printed).toContain('LOCAL_API_ALLOWED_CLIENTS')
      // Word for word what `npm run local-api -- --host <that address>` prints.
      const standaloneWarning = readServerOptions(['--host', address], {}).warning
      expect(standaloneWarning).not.toBeNull()
      expect(printed).toContain(standaloneWarning)
    })

    test('refuses a forged Host: localhost sign-in from another address, answers this machine and reads', async () => {
      const { port } = await startVite()
      const forged = { from: other, to: other, port, host: `localhost:${port}` }
      const refused = await send({ ...forged, ...signIn })
      expect(refused.status).toBe(403)
      expect(refused.json).toEqual({ success: false, message: expect.stringContaining('LOCAL_API_ALLOWED_CLIENTS') })
      expect((await send({ ...forged, ...signUp })).status).toBe(403)
      expect((await send({ ...forged, ...catalogue })).status).toBe(200)
      // On a dual-stack socket this machine arrives as ::ffff:127.0.0.1: still this machine.
      const local = await send({ from: LOOPBACK, to: LOOPBACK, port, host: `localhost:${port}`, ...signIn })
      expect(local.status).toBe(200)
      expect(local.json).toMatchObject({ success: true })
    })

    test(`once ${OTHER_MACHINE} is allowed in LOCAL_API_ALLOWED_CLIENTS, it may sign in`, async () => {
      const { port } = await startVite({ LOCAL_API_ALLOWED_CLIENTS: other })
      const answer = await send({ from: other, to: other, port, host: `localhost:${port}`, ...signIn })
      expect(answer.status).toBe(200)
      expect(answer.json).toMatchObject({ success: true })
    })
  })
})

test('`npm run preview -- --host` prints the same warning', async () => {
  const { dataDir, root, warnings, customLogger } = await viteSetUp()
  await mkdir(path.join(root, 'dist'))
  await writeFile(path.join(root, 'dist', 'index.html'), '<!doctype html><title>app</title>')
  const server = await preview({
    configFile: false,
    root,
    envDir: root,
    customLogger,
    plugins: [localApiPlugin()],
    preview: { host: true, port: 0, strictPort: true },
  })
  try {
    const { address } = server.httpServer.address() as AddressInfo
    expect(warnings.join('\n')).toContain(readServerOptions(['--host', address], {}).warning)
  } finally {
    await server.close()
    vi.unstubAllEnvs()
    await removeDir(dataDir)
    await removeDir(root)
  }
})

test('`npm run dev` on localhost prints no warning', async () => {
  const { dataDir, root, warnings, customLogger } = await viteSetUp()
  const vite = await createViteServer({
    configFile: false,
    root,
    envDir: root,
    customLogger,
    plugins: [localApiPlugin()],
    server: { host: 'localhost', port: 0, strictPort: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    await vite.listen()
    expect(warnings.join('\n')).not.toContain('WARNING: the local API')
    // The API is mounted all the same.
    const { address, port } = vite.httpServer?.address() as AddressInfo
    expect(isLoopback(canonicalAddress(address))).toBe(true)
    const answer = await send({ from: address, to: address, port, host: `localhost:${port}`, ...signIn })
    expect(answer.json).toMatchObject({ success: true })
  } finally {
    await vite.close()
    vi.unstubAllEnvs()
    await removeDir(dataDir)
    await removeDir(root)
  }
})

/*
 * The rule where it reads the address: the fetch handler that both servers are given, with the socket bindings
 * @hono/node-server hands it. These run on any machine.
 */
describe('the rule, given the connection’s address', () => {
  const policy: NetworkClientPolicy = { allowedHosts: [], allowedClients: [], appOrigins: [] }
  const url = 'http://localhost:5173/local-auth/sign-in'

  test.each([
    ['127.0.0.1', null],
    ['127.8.9.10', null],
    ['::1', null],
    ['::ffff:127.0.0.1', null],
    ['192.168.1.30', 'refused'],
    ['::ffff:192.168.1.30', 'refused'],
    ['fd00::2', 'refused'],
    [undefined, 'refused'],
  ] as const)('a sign-in from %s is %s', (address, expected) => {
    const refusal = networkClientRefusal({ method: 'POST', url }, address, policy)
    expect(refusal === null ? null : 'refused').toBe(expected)
  })

  test.each([
    ['GET', '/api/course/all', false],
    ['HEAD', '/api/course/all', false],
    ['OPTIONS', '/local-auth/sign-in', false],
    ['GET', '/local-auth/sign-in', true],
    ['POST', '/local-auth/sign-in', true],
    ['POST', '/local-auth/sign-up', true],
    ['POST', '/api/user/purchase', true],
    ['POST', '/checkout/cs_test_abc', true],
    ['PUT', '/api/anything', true],
    ['PATCH', '/api/anything', true],
    ['DELETE', '/api/anything', true],
  ] as const)('%s %s from another machine is refused: %s', (method, path, expected) => {
    const refusal = networkClientRefusal({ method, url: `http://localhost:5173${path}` }, '192.168.1.30', policy)
    expect(refusal !== null).toBe(expected)
  })

  test('an allowed client address, in any spelling the socket reports, or a listed host lets it through', () => {
    const allowed = { ...policy, allowedClients: ['192.168.1.30'] }
    expect(networkClientRefusal({ method: 'POST', url }, '::ffff:192.168.1.30', allowed)).toBeNull()
    expect(networkClientRefusal({ method: 'POST', url }, '192.168.1.31', allowed)).not.toBeNull()
    const named = { ...policy, allowedHosts: ['devbox.lan'] }
    expect(networkClientRefusal({ method: 'POST', url: 'http://devbox.lan:5173/x' }, '192.168.1.31', named)).toBeNull()
    expect(networkClientRefusal({ method: 'POST', url }, '192.168.1.31', named)).not.toBeNull()
  })

  test('the wrapped handler answers 403 in the API’s failure shape, readable by an allowed app origin', async () => {
    const reached: string[] = []
    const api = async (request: Request) => {
      reached.push(request.url)
      return Response.json({ success: true })
    }
    const handler = guardNetworkClients(api, { ...policy, appOrigins: ['http://192.168.1.20:5173'] })
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })
    const request = (origin: string) =>
      new Request('http://192.168.1.20:8787/local-auth/sign-in', { method: 'POST', headers: { Origin: origin } })

    const refused = await handler(request('http://192.168.1.20:5173'), from('192.168.1.30'))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toEqual({ success: false, message: expect.stringContaining('192.168.1.30') })
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBe('http://192.168.1.20:5173')
    expect(refused.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const foreign = await handler(request('https://evil.example'), from('192.168.1.30'))
    expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull()
    // No bindings at all: the address is unknown, so it counts as another machine's.
    expect((await handler(request('http://192.168.1.20:5173'))).status).toBe(403)
    expect(reached).toEqual([])

    expect((await handler(request('http://192.168.1.20:5173'), from('::ffff:127.0.0.1'))).status).toBe(200)
    expect(reached).toHaveLength(1)
  })
})
