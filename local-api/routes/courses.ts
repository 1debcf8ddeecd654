import { Hono } from 'hono'
import { gzipSync } from 'node:zlib'
import type { Deps } from '../context.ts'
import { fail, MESSAGES, requestOrigin, type AppEnv } from '../http.ts'
import { createCourseViews } from '../views.ts'

/** Public catalogue calls: no sign-in needed. */
export function createCourseRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  // The catalogue answer is the one large, hot answer (11 MB of JSON at 10,000 courses): it is built
  // and compressed once per change of the data and origin, not on every request. With compression off
  // (deps.compression false, the hosted API's behaviour) it is always sent as plain JSON.
  let cached: { revision: number; origin: string; json: string; gzipped: Uint8Array<ArrayBuffer> | null } | null = null

  routes.get('/all', (c) => {
    const origin = requestOrigin(c)
    if (!cached || cached.revision !== deps.store.revision || cached.origin !== origin) {
      const views = createCourseViews(deps.store, origin)
      const courses = deps.store.database.courses.filter((course) => course.isPublished).map(views.summary)
      const json = JSON.stringify({ success: true, courses })
      const gzipped = deps.compression ? new Uint8Array(gzipSync(json, { level: 4 })) : null
      cached = { revision: deps.store.revision, origin, json, gzipped }
    }
    if (cached.gzipped) {
      c.header('Vary', 'Accept-Encoding')
      if (/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) {
        return c.body(cached.gzipped, 200, { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      }
    }
    return c.body(cached.json, 200, { 'Content-Type': 'application/json' })
  })

  routes.get('/:id', (c) => {
    const course = deps.store.course(c.req.param('id'))
    if (!course?.isPublished) return fail(c, 404, MESSAGES.courseNotFound)
    return c.json({ success: true, courseData: createCourseViews(deps.store, requestOrigin(c)).detail(course) })
  })

  return routes
}
