import { createMiddleware } from 'hono/factory'
import { THUMBNAIL_MAX_BYTES } from '../src/config/constants.ts'
import { multipartBoundary, readFormParts, type PartLimits } from './formParts.ts'
import { fail, type AppEnv } from './http.ts'
import { formatSize, JSON_BODY_LIMIT, jsonBodyLimit } from './limits.ts'

/*
 * The size limits of the add-course form, per part: a form that is too large is refused while it
 * streams in, with the name of the part that was too large and that part's limit.
 */

export const ADD_COURSE_PATH = '/api/educator/add-course'

/** The course details, description included, as JSON text: far above the description's 100,000 characters. */
const COURSE_DATA_MAX_BYTES = 1024 * 1024
const COURSE_FORM_LIMITS: PartLimits = {
  byName: { courseData: COURSE_DATA_MAX_BYTES, courseThumbnail: THUMBNAIL_MAX_BYTES },
  otherParts: JSON_BODY_LIMIT,
  total: THUMBNAIL_MAX_BYTES + COURSE_DATA_MAX_BYTES + JSON_BODY_LIMIT,
}
export const THUMBNAIL_TOO_LARGE = `The thumbnail must be at most ${formatSize(THUMBNAIL_MAX_BYTES)}`

/** Which part of the course form was too large, and its limit. */
function courseFormTooLarge(part: string | null): string {
  if (part === 'courseThumbnail') return THUMBNAIL_TOO_LARGE
  if (part === 'courseData') {
    return `courseData (the course details and description) is too large: at most ${formatSize(COURSE_DATA_MAX_BYTES)}`
  }
  if (part) return `The form field "${part}" is too large: at most ${formatSize(COURSE_FORM_LIMITS.otherParts)}`
  return `The course form is too large: at most ${formatSize(COURSE_FORM_LIMITS.total)} in all`
}

/** Reads the course form within its limits (per part, while it streams in) before the route parses it. */
export const courseFormLimit = createMiddleware<AppEnv>(async (c, next) => {
  const boundary = multipartBoundary(c.req.header('Content-Type'))
  const body = c.req.raw.body
  // Not a multipart form: the route refuses it; its size is still bounded.
  if (!boundary || !body) return jsonBodyLimit(COURSE_FORM_LIMITS.total)(c, next)
  const read = await readFormParts(body, boundary, COURSE_FORM_LIMITS)
  if (!read.ok) return fail(c, 413, courseFormTooLarge(read.part))
  c.req.raw = new Request(c.req.raw, { body: read.bytes })
  await next()
})
