// @vitest-environment node
import { http, passthrough } from 'msw'
import { startStandaloneServer, type StandaloneServer } from '../../local-api/standalone.ts'
import { server as msw } from '../mocks/server.ts'
import { createTestLogger } from './helpers.ts'

// The one test on a real socket: CORS and preflights only exist over real HTTP.
let standalone: StandaloneServer | null = null

afterEach(async () => {
  await standalone?.close()
  standalone = null
})

test('the standalone server answers CORS preflights and cross-origin calls from any origin', async () => {
  standalone = await startStandaloneServer({
    port: 0,
    hostname: '127.0.0.1',
    persist: false,
    logger: createTestLogger(),
  })
  const { url } = standalone
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  msw.use(http.all(`${url}/*`, () => passthrough()))

  const preflight = await fetch(`${url}/api/user/data`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'http://localhost:4173',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization, content-type',
    },
  })
  expect(preflight.status).toBe(204)
  expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
  expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toMatch(/authorization.*content-type/)
  expect(preflight.headers.get('Access-Control-Allow-Methods')).toMatch(/POST/)

  const list = await fetch(`${url}/api/course/all`, { headers: { Origin: 'https://app.example' } })
  expect(list.status).toBe(200)
  expect(list.headers.get('Access-Control-Allow-Origin')).toBe('*')
  const { courses } = (await list.json()) as { courses: { courseThumbnail: string }[] }
  // Image URLs point at the standalone server, where the app (on another origin) can load them.
  expect(courses[0]?.courseThumbnail.startsWith(`${url}/demo-assets/thumbnails/`)).toBe(true)

  const unauthorised = await fetch(`${url}/api/user/data`, { headers: { Origin: 'https://app.example' } })
  expect(unauthorised.status).toBe(401)
  expect(unauthorised.headers.get('Access-Control-Allow-Origin')).toBe('*')
})
