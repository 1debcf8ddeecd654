// @vitest-environment node
import { request as httpRequest } from 'node:http'
import { http, passthrough } from 'msw'
import { startStandaloneServer, type StandaloneServer } from '../../local-api/standalone.ts'
import { server as msw } from '../mocks/server.ts'
import { createTestLogger } from './helpers.ts'

// The tests on a real socket: binding, CORS, preflights and the Host header only exist over real HTTP.
let standalone: StandaloneServer | null = null

afterEach(async () => {
  await standalone?.close()
  standalone = null
})

async function start(): Promise<string> {
  // No hostname: the server's own default.
  standalone = await startStandaloneServer({ port: 0, persist: false, logger: createTestLogger() })
  msw.use(http.all(`${standalone.url}/*`, () => passthrough()))
  return standalone.url
}

/** A GET with a Host header of our choosing (fetch does not let a page or a test set it). */
function getWithHost(url: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { Host: host } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
    })
    request.on('error', reject)
    request.end()
  })
}

test('the standalone server listens on 127.0.0.1 unless told otherwise', async () => {
  const url = await start()
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
})

test('the standalone server answers CORS for the app on the dev server, and not for other origins', async () => {
  const url = await start()
  const preflight = await fetch(`${url}/api/user/data`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:5173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
  expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toMatch(/authorization.*content-type/)
  expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/POST/)

  const list = await fetch(`${url}/api/course/all`, { headers: { Origin: 'http://localhost:4173' } })
  expect(list.status).toBe(200)
  expect(list.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173')
  const { courses } = (await list.json()) as { courses: { courseThumbnail: string }[] }
  // Image URLs point at the standalone server, where the app (on another origin) can load them.
  expect(courses[0]?.courseThumbnail.startsWith(`${url}/demo-assets/thumbnails/`)).toBe(true)

  const unauthorised = await fetch(`${url}/api/user/data`, { headers: { Origin: 'http://localhost:5173' } })
  expect(unauthorised.status).toBe(401)
  expect(unauthorised.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')

  const foreign = await fetch(`${url}/local-auth/sign-in`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
  })
  expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull()
  const read = await fetch(`${url}/local-auth/accounts`, { headers: { Origin: 'https://evil.example' } })
  expect(read.headers.get('Access-Control-Allow-Origin')).toBeNull()
})

test('the standalone server refuses a foreign Host header and serves its own', async () => {
  const url = await start()
  const port = new URL(url).port
  const rebound = await getWithHost(`${url}/local-auth/accounts`, `evil.example:${port}`)
  expect(rebound.status).toBe(403)
  expect(JSON.parse(rebound.body)).toMatchObject({
    success: false,
    message: expect.stringContaining('LOCAL_API_ALLOWED_HOSTS'),
  })
  const local = await getWithHost(`${url}/local-auth/accounts`, `localhost:${port}`)
  expect(local.status).toBe(200)
})
