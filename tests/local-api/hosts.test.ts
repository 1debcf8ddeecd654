// @vitest-environment node
import { call, createTestApi, snapshot } from './helpers.ts'

/*
 * DNS rebinding: a page on attacker.test whose name later resolves to 127.0.0.1 talks to the local
 * API as its own origin. The browser still names attacker.test in the Host header, so the API
 * answers only requests for localhost, loopback addresses and the host names an operator allowed.
 */

function apiWithNoSettings() {
  return createTestApi({ appOrigins: [], allowedHosts: [] }).api
}

const REFUSED_HOSTS = [
  'http://evil.example:8787',
  'http://attacker.test',
  'http://localhost.evil.example:8787',
  'http://127.0.0.1.nip.io:8787',
  'http://xn--lcalhost-nbh:8787',
  'http://0.0.0.0:8787',
  'http://192.168.1.20:8787',
  'http://[::2]:8787',
  'http://app.localhost:5173',
]

const SERVED_HOSTS = [
  'http://localhost:8787',
  'http://LOCALHOST:5173',
  'http://localhost',
  'http://127.0.0.1:8787',
  'http://127.42.0.9:4173',
  'http://[::1]:8787',
]

const PATHS = [
  '/api/course/all',
  '/local-auth/accounts',
  '/checkout/cs_test_unknown',
  '/demo-assets/x.svg',
  '/api/nothing',
]

test.each(REFUSED_HOSTS)('a request for %s is refused on every path, naming the setting', async (apiOrigin) => {
  const api = apiWithNoSettings()
  const host = new URL(apiOrigin).host
  for (const path of PATHS) {
    const answer = await call(api, 'GET', path, { apiOrigin })
    expect(answer.status, path).toBe(403)
    expect(answer.json).toEqual({
      success: false,
      message: `This local API does not answer requests for the host "${host}". It answers localhost and loopback addresses; to allow another host name, add it to LOCAL_API_ALLOWED_HOSTS.`,
    })
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
  }
})

test('a sign-in for a rebound host name issues no token, even from that same origin', async () => {
  const api = apiWithNoSettings()
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/local-auth/sign-in', {
    apiOrigin: 'http://attacker.test:8787',
    body: { userId: 'user_demo_educator' },
    headers: { Origin: 'http://attacker.test:8787' },
  })
  expect(answer.status).toBe(403)
  expect(answer.json).not.toHaveProperty('token')
  expect(snapshot(api)).toBe(before)
})

test.each(SERVED_HOSTS)('a request for %s is served', async (apiOrigin) => {
  const answer = await call(apiWithNoSettings(), 'GET', '/api/course/all', { apiOrigin })
  expect(answer.status).toBe(200)
  expect(answer.json.success).toBe(true)
})

test('a host name named in the setting is served, in any case; others still are not', async () => {
  const { api } = createTestApi({ allowedHosts: ['devbox.lan', '192.168.1.20'], appOrigins: [] })
  expect((await call(api, 'GET', '/api/course/all', { apiOrigin: 'http://DevBox.lan:8787' })).status).toBe(200)
  expect((await call(api, 'GET', '/api/course/all', { apiOrigin: 'http://192.168.1.20:8787' })).status).toBe(200)
  expect((await call(api, 'GET', '/api/course/all', { apiOrigin: 'http://evil.devbox.lan:8787' })).status).toBe(403)
})
