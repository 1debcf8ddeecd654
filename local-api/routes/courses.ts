import { Hono } from 'hono'
import type { AppEnv, Deps } from '../context.ts'
import { fail, MESSAGES, requestOrigin } from '../http.ts'
import { createCourseViews } from '../views.ts'

/** Public catalogue calls: no sign-in needed. */
export function createCourseRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()

  routes.get('/all', (c) => {
    const views = createCourseViews(deps.store, requestOrigin(c))
    const courses = deps.store.database.courses.filter((course) => course.isPublished).map(views.summary)
    return c.json({ success: true, courses })
  })

  routes.get('/:id', (c) => {
    const course = deps.store.course(c.req.param('id'))
    if (!course?.isPublished) return fail(c, 404, MESSAGES.courseNotFound)
    return c.json({ success: true, courseData: createCourseViews(deps.store, requestOrigin(c)).detail(course) })
  })

  return routes
}
