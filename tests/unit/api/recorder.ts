import { QueryClient } from '@tanstack/react-query'
import { http, passthrough, type HttpResponseResolver } from 'msw'
import { createServer } from 'node:http'
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../../src/api/client'
import { retryDelay, shouldRetry } from '../../../src/api/queryClient'
import { server } from '../../mocks/server'

export const API_BASE = 'http://api.test'
export const TOKEN = 'token-abc-0123456789'

export type RecordedRequest = {
  method: string
  pathname: string
  authorization: string | null
  contentType: string | null
  text: string
  form: FormData | null
}

/** Answers every request to the test API with `resolver` and records what was sent. */
export function recordApi(resolver: HttpResponseResolver): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  server.use(
    http.all(`${API_BASE}/*`, async (info) => {
      const { request } = info
      const contentType = request.headers.get('content-type')
      const isMultipart = contentType?.startsWith('multipart/form-data') ?? false
      const copy = request.clone()
      requests.push({
        method: request.method,
        pathname: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        contentType,
        text: isMultipart ? '' : await copy.text(),
        form: isMultipart ? await copy.formData() : null,
      })
      return resolver(info)
    }),
  )
  return requests
}

/** A client for the test API: short timeouts, a fixed token. */
export function testClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: API_BASE,
    getToken: async () => TOKEN,
    timeouts: { get: 80, post: 80, upload: 80 },
    ...overrides,
  })
}

/**
 * Runs a load the way a screen's query does, with the app's retry policy, but without waiting
 * between attempts: the wait each retry would have had is written to `waits` instead.
 */
export function loadAsQuery<T>(load: (signal: AbortSignal) => Promise<T>, waits: number[] = []): Promise<T> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: shouldRetry } } })
  return queryClient.fetchQuery({
    queryKey: ['under-test'],
    queryFn: ({ signal }) => load(signal),
    retryDelay: (failureCount, error) => {
      waits.push(retryDelay(failureCount, error, () => 0.5))
      return 0
    },
  })
}

/**
 * A real server on loopback that answers CORS preflights and never answers anything else, for time
 * limits: the request goes through jsdom's own XMLHttpRequest, whose timeout is what the browser
 * does (MSW's interception has no clock of its own). `requests` counts the requests the client sent,
 * as they leave it: on a busy machine the time limit can end one before it reaches the server.
 */
export async function startSilentApi() {
  let requests = 0
  const silent = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*')
    response.setHeader('Access-Control-Allow-Headers', '*')
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST')
    if (request.method === 'OPTIONS') response.end()
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as { port: number }
  const baseUrl = `http://127.0.0.1:${port}`
  server.use(
    http.all(`${baseUrl}/*`, ({ request }) => {
      if (request.method !== 'OPTIONS') requests += 1
      return passthrough()
    }),
  )
  return {
    baseUrl,
    requests: () => requests,
    close: () => {
      silent.closeAllConnections()
      silent.close()
    },
  }
}
