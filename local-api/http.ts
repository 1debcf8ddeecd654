import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AppEnv } from './context.ts'

/*
 * Answer helpers shared by every route: one failure shape (`success:false` plus a readable message,
 * CONTRACT.md conventions), JSON body reading that turns malformed input into a 400 instead of an
 * exception, and the request's own origin, used for absolute image URLs. Which other origins may
 * use the API is origins.ts.
 */

export const MESSAGES = {
  notAuthorized: 'Not authorized. Please sign in.',
  unauthorizedAccess: 'Unauthorized Access',
  courseNotFound: 'Course not found',
  invalidJson: 'The request body is not valid JSON',
  notAnObject: 'The request body must be a JSON object',
} as const

export function fail(c: Context<AppEnv>, status: ContentfulStatusCode, message: string): Response {
  return c.json({ success: false, message }, status)
}

export type JsonBody = Record<string, unknown>
export type BodyResult = { ok: true; body: JsonBody } | { ok: false; response: Response }

/**
 * Reads a JSON object body. An empty body reads as `{}`, so a missing field gets the message naming
 * that field; anything that is not a JSON object answers 400.
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<BodyResult> {
  const text = await c.req.text()
  if (text.trim() === '') return { ok: true, body: {} }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, response: fail(c, 400, MESSAGES.invalidJson) }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, response: fail(c, 400, MESSAGES.notAnObject) }
  }
  return { ok: true, body: value as JsonBody }
}

/** The origin the request reached us on: what absolute URLs in answers are built from. */
export function requestOrigin(c: Context<AppEnv>): string {
  return new URL(c.req.url).origin
}

/** Turns a stored relative path into an absolute URL on the origin of the current request. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (pathOrUrl === '' || /^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}
