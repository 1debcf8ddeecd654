import { cors } from 'hono/cors'
import { createMiddleware } from 'hono/factory'
import { fail, requestOrigin, type AppEnv } from './http.ts'
import { APP_ORIGINS_SETTING } from './settings.ts'

/*
 * Which web pages may use the local API: the API's own origin, the project's dev, preview and
 * end-to-end servers on localhost, and the origins an operator names in LOCAL_API_APP_ORIGINS. Only
 * those get CORS permission, may change data, and are where a checkout returns to. A page anywhere
 * else could otherwise sign in as anyone (there are no passwords) and read the answer.
 */

/** Vite's dev server (5173) and preview (4173), and the end-to-end preview and its neighbour (4317, 4318). */
const APP_PORTS = [5173, 4173, 4317, 4318]

export const DEFAULT_APP_ORIGINS: readonly string[] = APP_PORTS.flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
])

export type OriginPolicy = {
  /** Whether a page on `origin` may use the API reached at `ownOrigin`. Exact match: no look-alikes. */
  isAllowed: (origin: string, ownOrigin: string) => boolean
  /** Where a checkout returns to: the app's origin when it is allowed, else the API's own origin. */
  returnOrigin: (originHeader: string | undefined, ownOrigin: string) => string
}

export function createOriginPolicy(appOrigins: readonly string[]): OriginPolicy {
  const allowed = new Set([...DEFAULT_APP_ORIGINS, ...appOrigins])
  const isAllowed = (origin: string, ownOrigin: string) => origin === ownOrigin || allowed.has(origin)
  return {
    isAllowed,
    returnOrigin: (originHeader, ownOrigin) =>
      originHeader !== undefined && isAllowed(originHeader, ownOrigin) ? originHeader : ownOrigin,
  }
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD'])

/**
 * CORS for allowed origins only. A request from any other origin that could change something (every
 * method but GET and HEAD, preflights included) is refused before it reaches a route; a read is
 * answered without an allow header, so the browser keeps the answer from the foreign page.
 * Requests without an Origin header (curl, scripts, same-origin reads) pass untouched.
 */
export function guardOrigins(policy: OriginPolicy) {
  const allowCors = cors({
    origin: (origin) => origin,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  })
  return createMiddleware<AppEnv>(async (c, next) => {
    const origin = c.req.header('Origin')
    if (origin === undefined) return next()
    if (policy.isAllowed(origin, requestOrigin(c))) return allowCors(c, next)
    if (!READ_ONLY_METHODS.has(c.req.method)) {
      const message = `This local API does not accept changes from ${origin}. To allow another app origin, add it to ${APP_ORIGINS_SETTING}.`
      return fail(c, 403, message)
    }
    await next()
    c.header('Vary', 'Origin', { append: true })
  })
}
