import { HttpResponse, delay, http } from 'msw'
import { createApiClient } from '../../../src/api/client'
import { getAllCourses } from '../../../src/api/courses'
import { getErrorMessage, isCanceledError } from '../../../src/api/errors'
import { purchaseCourse, getUserData } from '../../../src/api/user'
import { server } from '../../mocks/server'
import { API_BASE, TOKEN, recordApi, testClient } from './recorder'

const okCourses = { success: true, courses: [] }

function sequence(...responses: Array<() => Response>) {
  let index = 0
  return () => {
    const respond = responses[Math.min(index, responses.length - 1)]
    index += 1
    return respond ? respond() : HttpResponse.error()
  }
}

test('a GET that fails twice with 503 succeeds on the third attempt, backing off exponentially', async () => {
  const delays: number[] = []
  const requests = recordApi(
    sequence(
      () => new HttpResponse('busy', { status: 503 }),
      () => new HttpResponse('busy', { status: 503 }),
      () => HttpResponse.json(okCourses),
    ),
  )
  const api = testClient({ sleep: async (ms) => void delays.push(ms), random: () => 0.5 })

  await expect(getAllCourses(api)).resolves.toEqual([])
  expect(requests).toHaveLength(3)
  expect(delays).toHaveLength(2)
  expect(delays[0]).toBeGreaterThanOrEqual(300)
  expect(delays[1]).toBeGreaterThanOrEqual(600)
  expect(delays[1]).toBeGreaterThan(delays[0] ?? 0)
})

test('a Retry-After header sets the wait before the next GET attempt', async () => {
  const delays: number[] = []
  recordApi(
    sequence(
      () => new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '2' } }),
      () => HttpResponse.json(okCourses),
    ),
  )
  await getAllCourses(testClient({ sleep: async (ms) => void delays.push(ms) }))
  expect(delays).toEqual([2000])
})

test('a GET gives up after two retries', async () => {
  const requests = recordApi(() => new HttpResponse('down', { status: 502 }))
  await expect(getAllCourses(testClient())).rejects.toMatchObject({ kind: 'http', status: 502 })
  expect(requests).toHaveLength(3)
})

test.each([400, 401, 403, 404, 413])('a GET answered %i is not retried', async (status) => {
  const requests = recordApi(() => HttpResponse.json({ success: false, message: 'No' }, { status }))
  await expect(getAllCourses(testClient())).rejects.toMatchObject({ kind: 'server', message: 'No' })
  expect(requests).toHaveLength(1)
})

test('a POST that fails on the network is never retried', async () => {
  const requests = recordApi(() => HttpResponse.error())
  await expect(purchaseCourse(testClient(), 'c1')).rejects.toMatchObject({ kind: 'network' })
  expect(requests).toHaveLength(1)
})

test('aborting a request rejects silently as canceled', async () => {
  recordApi(async () => {
    await delay(200)
    return HttpResponse.json(okCourses)
  })
  const controller = new AbortController()
  const pending = getAllCourses(testClient({ timeouts: { get: 5000 } }), controller.signal)
  setTimeout(() => controller.abort(), 10)
  const error = await pending.catch((reason: unknown) => reason)
  expect(isCanceledError(error)).toBe(true)
  expect(getErrorMessage(error, '')).toBe('')
})

test('an aborted signal also stops the wait between GET retries', async () => {
  const requests = recordApi(() => new HttpResponse('busy', { status: 503 }))
  const controller = new AbortController()
  const api = createApiClient({ baseUrl: API_BASE, getToken: async () => TOKEN, random: () => 0 })
  const pending = getAllCourses(api, controller.signal)
  setTimeout(() => controller.abort(), 50)
  await expect(pending).rejects.toMatchObject({ kind: 'canceled' })
  expect(requests.length).toBeLessThanOrEqual(2)
})

test('a 401 is retried once with a fresh token, then reported as an expired session', async () => {
  const tokens: Array<boolean | undefined> = []
  const onUnauthorized = vi.fn()
  const requests = recordApi(() =>
    HttpResponse.json({ success: false, message: 'Not authorized. Please sign in.' }, { status: 401 }),
  )
  const api = testClient({
    getToken: async (options) => {
      tokens.push(options?.forceRefresh)
      return options?.forceRefresh ? 'fresh-token' : TOKEN
    },
    onUnauthorized,
  })

  await expect(getUserData(api)).rejects.toMatchObject({ kind: 'server', message: 'Not authorized. Please sign in.' })
  expect(requests.map((request) => request.authorization)).toEqual([`Bearer ${TOKEN}`, 'Bearer fresh-token'])
  expect(tokens).toEqual([undefined, true])
  expect(onUnauthorized).toHaveBeenCalledTimes(1)
})

test('a 401 followed by success with the fresh token succeeds', async () => {
  recordApi(
    sequence(
      () => HttpResponse.json({ success: false, message: 'expired' }, { status: 401 }),
      () => HttpResponse.json({ success: true, user: { _id: 'u1', name: 'R', imageUrl: '', enrolledCourses: [] } }),
    ),
  )
  await expect(getUserData(testClient())).resolves.toMatchObject({ _id: 'u1' })
})

test('a token getter that throws sends nothing and asks to sign in', async () => {
  const requests = recordApi(() => HttpResponse.json(okCourses))
  const api = testClient({
    getToken: async () => {
      throw new Error('Clerk is down')
    },
  })
  await expect(getUserData(api)).rejects.toMatchObject({ kind: 'auth', message: 'Please sign in to continue.' })
  expect(requests).toHaveLength(0)
})

test('success:false without a message falls back to a sentence', async () => {
  recordApi(() => HttpResponse.json({ success: false }))
  await expect(getAllCourses(testClient())).rejects.toMatchObject({ kind: 'server', message: 'Something went wrong' })
})

test('a very long server message is cut to 300 characters', async () => {
  recordApi(() => HttpResponse.json({ success: false, message: 'x'.repeat(10_000) }))
  const error = await getAllCourses(testClient()).catch((reason: unknown) => reason)
  expect(getErrorMessage(error)).toHaveLength(300)
})

test('a server message with markup is returned as plain text for React to escape', async () => {
  recordApi(() => HttpResponse.json({ success: false, message: '<img src=x onerror=alert(1)>' }))
  await expect(getAllCourses(testClient())).rejects.toMatchObject({ message: '<img src=x onerror=alert(1)>' })
})

test('an answer without success:true is unexpected, even with status 200', async () => {
  recordApi(() => HttpResponse.json({ courses: [] }))
  await expect(getAllCourses(testClient())).rejects.toMatchObject({ kind: 'unexpected' })
})

test('a malformed course (price as text) is an unexpected response, not a crash', async () => {
  recordApi(() => HttpResponse.json({ success: true, courses: [{ _id: 'c', courseTitle: 'T', coursePrice: 'abc' }] }))
  await expect(getAllCourses(testClient())).rejects.toMatchObject({
    kind: 'unexpected',
    message: 'The server sent an unexpected response.',
  })
})

test('while the browser is offline a network failure says so and is not retried', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const requests = recordApi(() => HttpResponse.error())
  await expect(getAllCourses(testClient())).rejects.toMatchObject({
    kind: 'network',
    message: 'You appear to be offline. Check your connection and try again.',
  })
  expect(requests).toHaveLength(1)
  onLine.mockRestore()
})

test('with no backend URL the client calls the page origin and sends the token there', async () => {
  const seen: Array<string | null> = []
  server.use(
    http.get('http://localhost:3000/api/user/data', ({ request }) => {
      seen.push(request.headers.get('authorization'))
      return HttpResponse.json({ success: true, user: { _id: 'u1', name: 'R', imageUrl: '', enrolledCourses: [] } })
    }),
  )
  const api = createApiClient({ baseUrl: '', getToken: async () => TOKEN })
  await getUserData(api)
  expect(seen).toEqual([`Bearer ${TOKEN}`])
})

test('public calls never carry an Authorization header', async () => {
  const requests = recordApi(() => HttpResponse.json(okCourses))
  await getAllCourses(testClient())
  expect(requests[0]?.authorization).toBeNull()
})

test('the time limit applies to GETs (20 s by default) and surfaces as a sentence', async () => {
  recordApi(async () => {
    await delay('infinite')
    return HttpResponse.json(okCourses)
  })
  const started = Date.now()
  await expect(getAllCourses(testClient({ timeouts: { get: 150 } }))).rejects.toMatchObject({
    kind: 'timeout',
    message: 'The server is taking too long. Please try again.',
  })
  expect(Date.now() - started).toBeLessThan(1150)
})
