import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { fail, type AppEnv } from './http.ts'

/*
 * Explicit size limits on what a request may send, checked while the body streams in, before
 * anything is buffered or parsed. The course form (courseForm.ts) and the checkout form have their
 * own; every other route has the JSON one. The nesting depth of JSON is boundedJson.ts.
 */

/** JSON calls are small: the largest is a sign-up or a progress update. */
export const JSON_BODY_LIMIT = 64 * 1024

/** 65536 → "64 KB", 5242880 → "5 MB", 6356992 → "6.1 MB". */
export function formatSize(bytes: number): string {
  const [amount, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'MB'] : [bytes / 1024, 'KB']
  return `${Number.isInteger(amount) ? amount : amount.toFixed(1)} ${unit}`
}

/** A body-size limit whose refusal is the usual JSON failure naming the limit. */
export function jsonBodyLimit(maxSize = JSON_BODY_LIMIT): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => fail(c, 413, `The request body is too large: at most ${formatSize(maxSize)}`),
  })
}
