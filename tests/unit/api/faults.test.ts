import { HttpResponse } from 'msw'
import type { ApiError } from '../../../src/api/errors'
import { API_CALLS } from './calls'
import { loadAsQuery, recordApi, startSilentApi, testClient } from './recorder'

/**
 * Every call × every fault (docs/security-and-reliability.md#error-messages) gives a normalised ApiError with one readable sentence.
 * Runs in jsdom: calls go by fetch, uploads with progress by jsdom's XMLHttpRequest.
 */
type Fault = {
  name: string
  /** An answer, or 'silence': a real server that never answers, so the time limit has to end the call. */
  respond: (() => Response | Promise<Response>) | 'silence'
  kind: ApiError['kind']
  message: string | RegExp
  /** GETs retry transient failures (network, 5xx); POSTs never do. */
  retriedOnGet: boolean
}

const SERVER_MESSAGE = 'Course is not available in your region'

const FAULTS: Fault[] = [
  {
    name: '200 with success:false',
    respond: () => HttpResponse.json({ success: false, message: SERVER_MESSAGE }),
    kind: 'server',
    message: SERVER_MESSAGE,
    retriedOnGet: false,
  },
  {
    name: '4xx JSON with a message',
    respond: () => HttpResponse.json({ success: false, message: SERVER_MESSAGE }, { status: 404 }),
    kind: 'server',
    message: SERVER_MESSAGE,
    retriedOnGet: false,
  },
  {
    name: '500 JSON with a message',
    respond: () => HttpResponse.json({ success: false, message: SERVER_MESSAGE }, { status: 500 }),
    kind: 'server',
    message: SERVER_MESSAGE,
    retriedOnGet: true,
  },
  {
    name: '503 with an HTML body',
    respond: () =>
      new HttpResponse('<html><body><h1>503 Service Unavailable</h1></body></html>', {
        status: 503,
        headers: { 'Content-Type': 'text/html' },
      }),
    kind: 'http',
    message: 'The service is temporarily unavailable. Please try again.',
    retriedOnGet: true,
  },
  {
    name: '200 with an HTML body (SPA fallback)',
    respond: () =>
      new HttpResponse('<!doctype html><html><div id="root"></div></html>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    kind: 'unexpected',
    message: 'The server sent an unexpected response.',
    retriedOnGet: false,
  },
  {
    name: '200 with truncated JSON',
    respond: () =>
      new HttpResponse('{"success":true,"courses":[{"_id":"c1","courseTi', {
        headers: { 'Content-Type': 'application/json' },
      }),
    kind: 'unexpected',
    message: 'The server sent an unexpected response.',
    retriedOnGet: false,
  },
  {
    name: '200 with a null body',
    respond: () => HttpResponse.json(null),
    kind: 'unexpected',
    message: 'The server sent an unexpected response.',
    retriedOnGet: false,
  },
  {
    name: 'network failure',
    respond: () => HttpResponse.error(),
    kind: 'network',
    message: /connection/,
    retriedOnGet: true,
  },
  {
    name: 'no answer within the time limit',
    respond: 'silence',
    kind: 'timeout',
    message: 'The server is taking too long. Please try again.',
    retriedOnGet: false,
  },
]

const CASES = API_CALLS.filter((call) => call.name !== 'getCourseProgress (trailing slash)').flatMap((call) =>
  FAULTS.map((fault) => ({ call, fault, label: `${call.name} × ${fault.name}` })),
)

test('the matrix covers the 13 calls of the contract and 9 faults', () => {
  expect(new Set(CASES.map((c) => c.call.name)).size).toBe(13)
  expect(CASES).toHaveLength(117)
})

test.each(CASES)('$label', async ({ call, fault }) => {
  const { respond } = fault
  const silent = respond === 'silence' ? await startSilentApi() : null
  const recorded = respond === 'silence' ? [] : recordApi(() => respond())
  const api = testClient(silent ? { baseUrl: silent.baseUrl } : {})
  // A GET runs as a screen's query would, with the retry policy; a POST runs once, as a mutation does.
  const run = call.method === 'GET' ? loadAsQuery(() => call.invoke(api)) : call.invoke(api)
  const error: unknown = await run.then(
    () => null,
    (reason: unknown) => reason,
  )
  silent?.close()

  expect(error).toMatchObject({ name: 'ApiError', kind: fault.kind })
  const message = (error as ApiError).message
  expect(message).toMatch(fault.message)
  expect(message).not.toMatch(/<|undefined|\[object|canceled|status code/i)
  expect(message.length).toBeLessThanOrEqual(300)
  const expectedAttempts = call.method === 'GET' && fault.retriedOnGet ? 3 : 1
  expect(silent ? silent.requests() : recorded.length).toBe(expectedAttempts)
})
