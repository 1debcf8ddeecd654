import * as v from 'valibot'
import { RATING_MAX, RATING_MIN } from '../src/config/constants.ts'
import { COURSE_LIMITS, courseIssueMessage, newCourseSchema, type NewCourse } from '../src/domain/courseSchema.ts'
import type { JsonBody } from './http.ts'

/*
 * Input rules, checked like a production server would: every failure names the field (and, inside a
 * course, the chapter and lecture) so the app can show the message as it is.
 */

export type Check<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Check<T> => ({ ok: true, value })
const invalid = <T>(message: string): Check<T> => ({ ok: false, message })

const NAME_MAX_LENGTH = 100
const EMAIL_MAX_LENGTH = 254

/** An id field such as courseId or lectureId: a non-empty string of reasonable length. */
export function requiredId(body: JsonBody, field: string): Check<string> {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') return invalid(`${field} is required`)
  if (value.length > COURSE_LIMITS.idLength) return invalid(`${field} is too long`)
  return ok(value)
}

/** Ratings are whole numbers from 1 to 5, sent as numbers. */
export function validateRating(value: unknown): Check<number> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < RATING_MIN || value > RATING_MAX) {
    return invalid(`rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`)
  }
  return ok(value)
}

function requiredText(value: unknown, field: string, maxLength: number): Check<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(`${field} is required`)
  if (value.length > maxLength) return invalid(`${field} must be at most ${maxLength} characters`)
  return ok(value.trim())
}

export type NewCourseData = NewCourse

/**
 * add-course's `courseData` (already parsed from its JSON text), checked by the schema the add-course
 * form uses too. The first problem is answered, naming the chapter and lecture it is in.
 */
export function validateCourseData(value: unknown): Check<NewCourseData> {
  const result = v.safeParse(newCourseSchema, value, { abortEarly: true })
  if (result.success) return ok(result.output)
  const [issue] = result.issues
  return invalid(courseIssueMessage(issue))
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function validateSignUp(body: JsonBody): Check<{ name: string; email: string }> {
  const name = requiredText(body.name, 'name', NAME_MAX_LENGTH)
  if (!name.ok) return name
  const email = body.email
  if (typeof email !== 'string' || email.trim() === '') return invalid('email is required')
  const trimmed = email.trim()
  if (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed))
    return invalid('email is not a valid e-mail address')
  return ok({ name: name.value.replace(/\s+/g, ' '), email: trimmed.toLowerCase() })
}
