import * as v from 'valibot'
import { TIMEOUT_MS } from '../config/constants'
import { ApiError, MESSAGES, cleanServerMessage, messageForStatus } from './errors'
import { isBrowserOffline } from '../lib/online'
import { receive, TransportError, send as sendOverWire, type TransportAnswer, type TransportRequest } from './transport'

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

/**
 * A successful answer read as it arrives: `push` gets its text piece by piece (and may throw to reject it), `end`
 * gives the answer's object as far as the client checks it (`success`, `message` and the fields its schema
 * names). Answers that are not 2xx are read whole, as any other call's.
 */
export type StreamedAnswer = {
  push(text: string): void
  end(): unknown
}

export type ApiClient = {
  baseUrl: string
  get<S extends v.GenericSchema>(path: string, schema: S, options?: RequestOptions): Promise<v.InferOutput<S>>
  /** A GET whose successful answer `answer` reads as it streams in; checked against `schema` at its end. */
  getStreamed<S extends v.GenericSchema>(
    path: string,
    schema: S,
    answer: StreamedAnswer,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>
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

/** A failure with no usable answer: canceled, timed out, or the network (or a streamed answer's refusal, as is). */
function transportError(error: unknown): ApiError {
  if (error instanceof ApiError) return error
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

/** Hands a streamed answer's text to its reader; text the reader refuses ends the request as an unexpected answer. */
function readingWith(streamed: StreamedAnswer): (text: string) => void {
  return (text) => {
    try {
      streamed.push(text)
    } catch (error) {
      throw new ApiError('unexpected', MESSAGES.unexpected, undefined, { cause: error })
    }
  }
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
    streamed?: StreamedAnswer,
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
      const wire = streamed ? (request: TransportRequest) => receive(request, readingWith(streamed)) : sendOverWire
      answer = await wire({
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
    let data: unknown = answer.text
    if (streamed && answer.status >= 200 && answer.status < 300) {
      try {
        data = streamed.end()
      } catch (error) {
        return new ApiError('unexpected', MESSAGES.unexpected, answer.status, { cause: error })
      }
    }
    const result = readAnswer({ status: answer.status, data }, schema)
    if (!(result instanceof ApiError)) return result
    return withRetryAdvice(result, method, retryAfterMs(answer.retryAfter, Date.now()))
  }

  async function send<S extends v.GenericSchema>(
    method: Method,
    path: string,
    body: unknown,
    schema: S,
    requestOptions: RequestOptions = {},
    streamed?: StreamedAnswer,
  ): Promise<v.InferOutput<S>> {
    let result = await attempt(method, path, body, schema, requestOptions, false, streamed)
    // A 401 on a bearer call may just be a token that expired in flight: one fresh token, once.
    if (requestOptions.auth && result instanceof ApiError && result.status === 401) {
      result = await attempt(method, path, body, schema, requestOptions, true, streamed)
      if (result instanceof ApiError && result.status === 401) onUnauthorized?.()
    }
    if (result instanceof ApiError) throw result
    return result
  }

  return {
    baseUrl,
    get: (path, schema, requestOptions) => send('GET', path, undefined, schema, requestOptions),
    getStreamed: (path, schema, answer, requestOptions) => send('GET', path, undefined, schema, requestOptions, answer),
    post: (path, body, schema, requestOptions) => send('POST', path, body, schema, requestOptions),
  }
}

const messageAnswer = v.object({ message: v.optional(v.string()) })

/**
 * POSTs to a call whose answer only says something (`{ success, message }`) and returns that sentence as the app
 * shows it: in the interface's language when it is one of the API's fixed sentences, cleaned like an error's.
 */
export async function postForMessage(
  api: ApiClient,
  path: string,
  body: unknown,
  options?: RequestOptions,
): Promise<string> {
  const answer = await api.post(path, body, messageAnswer, options)
  return cleanServerMessage(answer.message) ?? ''
}
