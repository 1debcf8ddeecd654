import { MAX_MESSAGE_LENGTH } from '../config/constants'
import { t } from '@lingui/core/macro'
import { serverMessage } from './serverMessages'

/**
 * Every failure of a call becomes an ApiError with one readable sentence (docs/security-and-reliability.md#error-messages):
 * - server:     the API answered success:false (any HTTP status); the message is the server's own
 * - http:       a non-2xx answer without a usable message; the text depends on the status
 * - unexpected: HTML, truncated JSON, null, or a shape that failed validation
 * - network:    no answer at all (offline, DNS, connection reset)
 * - timeout:    no answer within the limit
 * - auth:       a bearer call with no signed-in user; nothing was sent
 * - canceled:   the caller aborted (unmount, newer request); never shown to anyone
 */
export type ApiErrorKind = 'server' | 'http' | 'unexpected' | 'network' | 'timeout' | 'auth' | 'canceled'

export const MESSAGES = {
  get unexpected() {
    return t`The server sent an unexpected response.`
  },
  get timeout() {
    return t`The server is taking too long. Please try again.`
  },
  get network() {
    return t`Could not reach the server. Check your connection and try again.`
  },
  get offline() {
    return t`You appear to be offline. Check your connection and try again.`
  },
  get auth() {
    return t`Please sign in to continue.`
  },
  get unauthorized() {
    return t`Your session has expired. Please sign in again.`
  },
  get forbidden() {
    return t`You do not have access to this.`
  },
  get notFound() {
    return t`We could not find what you asked for.`
  },
  get tooLarge() {
    return t`The file is too large to upload.`
  },
  get unavailable() {
    return t`The service is temporarily unavailable. Please try again.`
  },
  get httpFallback() {
    return t`The request failed. Please try again.`
  },
  get fallback() {
    return t`Something went wrong`
  },
} as const

export type ApiErrorOptions = {
  cause?: unknown
  /** A GET that failed in a way worth asking again (lost connection, 5xx); never a POST. */
  retryable?: boolean
  /** The server's Retry-After, in milliseconds. */
  retryAfterMs?: number
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  readonly retryable: boolean
  readonly retryAfterMs: number | undefined

  constructor(kind: ApiErrorKind, message: string, status?: number, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause })
    this.name = 'ApiError'
    this.kind = kind
    this.status = status
    this.retryable = options.retryable ?? false
    this.retryAfterMs = options.retryAfterMs
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Canceled requests (unmount, superseded query) must never reach a toast. */
export function isCanceledError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'canceled'
}

export function messageForStatus(status: number): string {
  if (status === 401) return MESSAGES.unauthorized
  if (status === 403) return MESSAGES.forbidden
  if (status === 404) return MESSAGES.notFound
  if (status === 413) return MESSAGES.tooLarge
  if (status >= 500) return MESSAGES.unavailable
  return MESSAGES.httpFallback
}

/** Server text goes into a toast as plain text; still, cap it and collapse whitespace. A fixed answer is translated. */
export function cleanServerMessage(message: unknown): string | null {
  if (typeof message !== 'string') return null
  const text = message.replace(/\s+/g, ' ').trim()
  if (text === '') return null
  return text.length > MAX_MESSAGE_LENGTH ? `${text.slice(0, MAX_MESSAGE_LENGTH - 1)}…` : serverMessage(text)
}

/**
 * The sentence a user sees for any failure. Non-API errors (a thrown TypeError in a handler, say)
 * fall back to a generic sentence rather than leaking internals; `fallback` lets a screen use the
 * wording the spec gives it ("Something went wrong").
 */
export function getErrorMessage(error: unknown, fallback: string = MESSAGES.fallback): string {
  if (isApiError(error)) return error.message || fallback
  return fallback
}
