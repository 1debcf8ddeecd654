import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { parseBoundedJson, TOO_DEEP } from './boundedJson.ts'
import type { UserRecord } from './records.ts'

/** Hono context variables: the signed-in user, set by the bearer middleware in auth.ts. */
export type AppEnv = { Variables: { user: UserRecord } }

/*
 * Answer helpers shared by every route: one failure shape (`success:false` plus a readable message,
 * docs/api.md#conventions), JSON body reading that turns malformed input into a 400 instead of an
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

/**
 * Headers on every answer, errors included: nosniff, so no answer is ever read as another type; and
 * no-store on answers for a signed-in caller (a bearer token was sent) and on the local sign-in's
 * answers, which carry new tokens and the account list, so no cache keeps them.
 */
export const answerHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  c.header('X-Content-Type-Options', 'nosniff')
  if (c.req.header('Authorization') !== undefined || c.req.path.startsWith('/local-auth/')) {
    c.header('Cache-Control', 'no-store')
  }
})

export type JsonBody = Record<string, unknown>
export type BodyResult = { ok: true; body: JsonBody } | { ok: false; response: Response }

/**
 * Reads a JSON object body. An empty body reads as `{}`, so a missing field gets the message naming
 * that field; anything that is not a JSON object, or nests too deeply, answers 400.
 */
export async function readJsonObject(c: Context<AppEnv>): Promise<BodyResult> {
  const text = await c.req.text()
  if (text.trim() === '') return { ok: true, body: {} }
  const parsed = parseBoundedJson(text)
  if (!parsed.ok) {
    const message = parsed.problem === 'depth' ? `The request body is ${TOO_DEEP}` : MESSAGES.invalidJson
    return { ok: false, response: fail(c, 400, message) }
  }
  const { value } = parsed
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
