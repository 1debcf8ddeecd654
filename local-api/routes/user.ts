import type { Context } from 'hono'
import { Hono } from 'hono'
import { requireUser } from '../auth.ts'
import type { Deps } from '../context.ts'
import { fail, MESSAGES, readJsonObject, requestOrigin, type JsonBody, type AppEnv } from '../http.ts'
import { randomObjectId, randomToken } from '../ids.ts'
import { purchaseAmount } from '../money.ts'
import type { CourseRecord, ProgressRecord } from '../records.ts'
import { validateRating, requiredId } from '../validation.ts'
import { createCourseViews, userView } from '../views.ts'

/** A checkout session can be paid for 30 minutes (docs/api.md#test-checkout). */
export const CHECKOUT_LIFETIME_MS = 30 * 60 * 1000

const NOT_ENROLLED = 'You are not enrolled in this course'

type CourseLookup = { ok: true; course: CourseRecord } | { ok: false; response: Response }

/** Reads `courseId` from a body and finds the course: 400 when missing, 404 when unknown. */
function courseFromBody(c: Context<AppEnv>, deps: Deps, body: JsonBody): CourseLookup {
  const courseId = requiredId(body, 'courseId')
  if (!courseId.ok) return { ok: false, response: fail(c, 400, courseId.message) }
  const course = deps.store.course(courseId.value)
  if (!course) return { ok: false, response: fail(c, 404, MESSAGES.courseNotFound) }
  return { ok: true, course }
}

/** Learner calls: all need a signed-in user. */
export function createUserRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // Per route rather than routes.use('*'): an unknown path answers 404 even to a visitor.
  const auth = requireUser(deps)

  routes.get('/data', auth, (c) => c.json({ success: true, user: userView(requestOrigin(c), c.get('user')) }))

  routes.get('/data/enrolled-courses', auth, (c) => {
    const views = createCourseViews(deps.store, requestOrigin(c))
    const enrolledCourses = c
      .get('user')
      .enrolledCourses.map((id) => deps.store.course(id))
      .filter((course) => course !== undefined)
      .map(views.full)
    return c.json({ success: true, enrolledCourses })
  })

  routes.post('/purchase', auth, async (c) => {
    const read = await readJsonObject(c)
    if (!read.ok) return read.response
    const found = courseFromBody(c, deps, read.body)
    if (!found.ok) return found.response
    const { course } = found
    const user = c.get('user')
    if (!course.isPublished) return fail(c, 404, MESSAGES.courseNotFound)
    if (user.enrolledCourses.includes(course._id)) return fail(c, 409, 'You are already enrolled in this course')

    const now = deps.now()
    const createdAt = new Date(now).toISOString()
    const purchaseId = randomObjectId(now)
    deps.store.pruneExpired()
    deps.store.database.purchases.push({
      _id: purchaseId,
      courseId: course._id,
      userId: user._id,
      amount: purchaseAmount(course.coursePrice, course.discount),
      status: 'pending',
      createdAt,
      updatedAt: createdAt,
    })
    // The return address is the Origin of the app's own request (never the query string) when it is
    // an allowed app origin, else the API's own: the checkout page cannot become an open redirect.
    const appOrigin = deps.origins.returnOrigin(c.req.header('Origin'), requestOrigin(c))
    const sessionId = `cs_test_${randomToken()}`
    deps.store.database.checkoutSessions.push({
      _id: sessionId,
      purchaseId,
      appOrigin,
      expiresAt: now + CHECKOUT_LIFETIME_MS,
    })
    await deps.store.save()
    return c.json({
      success: true,
      message: 'Checkout session created',
      sessionUrl: `${requestOrigin(c)}/checkout/${sessionId}`,
    })
  })

  const getProgress = async (c: Context<AppEnv>) => {
    const read = await readJsonObject(c)
    if (!read.ok) return read.response
    const found = courseFromBody(c, deps, read.body)
    if (!found.ok) return found.response
    const userId = c.get('user')._id
    const progress = deps.store.database.progress.find(
      (record) => record.userId === userId && record.courseId === found.course._id,
    )
    // Someone who is not enrolled has no progress to read: null, as for an enrolled learner who has not started.
    const progressData = progress
      ? { courseId: progress.courseId, completedLectures: [...progress.completedLectures] }
      : null
    return c.json({ success: true, progressData })
  }
  // The app calls it with and without a trailing slash (docs/api.md#calls).
  routes.post('/get-course-progress', auth, getProgress)
  routes.post('/get-course-progress/', auth, getProgress)

  routes.post('/update-course-progress', auth, async (c) => {
    const read = await readJsonObject(c)
    if (!read.ok) return read.response
    const found = courseFromBody(c, deps, read.body)
    if (!found.ok) return found.response
    const lectureId = requiredId(read.body, 'lectureId')
    if (!lectureId.ok) return fail(c, 400, lectureId.message)
    const { course } = found
    const user = c.get('user')
    if (!user.enrolledCourses.includes(course._id)) return fail(c, 403, NOT_ENROLLED)
    const isLectureOfCourse = course.courseContent.some((chapter) =>
      chapter.chapterContent.some((lecture) => lecture.lectureId === lectureId.value),
    )
    if (!isLectureOfCourse) return fail(c, 404, 'Lecture not found in this course')

    let progress: ProgressRecord | undefined = deps.store.database.progress.find(
      (record) => record.userId === user._id && record.courseId === course._id,
    )
    if (progress?.completedLectures.includes(lectureId.value)) {
      return c.json({ success: true, message: 'Lecture Already Completed' })
    }
    if (!progress) {
      progress = { userId: user._id, courseId: course._id, completedLectures: [] }
      deps.store.database.progress.push(progress)
    }
    progress.completedLectures.push(lectureId.value)
    await deps.store.save()
    return c.json({ success: true, message: 'Progress Updated' })
  })

  routes.post('/add-user-rating', auth, async (c) => {
    const read = await readJsonObject(c)
    if (!read.ok) return read.response
    const found = courseFromBody(c, deps, read.body)
    if (!found.ok) return found.response
    const rating = validateRating(read.body.rating)
    if (!rating.ok) return fail(c, 400, rating.message)
    const { course } = found
    const user = c.get('user')
    if (!user.enrolledCourses.includes(course._id)) return fail(c, 403, NOT_ENROLLED)

    // One rating per learner per course: a second one replaces the first.
    const existing = course.courseRatings.find((entry) => entry.userId === user._id)
    if (existing) existing.rating = rating.value
    else course.courseRatings.push({ userId: user._id, rating: rating.value })
    course.updatedAt = new Date(deps.now()).toISOString()
    await deps.store.save()
    return c.json({ success: true, message: existing ? 'Rating updated' : 'Rating added' })
  })

  return routes
}
