import { DISCOUNT_MAX, DISCOUNT_MIN, RATING_MAX, RATING_MIN } from '../src/config/constants.ts'
import type { JsonBody } from './http.ts'
import type { ChapterRecord, LectureRecord } from './records.ts'

/*
 * Input rules of CONTRACT.md, checked like a production server would: every failure names the field
 * (and, inside a course, the chapter and lecture) so the app can show the message as it is.
 */

export type Check<T> = { ok: true; value: T } | { ok: false; message: string }

const ok = <T>(value: T): Check<T> => ({ ok: true, value })
const invalid = <T>(message: string): Check<T> => ({ ok: false, message })

const ID_MAX_LENGTH = 200
const TITLE_MAX_LENGTH = 200
const DESCRIPTION_MAX_LENGTH = 100_000
const URL_MAX_LENGTH = 2048
const MAX_CHAPTERS = 100
const MAX_LECTURES_PER_CHAPTER = 200
const NAME_MAX_LENGTH = 100
const EMAIL_MAX_LENGTH = 254

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** An id field such as courseId or lectureId: a non-empty string of reasonable length. */
export function requiredId(body: JsonBody, field: string): Check<string> {
  const value = body[field]
  if (typeof value !== 'string' || value.trim() === '') return invalid(`${field} is required`)
  if (value.length > ID_MAX_LENGTH) return invalid(`${field} is too long`)
  return ok(value)
}

/** Ratings are whole numbers from 1 to 5, sent as numbers (SPEC.md section 5). */
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

function positiveWholeNumber(value: unknown, field: string): Check<number> {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    return invalid(`${field} must be a whole number of 1 or more`)
  }
  return ok(value)
}

function httpUrl(value: unknown, field: string): Check<string> {
  if (typeof value !== 'string' || value.trim() === '') return invalid(`${field} is required`)
  const text = value.trim()
  if (text.length > URL_MAX_LENGTH) return invalid(`${field} is too long`)
  try {
    const url = new URL(text)
    if (url.protocol === 'http:' || url.protocol === 'https:') return ok(text)
  } catch {
    // Falls through to the message below: an unparsable URL is as bad as a javascript: one.
  }
  return invalid(`${field} must be an http or https link`)
}

function validateLecture(value: unknown, where: string): Check<LectureRecord> {
  if (!isRecord(value)) return invalid(`${where} must be an object`)
  const lectureId = requiredText(value.lectureId, `${where}: lectureId`, ID_MAX_LENGTH)
  if (!lectureId.ok) return lectureId
  const lectureTitle = requiredText(value.lectureTitle, `${where}: lectureTitle`, TITLE_MAX_LENGTH)
  if (!lectureTitle.ok) return lectureTitle
  const duration = value.lectureDuration
  if (typeof duration !== 'number' || !Number.isFinite(duration) || duration <= 0) {
    return invalid(`${where}: lectureDuration must be a number of minutes greater than 0`)
  }
  const lectureUrl = httpUrl(value.lectureUrl, `${where}: lectureUrl`)
  if (!lectureUrl.ok) return lectureUrl
  if (typeof value.isPreviewFree !== 'boolean') return invalid(`${where}: isPreviewFree must be true or false`)
  const lectureOrder = positiveWholeNumber(value.lectureOrder, `${where}: lectureOrder`)
  if (!lectureOrder.ok) return lectureOrder
  return ok({
    lectureId: lectureId.value,
    lectureTitle: lectureTitle.value,
    lectureDuration: duration,
    lectureUrl: lectureUrl.value,
    isPreviewFree: value.isPreviewFree,
    lectureOrder: lectureOrder.value,
  })
}

function validateChapter(value: unknown, where: string, lectureIds: Set<string>): Check<ChapterRecord> {
  if (!isRecord(value)) return invalid(`${where} must be an object`)
  const chapterId = requiredText(value.chapterId, `${where}: chapterId`, ID_MAX_LENGTH)
  if (!chapterId.ok) return chapterId
  const chapterTitle = requiredText(value.chapterTitle, `${where}: chapterTitle`, TITLE_MAX_LENGTH)
  if (!chapterTitle.ok) return chapterTitle
  const chapterOrder = positiveWholeNumber(value.chapterOrder, `${where}: chapterOrder`)
  if (!chapterOrder.ok) return chapterOrder
  const lectures = value.chapterContent
  if (!Array.isArray(lectures)) return invalid(`${where}: chapterContent must be a list of lectures`)
  if (lectures.length === 0) return invalid(`${where}: chapterContent must have at least one lecture`)
  if (lectures.length > MAX_LECTURES_PER_CHAPTER) {
    return invalid(`${where}: chapterContent has more than ${MAX_LECTURES_PER_CHAPTER} lectures`)
  }
  const chapterContent: LectureRecord[] = []
  for (const [index, item] of lectures.entries()) {
    const lecture = validateLecture(item, `${where}, lecture ${index + 1}`)
    if (!lecture.ok) return lecture
    // Progress is recorded by lecture id, so two lectures sharing one would complete together.
    if (lectureIds.has(lecture.value.lectureId)) {
      return invalid(`${where}, lecture ${index + 1}: lectureId "${lecture.value.lectureId}" is used twice`)
    }
    lectureIds.add(lecture.value.lectureId)
    chapterContent.push(lecture.value)
  }
  return ok({
    chapterId: chapterId.value,
    chapterTitle: chapterTitle.value,
    chapterOrder: chapterOrder.value,
    chapterContent,
  })
}

export type NewCourseData = {
  courseTitle: string
  courseDescription: string
  coursePrice: number
  discount: number
  courseContent: ChapterRecord[]
}

/** add-course's `courseData` (already parsed from its JSON text). Unknown fields are dropped. */
export function validateCourseData(value: unknown): Check<NewCourseData> {
  if (!isRecord(value)) return invalid('courseData must be a JSON object')
  const courseTitle = requiredText(value.courseTitle, 'courseTitle', TITLE_MAX_LENGTH)
  if (!courseTitle.ok) return courseTitle
  const description = value.courseDescription
  if (typeof description !== 'string') return invalid('courseDescription must be text')
  if (description.length > DESCRIPTION_MAX_LENGTH) {
    return invalid(`courseDescription must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
  }
  const price = value.coursePrice
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) {
    return invalid('coursePrice must be a number of 0 or more')
  }
  const discount = value.discount
  if (
    typeof discount !== 'number' ||
    !Number.isFinite(discount) ||
    discount < DISCOUNT_MIN ||
    discount > DISCOUNT_MAX
  ) {
    return invalid(`discount must be a number from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}`)
  }
  const chapters = value.courseContent
  if (!Array.isArray(chapters)) return invalid('courseContent must be a list of chapters')
  if (chapters.length === 0) return invalid('courseContent must have at least one chapter')
  if (chapters.length > MAX_CHAPTERS) return invalid(`courseContent has more than ${MAX_CHAPTERS} chapters`)
  const chapterIds = new Set<string>()
  const lectureIds = new Set<string>()
  const courseContent: ChapterRecord[] = []
  for (const [index, item] of chapters.entries()) {
    const chapter = validateChapter(item, `Chapter ${index + 1}`, lectureIds)
    if (!chapter.ok) return chapter
    if (chapterIds.has(chapter.value.chapterId)) {
      return invalid(`Chapter ${index + 1}: chapterId "${chapter.value.chapterId}" is used twice`)
    }
    chapterIds.add(chapter.value.chapterId)
    courseContent.push(chapter.value)
  }
  return ok({
    courseTitle: courseTitle.value,
    courseDescription: description,
    coursePrice: price,
    discount,
    courseContent,
  })
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
