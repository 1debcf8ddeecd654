import { receive, send, TransportError, type TransportRequest } from '../../../src/api/transport'
import { EARLY_CATALOGUE_GLOBAL, type EarlyCatalogue } from '../../../src/lib/earlyCatalogue'

/*
 * index.html asks for the catalogue before the app's code has arrived; the app's own request for the same address
 * takes that answer instead of asking again (one request, not two), and keeps its own time limit and cancellation.
 */

const URL = '/api/course/all'
const get = (extra: Partial<TransportRequest> = {}): TransportRequest => ({
  method: 'GET',
  url: URL,
  headers: { Accept: 'application/json' },
  timeoutMs: 5_000,
  ...extra,
})

function leaveEarlyAnswer(answer: Promise<Response>) {
  const abort = vi.fn()
  const early: EarlyCatalogue = { url: URL, answer, abort, drawn: [], stopped: false }
  ;(window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL] = early
  // The page's own script attaches a handler at once, so an early failure is never unhandled.
  answer.catch(() => {})
  return { early, abort }
}

const network = vi.fn<typeof fetch>()

beforeEach(() => {
  network.mockReset()
  network.mockImplementation(async () => new Response('{"from":"network"}'))
  vi.stubGlobal('fetch', network)
})

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL]
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test("the app's request for the catalogue takes the early answer, once: a second request asks the network", async () => {
  const { early } = leaveEarlyAnswer(Promise.resolve(new Response('{"from":"early"}')))
  expect(await send(get())).toMatchObject({ status: 200, text: '{"from":"early"}' })
  expect(network).not.toHaveBeenCalled()
  expect(early.answer).toBeNull()
  expect(await send(get())).toMatchObject({ text: '{"from":"network"}' })
  expect(network).toHaveBeenCalledTimes(1)
})

test('a streamed read of the catalogue takes it too', async () => {
  leaveEarlyAnswer(Promise.resolve(new Response('{"courses":[]}')))
  const pieces: string[] = []
  await receive(get(), (text) => pieces.push(text))
  expect(pieces.join('')).toBe('{"courses":[]}')
  expect(network).not.toHaveBeenCalled()
})

test.each([
  ['another address', get({ url: '/api/course/abc' })],
  ['a POST to the same address', get({ method: 'POST', body: {} })],
])('%s never takes it', async (_case, request) => {
  const { early } = leaveEarlyAnswer(Promise.resolve(new Response('{"from":"early"}')))
  expect(await send(request)).toMatchObject({ text: '{"from":"network"}' })
  expect(early.answer).not.toBeNull()
})

test('cancelling the request that waits on the early answer ends the early request too', async () => {
  const { abort } = leaveEarlyAnswer(new Promise(() => {}))
  const controller = new AbortController()
  const sent = send(get({ signal: controller.signal }))
  controller.abort()
  await expect(sent).rejects.toMatchObject({ kind: 'canceled' })
  expect(abort).toHaveBeenCalled()
})

test('an early answer that never comes times out as the request does, and is ended', async () => {
  const { abort } = leaveEarlyAnswer(new Promise(() => {}))
  vi.useFakeTimers()
  const sent = send(get({ timeoutMs: 1_000 }))
  const failed = expect(sent).rejects.toEqual(expect.any(TransportError))
  await vi.advanceTimersByTimeAsync(1_000)
  await failed
  await expect(sent).rejects.toMatchObject({ kind: 'timeout' })
  expect(abort).toHaveBeenCalled()
})

test('an early request that failed before the app took it is asked again at once, not failed', async () => {
  leaveEarlyAnswer(Promise.reject(new TypeError('Failed to fetch')))
  expect(await send(get())).toMatchObject({ text: '{"from":"network"}' })
  expect(network).toHaveBeenCalledTimes(1)
})
