// @vitest-environment node
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import { createOriginPolicy, DEFAULT_APP_ORIGINS } from '../../local-api/origins.ts'
import { APP_ORIGIN, call, createTestApi, ORIGIN, signIn, snapshot, startCheckout, submitCheckout } from './helpers.ts'

/*
 * Which web pages may use the local API: its own origin, the dev and preview servers on localhost
 * and the origins named in LOCAL_API_APP_ORIGINS. Any other page gets no CORS permission, cannot
 * change anything, and is never where a checkout returns to.
 */

/** The API's own origin in these tests. */
const API = ORIGIN
const COURSE_ID = DEMO_COURSE_IDS['docker-kubernetes'] ?? ''
const FRESH = DEMO_ACCOUNTS.freshLearner._id

/** An API with no app origins named in the settings. */
function apiWithNoSettings() {
  return createTestApi({ appOrigins: [] }).api
}

const FOREIGN_ORIGINS = [
  ['a foreign site', 'https://evil.example'],
  ['a Punycode look-alike of localhost', 'http://xn--lcalhost-nbh:5173'],
  ['a look-alike sub-domain', 'http://localhost.evil.example:5173'],
  ['localhost on a port no server of the project uses', 'http://localhost:5999'],
  ['another loopback address', 'http://127.0.0.2:5173'],
  ['an opaque origin', 'null'],
  ['a javascript: origin', 'javascript:alert(1)'],
  ['an origin with a path', 'https://evil.example/steal'],
  ['a non-http origin', 'ftp://files.example'],
] as const

const ALLOWED_ORIGINS = [
  ['the API itself', API],
  ['the dev server', 'http://localhost:5173'],
  ['the dev server on 127.0.0.1', 'http://127.0.0.1:5173'],
  ['the preview server', 'http://localhost:4173'],
  ['the end-to-end preview', 'http://localhost:4317'],
] as const

function preflight(api: ReturnType<typeof apiWithNoSettings>, origin: string): Promise<Response> {
  return api.fetch(
    new Request(`${API}/local-auth/sign-in`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, authorization',
      },
    }),
  )
}

function corsHeaders(response: Response): string[] {
  return [...response.headers.keys()].filter((name) => name.toLowerCase().startsWith('access-control-'))
}

test('the default app origins are the dev, preview and end-to-end servers on localhost and 127.0.0.1', () => {
  expect([...DEFAULT_APP_ORIGINS].sort()).toEqual(
    [5173, 4173, 4317, 4318].flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).sort(),
  )
})

test.each(ALLOWED_ORIGINS)('a preflight from %s is allowed for that origin only', async (_label, origin) => {
  const response = await preflight(apiWithNoSettings(), origin)
  expect(response.status).toBe(204)
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin)
  expect(response.headers.get('Access-Control-Allow-Methods')).toMatch(/POST/)
  expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toMatch(/authorization.*content-type/)
  expect(response.headers.get('Vary')).toMatch(/Origin/)
})

test.each(FOREIGN_ORIGINS)('a preflight from %s gets no CORS permission at all', async (_label, origin) => {
  const response = await preflight(apiWithNoSettings(), origin)
  expect(response.status).toBe(403)
  expect(corsHeaders(response)).toEqual([])
  expect(await response.json()).toMatchObject({ success: false })
})

test('an origin named in the app origins setting is allowed; the setting does not open the door to others', async () => {
  const { api } = createTestApi({ appOrigins: ['https://app.example'] })
  expect((await preflight(api, 'https://app.example')).headers.get('Access-Control-Allow-Origin')).toBe(
    'https://app.example',
  )
  expect(corsHeaders(await preflight(api, 'https://app.example.evil.example'))).toEqual([])
  expect(corsHeaders(await preflight(api, 'http://app.example'))).toEqual([])
})

test('a foreign page may send a plain GET but is not allowed to read the answer', async () => {
  const api = apiWithNoSettings()
  const foreign = await call(api, 'GET', '/api/course/all', {
    apiOrigin: API,
    headers: { Origin: 'https://evil.example' },
  })
  expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull()
  const app = await call(api, 'GET', '/api/course/all', {
    apiOrigin: API,
    headers: { Origin: 'http://localhost:5173' },
  })
  expect(app.status).toBe(200)
  expect(app.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173')
  expect(app.headers.get('Vary')).toMatch(/Origin/)
  expect(app.headers.get('Vary')).toMatch(/Accept-Encoding/)
})

test.each(FOREIGN_ORIGINS)('a sign-in sent from %s is refused and issues no token', async (_label, origin) => {
  const api = apiWithNoSettings()
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/local-auth/sign-in', {
    apiOrigin: API,
    body: { userId: DEMO_ACCOUNTS.educator._id },
    headers: { Origin: origin },
  })
  expect(answer.status).toBe(403)
  expect(answer.json).toEqual({
    success: false,
    message: `This local API does not accept changes from ${origin}. To allow another app origin, add it to LOCAL_API_APP_ORIGINS.`,
  })
  expect(answer.json).not.toHaveProperty('token')
  expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull()
  expect(snapshot(api)).toBe(before)
})

test('a sign-up sent as text/plain from a foreign page (no preflight needed) creates nothing', async () => {
  const api = apiWithNoSettings()
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/local-auth/sign-up', {
    apiOrigin: API,
    rawBody: JSON.stringify({ name: 'Mallory', email: 'mallory@example.com' }),
    headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
  })
  expect(answer.status).toBe(403)
  expect(snapshot(api)).toBe(before)
})

test('a signed-in call that changes data is refused from a foreign origin even with a valid token', async () => {
  const api = apiWithNoSettings()
  const token = await signIn(api, DEMO_ACCOUNTS.learner._id)
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/api/educator/update-role', {
    apiOrigin: API,
    token,
    headers: { Origin: 'https://evil.example' },
  })
  expect(answer.status).toBe(403)
  expect(api.store.user(DEMO_ACCOUNTS.learner._id)?.role).toBeUndefined()
  expect(snapshot(api)).toBe(before)
})

test.each(FOREIGN_ORIGINS)('a purchase sent from %s opens no checkout', async (_label, origin) => {
  const api = apiWithNoSettings()
  const token = await signIn(api, FRESH)
  const before = snapshot(api)
  const answer = await call(api, 'POST', '/api/user/purchase', {
    apiOrigin: API,
    token,
    body: { courseId: COURSE_ID },
    headers: { Origin: origin },
  })
  expect(answer.status).toBe(403)
  expect(answer.json).not.toHaveProperty('sessionUrl')
  expect(snapshot(api)).toBe(before)
})

test('calls with no Origin header (curl, scripts, same-origin reads) still work', async () => {
  const api = apiWithNoSettings()
  const token = await signIn(api, FRESH)
  expect((await call(api, 'GET', '/api/user/data', { apiOrigin: API, token })).status).toBe(200)
  const rating = await call(api, 'POST', '/api/user/purchase', { apiOrigin: API, token, body: { courseId: COURSE_ID } })
  expect(rating.status).toBe(200)
})

test.each(ALLOWED_ORIGINS)(
  'a checkout started from %s returns there when paid and when cancelled',
  async (_label, origin) => {
    const api = apiWithNoSettings()
    const token = await signIn(api, FRESH)
    const paid = await startCheckout(api, token, COURSE_ID, origin, API)
    const cancelled = await startCheckout(api, token, COURSE_ID, origin, API)
    const cancel = await submitCheckout(api, cancelled.sessionPath, { action: 'cancel' }, API)
    expect(cancel.headers.get('Location')).toBe(`${origin}/course/${COURSE_ID}`)
    const pay = await submitCheckout(api, paid.sessionPath, { cardNumber: '4242424242424242', action: 'pay' }, API)
    expect(pay.status).toBe(303)
    expect(pay.headers.get('Location')).toBe(`${origin}/loading/my-enrollments`)
  },
)

test('a checkout started from an app origin named in the setting returns there', async () => {
  const { api } = createTestApi()
  const token = await signIn(api, FRESH)
  const { sessionPath } = await startCheckout(api, token, COURSE_ID, APP_ORIGIN)
  const cancel = await submitCheckout(api, sessionPath, { action: 'cancel' })
  expect(cancel.headers.get('Location')).toBe(`${APP_ORIGIN}/course/${COURSE_ID}`)
})

test.each(FOREIGN_ORIGINS)(
  'the checkout return address for %s falls back to the API’s own origin',
  (_label, origin) => {
    const policy = createOriginPolicy([])
    expect(policy.returnOrigin(origin, API)).toBe(API)
    expect(policy.returnOrigin(undefined, API)).toBe(API)
    expect(policy.returnOrigin('http://localhost:5173', API)).toBe('http://localhost:5173')
  },
)

test('the checkout form is accepted from the checkout page itself, which names its origin when sending it', async () => {
  const api = apiWithNoSettings()
  const token = await signIn(api, FRESH)
  const { sessionPath } = await startCheckout(api, token, COURSE_ID, 'http://localhost:5173')
  const page = await api.fetch(new Request(`${API}${sessionPath}`))
  // With no referrer at all, browsers send a form with `Origin: null`, which is refused like any foreign page.
  expect(page.headers.get('Referrer-Policy')).toBe('same-origin')
  const form = { cardNumber: '4242424242424242', action: 'pay' }
  const fromElsewhere = await api.fetch(
    new Request(`${API}${sessionPath}`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    }),
  )
  expect(fromElsewhere.status).toBe(403)
  const fromCheckout = await api.fetch(
    new Request(`${API}${sessionPath}`, {
      method: 'POST',
      headers: { Origin: API, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    }),
  )
  expect(fromCheckout.status).toBe(303)
  expect(fromCheckout.headers.get('Location')).toBe('http://localhost:5173/loading/my-enrollments')
})
