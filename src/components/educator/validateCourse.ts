import type { NewCourse } from '../../api/types'
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../../config/constants'
import { isBlankHtml, type CourseDraft, type DraftLecture, type LectureDraft } from './courseDraft'

/*
 * Client checks that mirror the server's add-course rules (CONTRACT.md), so an invalid course is
 * stopped with a message next to the field instead of a round trip (and a 5 MB upload) that fails.
 */

export const COURSE_MESSAGES = {
  courseTitle: 'Enter the course title.',
  coursePrice: 'Enter a price of 0 or more.',
  discount: `Enter a discount from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}.`,
  noChapters: 'Add at least one chapter with a lecture.',
} as const

export const LECTURE_MESSAGES = {
  lectureTitle: 'Enter the lecture title.',
  lectureDuration: 'Enter a duration in minutes greater than 0.',
  lectureUrl: 'Enter a link that starts with http:// or https://.',
} as const

export type CourseField = 'courseTitle' | 'coursePrice' | 'discount' | 'chapters'
export type CourseErrors = Partial<Record<CourseField, string>>
export type LectureField = 'lectureTitle' | 'lectureDuration' | 'lectureUrl'
export type LectureErrors = Partial<Record<LectureField, string>>

/** The order fields are checked and focused in: the order they appear on the form. */
export const COURSE_FIELD_ORDER: readonly CourseField[] = ['courseTitle', 'coursePrice', 'discount', 'chapters']

/** A number typed into a field; empty or malformed text is NaN, never 0. */
export function parseNumberInput(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text.trim())
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

type LectureFields = Omit<DraftLecture, 'lectureId' | 'lectureOrder'>

export function validateLectureDraft(
  draft: LectureDraft,
): { ok: true; lecture: LectureFields } | { ok: false; errors: LectureErrors } {
  const errors: LectureErrors = {}
  const duration = parseNumberInput(draft.lectureDuration)
  if (draft.lectureTitle.trim() === '') errors.lectureTitle = LECTURE_MESSAGES.lectureTitle
  if (!Number.isFinite(duration) || duration <= 0) errors.lectureDuration = LECTURE_MESSAGES.lectureDuration
  if (!isHttpUrl(draft.lectureUrl)) errors.lectureUrl = LECTURE_MESSAGES.lectureUrl
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    lecture: {
      lectureTitle: draft.lectureTitle.trim(),
      lectureDuration: duration,
      lectureUrl: draft.lectureUrl.trim(),
      isPreviewFree: draft.isPreviewFree,
    },
  }
}

function isCompleteLecture(lecture: DraftLecture): boolean {
  return validateLectureDraft({
    lectureTitle: lecture.lectureTitle,
    lectureDuration: String(lecture.lectureDuration),
    lectureUrl: lecture.lectureUrl,
    isPreviewFree: lecture.isPreviewFree,
  }).ok
}

/**
 * The course to send, or the message for every invalid field. At least one chapter is required and
 * every chapter needs a lecture: the server refuses anything less (CONTRACT.md "every chapter and
 * lecture complete"), and a course without lectures has nothing to study.
 */
export function validateCourseDraft(
  draft: CourseDraft,
): { ok: true; course: NewCourse } | { ok: false; errors: CourseErrors } {
  const errors: CourseErrors = {}
  const price = parseNumberInput(draft.coursePrice)
  const discount = parseNumberInput(draft.discount)
  if (draft.courseTitle.trim() === '') errors.courseTitle = COURSE_MESSAGES.courseTitle
  if (!Number.isFinite(price) || price < 0) errors.coursePrice = COURSE_MESSAGES.coursePrice
  if (!Number.isFinite(discount) || discount < DISCOUNT_MIN || discount > DISCOUNT_MAX) {
    errors.discount = COURSE_MESSAGES.discount
  }
  if (draft.chapters.length === 0) {
    errors.chapters = COURSE_MESSAGES.noChapters
  } else {
    const position = draft.chapters.findIndex(
      (chapter) => chapter.chapterContent.length === 0 || !chapter.chapterContent.every(isCompleteLecture),
    )
    const chapter = draft.chapters[position]
    if (chapter) {
      errors.chapters =
        chapter.chapterContent.length === 0
          ? `Chapter ${position + 1} “${chapter.chapterTitle}” has no lectures yet. Add a lecture or remove the chapter.`
          : `Chapter ${position + 1} “${chapter.chapterTitle}” has an incomplete lecture. Remove it and add it again.`
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    course: {
      courseTitle: draft.courseTitle.trim(),
      // Quill's empty editor still holds `<p><br></p>`; an untouched description is sent as empty.
      courseDescription: isBlankHtml(draft.courseDescription) ? '' : draft.courseDescription,
      coursePrice: price,
      discount,
      courseContent: draft.chapters.map((chapter) => ({
        chapterId: chapter.chapterId,
        chapterOrder: chapter.chapterOrder,
        chapterTitle: chapter.chapterTitle,
        chapterContent: chapter.chapterContent.map((lecture) => ({
          lectureId: lecture.lectureId,
          lectureTitle: lecture.lectureTitle,
          lectureDuration: lecture.lectureDuration,
          lectureUrl: lecture.lectureUrl,
          isPreviewFree: lecture.isPreviewFree,
          lectureOrder: lecture.lectureOrder,
        })),
      })),
    },
  }
}
