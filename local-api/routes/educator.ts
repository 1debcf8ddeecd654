import { Hono } from 'hono'
import { THUMBNAIL_MAX_BYTES } from '../../src/config/constants.ts'
import { requireEducator, requireUser } from '../auth.ts'
import type { Deps } from '../context.ts'
import { parseBoundedJson, TOO_DEEP } from '../boundedJson.ts'
import { courseFormLimit, THUMBNAIL_TOO_LARGE } from '../courseForm.ts'
import { fail, requestOrigin, type AppEnv } from '../http.ts'
import { randomObjectId } from '../ids.ts'
import { EXTENSION_BY_TYPE, sniffImageType } from '../images.ts'
import { sumAmounts } from '../money.ts'
import type { CourseRecord, PurchaseRecord } from '../records.ts'
import { validateCourseData } from '../validation.ts'
import { createCourseViews, personView } from '../views.ts'

export function createEducatorRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>()
  // Per route rather than routes.use('*'): an unknown path answers 404 even to a visitor.
  const auth = requireUser(deps)

  /** Completed purchases of the caller's courses, newest first: the source of earnings and enrollment lists. */
  function completedSales(educatorId: string): { purchase: PurchaseRecord; course: CourseRecord }[] {
    const sales: { purchase: PurchaseRecord; course: CourseRecord }[] = []
    for (const purchase of deps.store.database.purchases) {
      if (purchase.status !== 'completed') continue
      const course = deps.store.course(purchase.courseId)
      if (course?.educator === educatorId) sales.push({ purchase, course })
    }
    return sales.sort((a, b) => b.purchase.updatedAt.localeCompare(a.purchase.updatedAt))
  }

  function studentOf(origin: string, userId: string) {
    const student = deps.store.user(userId)
    return student ? personView(origin, student) : { _id: userId, name: 'Former learner', imageUrl: '' }
  }

  // Not educator-only: this is how a learner becomes one. Repeating it is harmless.
  routes.post('/update-role', auth, async (c) => {
    const user = c.get('user')
    if (user.role === 'educator') return c.json({ success: true, message: 'You are already an educator' })
    user.role = 'educator'
    await deps.store.save()
    return c.json({ success: true, message: 'Role updated to educator' })
  })

  routes.get('/dashboard', auth, requireEducator, (c) => {
    const educatorId = c.get('user')._id
    const origin = requestOrigin(c)
    const sales = completedSales(educatorId)
    return c.json({
      success: true,
      dashboardData: {
        totalCourses: deps.store.database.courses.filter((course) => course.educator === educatorId).length,
        totalEarnings: sumAmounts(sales.map(({ purchase }) => purchase.amount)),
        enrolledStudentsData: sales.map(({ purchase, course }) => ({
          courseTitle: course.courseTitle,
          student: studentOf(origin, purchase.userId),
        })),
      },
    })
  })

  routes.get('/courses', auth, requireEducator, (c) => {
    const educatorId = c.get('user')._id
    const views = createCourseViews(deps.store, requestOrigin(c))
    const courses = deps.store.database.courses.filter((course) => course.educator === educatorId).map(views.full)
    return c.json({ success: true, courses })
  })

  routes.get('/enrolled-students', auth, requireEducator, (c) => {
    const origin = requestOrigin(c)
    const enrolledStudents = completedSales(c.get('user')._id).map(({ purchase, course }) => ({
      student: studentOf(origin, purchase.userId),
      courseTitle: course.courseTitle,
      purchaseDate: purchase.updatedAt,
    }))
    return c.json({ success: true, enrolledStudents })
  })

  routes.post('/add-course', auth, requireEducator, courseFormLimit, async (c) => {
    if (!(c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
      return fail(c, 400, 'Send the course as multipart/form-data with courseData and courseThumbnail')
    }
    let form: FormData
    try {
      form = await c.req.formData()
    } catch {
      return fail(c, 400, 'The multipart form could not be read')
    }
    const thumbnail = form.get('courseThumbnail')
    // An empty file input still sends a part, with no file name and no bytes: that is "not attached".
    const isAttached = thumbnail instanceof File && (thumbnail.name !== '' || thumbnail.size > 0)
    if (!isAttached) return fail(c, 400, 'Thumbnail Not Attached')
    const courseDataText = form.get('courseData')
    if (typeof courseDataText !== 'string' || courseDataText.trim() === '') {
      return fail(c, 400, 'courseData is required')
    }
    const courseDataJson = parseBoundedJson(courseDataText)
    if (!courseDataJson.ok) {
      return fail(
        c,
        400,
        courseDataJson.problem === 'depth' ? `courseData is ${TOO_DEEP}` : 'courseData is not valid JSON',
      )
    }
    const courseData = validateCourseData(courseDataJson.value)
    if (!courseData.ok) return fail(c, 400, courseData.message)

    if (thumbnail.size === 0) return fail(c, 400, 'The thumbnail file is empty')
    if (thumbnail.size > THUMBNAIL_MAX_BYTES) return fail(c, 413, THUMBNAIL_TOO_LARGE)
    const bytes = new Uint8Array(await thumbnail.arrayBuffer())
    const type = sniffImageType(bytes)
    if (!type) return fail(c, 400, 'The thumbnail must be a PNG, JPEG, WebP or GIF image')

    const now = deps.now()
    const id = randomObjectId(now)
    const fileName = `${randomObjectId(now)}.${EXTENSION_BY_TYPE[type]}`
    // The file is stored before the course that points at it, so a failed write leaves no broken course.
    await deps.store.saveUpload(fileName, bytes)
    const createdAt = new Date(now).toISOString()
    deps.store.addCourse({
      _id: id,
      ...courseData.value,
      courseThumbnail: `/uploads/${fileName}`,
      isPublished: true,
      educator: c.get('user')._id,
      courseRatings: [],
      enrolledStudents: [],
      createdAt,
      updatedAt: createdAt,
    })
    await deps.store.save()
    return c.json({ success: true, message: 'Course Added' })
  })

  return routes
}
