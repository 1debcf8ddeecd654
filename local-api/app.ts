import path from 'node:path'
import { Hono } from 'hono'
import { except } from 'hono/combine'
import type { Deps } from './context.ts'
import { ADD_COURSE_PATH } from './courseForm.ts'
import { guardHosts } from './hosts.ts'
import { answerHeaders, fail, type AppEnv } from './http.ts'
import { jsonBodyLimit } from './limits.ts'
import { createOriginPolicy, guardOrigins } from './origins.ts'
import type { Logger } from './persistence.ts'
import { createAssetRoutes } from './routes/assets.ts'
import { createCheckoutRoutes } from './routes/checkout.ts'
import { createCourseRoutes } from './routes/courses.ts'
import { createEducatorRoutes } from './routes/educator.ts'
import { createLocalAuthRoutes } from './routes/localAuth.ts'
import { createUserRoutes } from './routes/user.ts'
import { Store } from './store.ts'

export type LocalApiOptions = {
  /** Where db.json and uploads/ live. Default: `<cwd>/.local-data`. */
  dataDir?: string
  /** false keeps everything in memory and never touches the disk (unit tests). Default: true. */
  persist?: boolean
  /** Currency symbol on the checkout page. Default: ₹. */
  currency?: string
  /** Clock in milliseconds, injectable so tests can expire tokens and checkout sessions. */
  now?: () => number
  /** Generated courses added to the demo catalogue when demo data is created or reset. */
  extraCourses?: number
  /** Extra app origins (LOCAL_API_APP_ORIGINS) besides the API's own and the dev and preview servers. */
  appOrigins?: readonly string[]
  /** Extra host names (LOCAL_API_ALLOWED_HOSTS) besides localhost and loopback addresses. */
  allowedHosts?: readonly string[]
  /**
   * Gzip the catalogue when the client accepts it. false sends plain JSON, as the hosted API does
   * (`--no-compression` / LOCAL_API_COMPRESSION=off on the standalone server). Default: true.
   */
  compression?: boolean
  logger?: Logger
}

export type LocalApi = {
  /** A fetch-style handler: the same function serves Node, Vite middleware and MSW in unit tests. */
  fetch: (request: Request) => Promise<Response>
  /** Restores the demo data (and saves it when persisting). */
  reset: () => Promise<void>
  /** Waits for pending writes. */
  close: () => Promise<void>
  /** For tests and scripts that need to look inside. */
  store: Store
}

/** The URL prefixes this API answers; everything else belongs to the app (vitePlugin.ts). */
export const LOCAL_API_PREFIXES = ['/api', '/local-auth', '/checkout', '/uploads', '/demo-assets'] as const

const consoleLogger: Logger = {
  warn: (message) => console.warn(message),
  error: (message, error) => console.error(message, error),
}

export function defaultDataDir(root = process.cwd()): string {
  return path.join(root, '.local-data')
}

/** The project's own implementation of the API contract (docs/api.md), with demo data, a local sign-in and a test checkout. */
export function createLocalApi(options: LocalApiOptions = {}): LocalApi {
  const logger = options.logger ?? consoleLogger
  const now = options.now ?? Date.now
  const store = new Store({
    dataDir: options.dataDir ?? defaultDataDir(),
    persist: options.persist ?? true,
    extraCourses: options.extraCourses ?? 0,
    logger,
    now,
  })
  const origins = createOriginPolicy(options.appOrigins ?? [])
  const deps: Deps = {
    store,
    now,
    currency: options.currency || '₹',
    logger,
    origins,
    compression: options.compression ?? true,
  }

  const app = new Hono<AppEnv>()
  app.use('*', answerHeaders)
  // Who may ask: the Host first (DNS rebinding), then the page's origin (CORS and changes).
  app.use('*', guardHosts(options.allowedHosts ?? []))
  app.use('*', guardOrigins(origins))
  // Every body is bounded; the course form and the checkout form have their own, larger or smaller, limits.
  app.use('*', except([ADD_COURSE_PATH, '/checkout/*'], jsonBodyLimit()))

  app.route('/api/course', createCourseRoutes(deps))
  app.route('/api/user', createUserRoutes(deps))
  app.route('/api/educator', createEducatorRoutes(deps))
  app.route('/local-auth', createLocalAuthRoutes(deps))
  app.route('/checkout', createCheckoutRoutes(deps))
  app.route('/', createAssetRoutes(deps))

  // Unknown paths answer in the contract's shape, never with the app's index.html.
  app.notFound((c) => fail(c, 404, `No such endpoint: ${c.req.method} ${new URL(c.req.url).pathname}`))
  app.onError((error, c) => {
    logger.error(`[local-api] ${c.req.method} ${new URL(c.req.url).pathname} failed`, error)
    return fail(c, 500, 'The local API hit an unexpected error')
  })

  return {
    fetch: async (request) => app.fetch(request),
    reset: () => store.reset(),
    close: () => store.close(),
    store,
  }
}
