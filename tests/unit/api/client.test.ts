import { CancelledError } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { createApiClient } from '../../../src/api/client'
import { getAllCourses } from '../../../src/api/courses'
import { ApiError, getErrorMessage, isCanceledError } from '../../../src/api/errors'
import { createQueryClient, retryDelay, shouldRetry } from '../../../src/api/queryClient'
import { getCourseProgress } from '../../../src/api/progress'
import { purchaseCourse } from '../../../src/api/purchase'
import { getUserData } from '../../../src/api/user'
import { server } from '../../mocks/server'
import { TOKEN, loadAsQuery, recordApi, startSilentApi, testClient } from './recorder'

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
  const waits: number[] = []
  const requests = recordApi(
    sequence(
      () => new HttpResponse('busy', { status: 503 }),
      () => new HttpResponse('busy', { status: 503 }),
      () => HttpResponse.json(okCourses),
    ),
  )
  const api = testClient()

  await expect(loadAsQuery((signal) => getAllCourses(api, signal), waits)).resolves.toEqual([])
  expect(requests).toHaveLength(3)
  expect(waits).toEqual([330, 660])
})

test('a Retry-After header sets the wait before the next GET attempt', async () => {
  const waits: number[] = []
  recordApi(
    sequence(
      () => new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '2' } }),
      () => HttpResponse.json(okCourses),
    ),
  )
  const api = testClient()
  await loadAsQuery((signal) => getAllCourses(api, signal), waits)
  expect(waits).toEqual([2000])
})

test('no wait is longer than 5 seconds, whatever Retry-After asks', () => {
  const error = new ApiError('http', 'busy', 503, { retryable: true, retryAfterMs: 3_600_000 })
  expect(retryDelay(0, error)).toBe(5000)
  expect(retryDelay(10, new ApiError('http', 'busy', 503, { retryable: true }), () => 1)).toBe(5000)
})

test('a GET gives up after two retries', async () => {
  const requests = recordApi(() => new HttpResponse('down', { status: 502 }))
  const api = testClient()
  await expect(loadAsQuery((signal) => getAllCourses(api, signal))).rejects.toMatchObject({ kind: 'http', status: 502 })
  expect(requests).toHaveLength(3)
})

test.each([400, 401, 403, 404, 413])('a GET answered %i is not retried', async (status) => {
  const requests = recordApi(() => HttpResponse.json({ success: false, message: 'No' }, { status }))
  const api = testClient()
  await expect(loadAsQuery((signal) => getAllCourses(api, signal))).rejects.toMatchObject({
    kind: 'server',
    message: 'No',
  })
  expect(requests).toHaveLength(1)
})

test('a POST that fails on the network is never retried, neither by the client nor by the query client', async () => {
  const requests = recordApi(() => HttpResponse.error())
  const error = await purchaseCourse(testClient(), 'c1').catch((reason: unknown) => reason)
  expect(error).toMatchObject({ kind: 'network', retryable: false })
  expect(requests).toHaveLength(1)
  // Reading progress is a POST too, and a screen loads it as a query: still one attempt.
  const api = testClient()
  await expect(loadAsQuery((signal) => getCourseProgress(api, 'c1', { signal }))).rejects.toMatchObject({
    kind: 'network',
  })
  expect(requests).toHaveLength(2)
  expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false)
  expect(createQueryClient().getDefaultOptions().queries?.retry).toBe(shouldRetry)
})

test('aborting a request rejects silently as canceled', async () => {
  let answer: () => void = () => {}
  const requests = recordApi(async () => {
    await new Promise<void>((resolve) => (answer = resolve))
    return HttpResponse.json(okCourses)
  })
  const controller = new AbortController()
  const pending = getAllCourses(testClient({ timeouts: { get: 5000 } }), controller.signal)
  await vi.waitFor(() => expect(requests).toHaveLength(1))
  controller.abort()
  const error = await pending.catch((reason: unknown) => reason)
  answer()
  expect(isCanceledError(error)).toBe(true)
  expect(getErrorMessage(error, '')).toBe('')
})

test('cancelling a load also stops the wait between GET retries', async () => {
  const requests = recordApi(() => new HttpResponse('busy', { status: 503 }))
  const api = testClient()
  const queryClient = createQueryClient()
  const pending = queryClient.fetchQuery({
    queryKey: ['courses'],
    queryFn: ({ signal }) => getAllCourses(api, signal),
    retryDelay: 60_000,
  })
  await vi.waitFor(() => expect(requests).toHaveLength(1))
  await queryClient.cancelQueries({ queryKey: ['courses'] })
  await expect(pending).rejects.toBeInstanceOf(CancelledError)
  expect(requests).toHaveLength(1)
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

test('a malformed course (price as text) is left out of the catalogue, not a crash; the others stay', async () => {
  const course = (id: string) => ({ _id: id, courseTitle: `Course ${id}`, coursePrice: 1 })
  recordApi(() =>
    HttpResponse.json({
      success: true,
      courses: [course('a'), { _id: 'c', courseTitle: 'T', coursePrice: 'abc' }, course('b')],
    }),
  )
  const courses = await getAllCourses(testClient())
  expect(courses.map((kept) => kept._id)).toEqual(['a', 'b'])
})

test('an answer is read as UTF-8 whatever charset it names: a byte order mark is dropped, titles in any script stay intact', async () => {
  const title = 'Café — 日本語で学ぶ 😀'
  const json = JSON.stringify({ success: true, courses: [{ _id: 'c', courseTitle: title, coursePrice: 1 }] })
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(json)])
  recordApi(() => new HttpResponse(bytes, { headers: { 'Content-Type': 'application/json; charset=iso-8859-1' } }))
  const courses = await getAllCourses(testClient())
  expect(courses.map((course) => course.courseTitle)).toEqual([title])
})

test('while the browser is offline a network failure says so, and may be asked again once back online', async () => {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const requests = recordApi(() => HttpResponse.error())
  await expect(getAllCourses(testClient())).rejects.toMatchObject({
    kind: 'network',
    message: 'You appear to be offline. Check your connection and try again.',
    retryable: true,
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
  const silent = await startSilentApi()
  const api = testClient({ baseUrl: silent.baseUrl, timeouts: { get: 150 } })
  await expect(getAllCourses(api)).rejects.toMatchObject({
    kind: 'timeout',
    message: 'The server is taking too long. Please try again.',
  })
  silent.close()
})
