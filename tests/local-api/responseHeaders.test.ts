// @vitest-environment node
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import { call, createTestApi, ORIGIN, signInAs } from './helpers.ts'

/*
 * Every JSON answer, errors included, tells the browser not to guess its type; answers for a
 * signed-in user, and answers carrying a new token, are never stored by a cache.
 */

const COURSE_ID = DEMO_COURSE_IDS['docker-kubernetes'] ?? ''

type Case = [label: string, status: number, send: (api: ReturnType<typeof createTestApi>['api']) => Promise<Response>]

const request = (path: string, init?: RequestInit) => new Request(`${ORIGIN}${path}`, init)

const PUBLIC_ANSWERS: Case[] = [
  ['the catalogue', 200, (api) => api.fetch(request('/api/course/all'))],
  ['a course', 200, (api) => api.fetch(request(`/api/course/${COURSE_ID}`))],
  ['the account list', 200, (api) => api.fetch(request('/local-auth/accounts'))],
  ['an unknown course', 404, (api) => api.fetch(request('/api/course/nope'))],
  ['an unknown path', 404, (api) => api.fetch(request('/api/nothing-here'))],
  ['a bad sign-in', 400, (api) => api.fetch(request('/local-auth/sign-in', { method: 'POST', body: '{' }))],
  ['a refused host', 403, (api) => api.fetch(new Request('http://evil.example/api/course/all'))],
  [
    'a refused origin',
    403,
    (api) => api.fetch(request('/local-auth/sign-in', { method: 'POST', headers: { Origin: 'https://evil.example' } })),
  ],
  [
    'a body over the limit',
    413,
    (api) => api.fetch(request('/local-auth/sign-in', { method: 'POST', body: 'x'.repeat(70 * 1024) })),
  ],
]

test.each(PUBLIC_ANSWERS)('%s answers %i with nosniff', async (_label, status, send) => {
  const { api } = createTestApi()
  const response = await send(api)
  expect(response.status).toBe(status)
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
})

test('an unexpected error answers 500 with nosniff and no-store', async () => {
  const { api, logger } = createTestApi()
  const token = await signInAs.learner(api)
  vi.spyOn(api.store, 'save').mockRejectedValue(new Error('disk full'))
  const answer = await call(api, 'POST', '/api/educator/update-role', { token })
  expect(answer.status).toBe(500)
  expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
  expect(logger.errors).toHaveLength(1)
})

test.each([
  ['GET', '/api/user/data', undefined],
  ['GET', '/api/user/data/enrolled-courses', undefined],
  ['POST', '/api/user/get-course-progress', { courseId: COURSE_ID }],
  ['GET', '/api/educator/dashboard', undefined],
  ['GET', '/local-auth/session', undefined],
  ['POST', '/api/user/purchase', { courseId: 'unknown' }],
])('a signed-in %s %s answers with no-store and nosniff', async (method, path, body) => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const answer = await call(api, method, path, { token, body })
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
  expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
})

test('a call with an expired or unknown token is not cached either', async () => {
  const { api } = createTestApi()
  const answer = await call(api, 'GET', '/api/user/data', { token: 'not-a-token' })
  expect(answer.status).toBe(401)
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
})

test.each([
  ['sign-in', '/local-auth/sign-in', { userId: DEMO_ACCOUNTS.learner._id }],
  ['sign-up', '/local-auth/sign-up', { name: 'Nia', email: 'nia@example.com' }],
])('the %s answer carries a token and is never stored', async (_label, path, body) => {
  const { api } = createTestApi()
  const answer = await call(api, 'POST', path, { body })
  expect(answer.json.token).toEqual(expect.any(String))
  expect(answer.headers.get('Cache-Control')).toBe('no-store')
  expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
})
