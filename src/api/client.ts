import * as v from 'valibot'
import { TIMEOUT_MS } from '../config/constants'
import { ApiError, MESSAGES, cleanServerMessage, messageForStatus } from './errors'
import { isBrowserOffline } from '../lib/online'
import { TransportError, send as sendOverWire, type TransportAnswer } from './transport'

/*
 * The one HTTP client. transport.ts carries the request (JSON in and out, multipart uploads, the time
 * limit and cancellation). What is ours here: the bearer token, asked for at call time and sent only to
 * the API origin; the answer's validation; and one readable sentence for every failure, HTML error pages,
 * truncated JSON and `null` bodies included (docs/security-and-reliability.md#response-validation).
 * Retrying transient GET failures is TanStack Query's job (src/api/queryClient.ts); this client
 * only marks which failures may be retried.
 */

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
}

type Method = 'GET' | 'POST'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The answer's JSON object, or null for anything else (HTML, truncated JSON, an array, `null`). */
function bodyOf(data: unknown): Record<string, unknown> | null {
  if (isRecord(data)) return data
  if (typeof data !== 'string') return null
  try {
    const parsed: unknown = JSON.parse(data)
    return isRecord(parsed) ? parsed : null
  } catch {
    return null
  }
}

/** Turns any answer into either the validated body or an ApiError (docs/security-and-reliability.md#error-messages). */
export function readAnswer<S extends v.GenericSchema>(response: { status: number; data: unknown }, schema: S) {
  const { status } = response
  const isOk = status >= 200 && status < 300
  const body = bodyOf(response.data)

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

/** Seconds or an HTTP date, as milliseconds from now; undefined when absent or unreadable. */
function retryAfterMs(header: unknown, now: number): number | undefined {
  if (typeof header !== 'string' || header.trim() === '') return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** A failure with no usable answer: canceled, timed out, or the network. */
function transportError(error: unknown): ApiError {
  const kind = error instanceof TransportError ? error.kind : 'network'
  if (kind === 'canceled') return new ApiError('canceled', '', undefined, { cause: error })
  if (kind === 'timeout') return new ApiError('timeout', MESSAGES.timeout, undefined, { cause: error })
  return new ApiError('network', isBrowserOffline() ? MESSAGES.offline : MESSAGES.network, undefined, { cause: error })
}

/**
 * Only a GET may be asked again (a POST may have been applied): after a lost connection or a 5xx. While
 * the browser is offline, TanStack Query holds the next try until the connection is back.
 */
function isTransient(error: ApiError): boolean {
  if (error.kind === 'network') return true
  return (error.kind === 'http' || error.kind === 'server') && error.status !== undefined && error.status >= 500
}

/** Tells TanStack Query whether and when it may ask again. */
function withRetryAdvice(error: ApiError, method: Method, retryAfter?: number): ApiError {
  const retryable = method === 'GET' && isTransient(error)
  if (!retryable) return error
  return new ApiError(error.kind, error.message, error.status, {
    cause: error.cause,
    retryable,
    retryAfterMs: retryAfter,
  })
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, getToken, onUnauthorized } = options
  const timeouts = { ...TIMEOUT_MS, ...options.timeouts }

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
  ): Promise<v.InferOutput<S> | ApiError> {
    const url = `${baseUrl}${path}`
    const headers: Record<string, string> = { Accept: 'application/json' }
    if (requestOptions.auth) {
      if (!isApiUrl(url)) throw new ApiError('auth', MESSAGES.auth)
      headers.Authorization = `Bearer ${await bearer(forceRefresh)}`
    }
    const isUpload = typeof FormData !== 'undefined' && body instanceof FormData
    let answer: TransportAnswer
    try {
      answer = await sendOverWire({
        method,
        url,
        headers,
        body,
        signal: requestOptions.signal,
        timeoutMs:
          requestOptions.timeout ?? (method === 'GET' ? timeouts.get : isUpload ? timeouts.upload : timeouts.post),
        onUploadProgress: requestOptions.onUploadProgress,
      })
    } catch (error) {
      return withRetryAdvice(transportError(error), method)
    }
    const result = readAnswer({ status: answer.status, data: answer.text }, schema)
    if (!(result instanceof ApiError)) return result
    return withRetryAdvice(result, method, retryAfterMs(answer.retryAfter, Date.now()))
  }

  async function send<S extends v.GenericSchema>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
    requestOptions: RequestOptions = {},
  ): Promise<v.InferOutput<S>> {
    let result = await attempt(method, path, body, schema, requestOptions, false)
    // A 401 on a bearer call may just be a token that expired in flight: one fresh token, once.
    if (requestOptions.auth && result instanceof ApiError && result.status === 401) {
      result = await attempt(method, path, body, schema, requestOptions, true)
      if (result instanceof ApiError && result.status === 401) onUnauthorized?.()
    }
    if (result instanceof ApiError) throw result
    return result
  }

  return {
    baseUrl,
    get: (path, schema, requestOptions) => send('GET', path, undefined, schema, requestOptions),
    post: (path, body, schema, requestOptions) => send('POST', path, body, schema, requestOptions),
  }
}
