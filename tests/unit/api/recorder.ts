import { http, type HttpResponseResolver } from 'msw'
import { createApiClient, type ApiClient, type ApiClientOptions } from '../../../src/api/client'
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

/** A client for the test API: instant backoff, short timeouts, a fixed token. */
export function testClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: API_BASE,
    getToken: async () => TOKEN,
    sleep: async () => {},
    random: () => 0,
    timeouts: { get: 80, post: 80, upload: 80 },
    ...overrides,
  })
}
