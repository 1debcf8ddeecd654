// @vitest-environment node
import { http, passthrough } from 'msw'
import { createServer, type Server } from 'node:http'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { createLocalApiMiddleware } from '../../local-api/vitePlugin.ts'
import { server as mswServer } from '../mocks/server'
import { makeTempDir, pngBytes, removeDir, validCourseData } from './helpers.ts'

/*
 * The API as `npm run dev` and `npm run preview` serve it: behind Vite's Connect middleware, reached
 * over a real socket. Node's own requests are not the standard Request objects the API's body checks
 * rebuild, so bodies are sent here exactly as a browser (and curl) sends them.
 */

let dataDir = ''
let server: Server
let base = ''
let closeApi: () => Promise<void> = async () => {}

beforeEach(async () => {
  dataDir = await makeTempDir()
  const middleware = createLocalApiMiddleware({
    isEnabled: true,
    dataDir,
    currency: undefined,
    appOrigins: [],
    allowedHosts: [],
    allowedClients: [],
  })
  closeApi = middleware.close
  server = createServer((req, res) =>
    middleware.handle(req, res, () => {
      res.statusCode = 404
      res.end()
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
  // Real requests to the real server: the unit tests' request mocks stand aside.
  mswServer.use(http.all(`${base}/*`, () => passthrough()))
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await closeApi()
  await removeDir(dataDir)
})

async function signInEducator(): Promise<string> {
  const answer = await fetch(`${base}/local-auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId: DEMO_ACCOUNTS.educator._id }),
  })
  const json = (await answer.json()) as { token?: string }
  expect(answer.status).toBe(200)
  return json.token ?? ''
}

test('a course form sent to the dev or preview server is published', async () => {
  const token = await signInEducator()
  const form = new FormData()
  form.append('courseData', JSON.stringify(validCourseData()))
  form.append('courseThumbnail', new Blob([pngBytes()], { type: 'image/png' }), 'thumb.png')
  const answer = await fetch(`${base}/api/educator/add-course`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  })
  expect(await answer.json()).toMatchObject({ success: true })
})

test('a body sent without a length (chunked) is read within its limit, not failed', async () => {
  const body = new Blob([JSON.stringify({ userId: DEMO_ACCOUNTS.educator._id })]).stream()
  const answer = await fetch(`${base}/local-auth/sign-in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit)
  expect(answer.status).toBe(200)
  expect(await answer.json()).toMatchObject({ success: true })
})

test('a POST with no body at all gets the API’s answer, not an internal error', async () => {
  const answer = await fetch(`${base}/local-auth/sign-out`, { method: 'POST' })
  expect(answer.status).not.toBe(500)
})
