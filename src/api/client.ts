import axios, { type AxiosResponse } from 'axios'
import * as v from 'valibot'
import { GET_RETRY, TIMEOUT_MS } from '../config/constants'
import { ApiError, MESSAGES, cleanServerMessage, messageForStatus } from './errors'

/**
 * The one axios instance. It never throws on a status and never parses JSON itself: the client below
 * reads every answer as text so that HTML error pages, truncated JSON and `null` bodies all become the
 * same readable error instead of a crash deep in a screen (docs/security-and-reliability.md#response-validation).
 */
const http = axios.create({
  headers: { Accept: 'application/json' },
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  validateStatus: () => true,
})

export type TokenGetter = (options?: { forceRefresh?: boolean }) => Promise<string | null>

export type RequestOptions = {
  signal?: AbortSignal
  /** Bearer calls take the token from the sign-in provider at call time. */
  auth?: boolean
  timeout?: number
  onUploadProgress?: (fraction: number) => void
}

export type ApiClient = {
  baseUrl: string
  get<S extends v.GenericSchema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>
}

export type ApiClientOptions = {
  /** API origin plus optional base path, no trailing slash; '' for the page's own origin. */
  baseUrl: string
  getToken: TokenGetter
  /** Called when a bearer call is refused even with a fresh token (expired session). */
  onUnauthorized?: () => void
  /** Per-kind request time limits; defaults to TIMEOUT_MS (tests shorten them). */
  timeouts?: Partial<Record<keyof typeof TIMEOUT_MS, number>>
  /** Injected in tests; real code waits with timers. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
}

type Method = 'GET' | 'POST'

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new ApiError('canceled', ''))
    const onAbort = () => {
      clearTimeout(timer)
      reject(new ApiError('canceled', ''))
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

function transportError(error: unknown): ApiError {
  if (axios.isCancel(error)) return new ApiError('canceled', '', undefined, { cause: error })
  if (axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT')) {
    return new ApiError('timeout', MESSAGES.timeout, undefined, { cause: error })
  }
  return new ApiError('network', isOffline() ? MESSAGES.offline : MESSAGES.network, undefined, { cause: error })
}

function parseJson(text: unknown): { ok: true; value: unknown } | { ok: false } {
  if (typeof text !== 'string') return { ok: false }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Turns any answer into either the validated body or an ApiError (docs/security-and-reliability.md#error-messages). */
export function readAnswer<S extends v.GenericSchema>(response: Pick<AxiosResponse, 'status' | 'data'>, schema: S) {
  const { status } = response
  const isOk = status >= 200 && status < 300
  const parsed = parseJson(response.data)
  const body = parsed.ok && isRecord(parsed.value) ? parsed.value : null

  if (body && body.success === false) {
    const message = cleanServerMessage(body.message) ?? (isOk ? MESSAGES.fallback : messageForStatus(status))
    return new ApiError('server', message, status)
  }
  if (!isOk) return new ApiError('http', messageForStatus(status), status)
  if (!body || body.success !== true) return new ApiError('unexpected', MESSAGES.unexpected, status)

  const result = v.safeParse(schema, body)
  if (!result.success) return new ApiError('unexpected', MESSAGES.unexpected, status, { cause: result.issues })
  return result.output
}

function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network') return !isOffline()
  return (error.kind === 'http' || error.kind === 'server') && error.status !== undefined && error.status >= 500
}

function retryAfterMs(header: unknown, now: number): number | null {
  if (typeof header !== 'string' || header.trim() === '') return null
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? null : Math.max(0, date - now)
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getToken, onUnauthorized } = options
  const sleep = options.sleep ?? abortableSleep
  const random = options.random ?? Math.random
  const timeouts = { ...TIMEOUT_MS, ...options.timeouts }

  function resolveUrl(path: string): string {
    return `${baseUrl}${path}`
  }

  /** Tokens go to the API origin only, whatever path a caller passes. */
  function isApiUrl(url: string): boolean {
    const pageOrigin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin
    const apiOrigin = baseUrl ? new URL(baseUrl).origin : pageOrigin
    try {
      return new URL(url, pageOrigin).origin === apiOrigin
    } catch {
      return false
    }
  }

  async function bearer(forceRefresh: boolean): Promise<string> {
    let token: string | null
    try {
      token = await getToken(forceRefresh ? { forceRefresh } : undefined)
    } catch (error) {
      throw new ApiError('auth', MESSAGES.auth, undefined, { cause: error })
    }
    if (!token) throw new ApiError('auth', MESSAGES.auth)
    return token
  }

  async function attempt<S extends v.GenericSchema>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
    requestOptions: RequestOptions,
    forceRefresh: boolean,
  ): Promise<{ result: v.InferOutput<S> | ApiError; retryAfter: number | null }> {
    const url = resolveUrl(path)
    const headers: Record<string, string> = {}
    if (requestOptions.auth) {
      if (!isApiUrl(url)) throw new ApiError('auth', MESSAGES.auth)
      headers.Authorization = `Bearer ${await bearer(forceRefresh)}`
    }
    const isUpload = typeof FormData !== 'undefined' && body instanceof FormData
    if (body !== undefined && !isUpload) headers['Content-Type'] = 'application/json'
    const timeout =
      requestOptions.timeout ?? (method === 'GET' ? timeouts.get : isUpload ? timeouts.upload : timeouts.post)
    const { onUploadProgress } = requestOptions

    // The time limit is our own abort rather than axios' `timeout`: it covers connecting and waiting alike,
    // and behaves the same with the browser's XHR and Node's http adapter.
    const limit = new AbortController()
    let hasTimedOut = false
    const timer = setTimeout(() => {
      hasTimedOut = true
      limit.abort()
    }, timeout)
    const callerSignal = requestOptions.signal
    const forwardAbort = () => limit.abort()
    if (callerSignal?.aborted) limit.abort()
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true })

    let response: AxiosResponse
    try {
      response = await http.request({
        method,
        url,
        data: body === undefined || isUpload ? body : JSON.stringify(body),
        headers,
        signal: limit.signal,
        onUploadProgress: onUploadProgress
          ? (event) => {
              if (event.total) onUploadProgress(Math.min(1, event.loaded / event.total))
            }
          : undefined,
      })
    } catch (error) {
      if (hasTimedOut)
        return { result: new ApiError('timeout', MESSAGES.timeout, undefined, { cause: error }), retryAfter: null }
      return { result: transportError(error), retryAfter: null }
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', forwardAbort)
    }
    if (requestOptions.signal?.aborted) return { result: new ApiError('canceled', ''), retryAfter: null }
    return {
      result: readAnswer(response, schema),
      retryAfter: retryAfterMs(response.headers?.['retry-after'], Date.now()),
    }
  }

  async function send<S extends v.GenericSchema>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
    requestOptions: RequestOptions = {},
  ): Promise<v.InferOutput<S>> {
    // GETs are retried on transient failures; a POST never is (it may have been applied).
    const maxRetries = method === 'GET' ? GET_RETRY.maxRetries : 0
    let refreshedToken = false
    for (let retry = 0; ; retry++) {
      const { result, retryAfter } = await attempt(method, path, body, schema, requestOptions, refreshedToken)
      if (!(result instanceof ApiError)) return result

      // A 401 on a bearer call may just be a token that expired in flight: one fresh token, once.
      if (requestOptions.auth && result.status === 401) {
        if (!refreshedToken) {
          refreshedToken = true
          retry--
          continue
        }
        onUnauthorized?.()
        throw result
      }
      if (retry >= maxRetries || !isRetryable(result)) throw result
      const backoff = GET_RETRY.baseDelayMs * 2 ** retry * (1 + random() * 0.2)
      await sleep(Math.min(GET_RETRY.maxDelayMs, retryAfter ?? backoff), requestOptions.signal)
    }
  }

  return {
    baseUrl,
    get: (path, schema, requestOptions) => send('GET', path, undefined, schema, requestOptions),
    post: (path, body, schema, requestOptions) => send('POST', path, body, schema, requestOptions),
  }
}
