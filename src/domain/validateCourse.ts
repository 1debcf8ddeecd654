import * as v from 'valibot'
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../config/constants'
import { formatCount } from '../lib/format'
import { courseSchemas, sharedRuleMessage, type NewCourse } from './courseSchema'
import { FORM_COURSE_WORDS } from './courseFormWords'
import { isBlankHtml, type CourseDraft, type DraftLecture, type LectureDraft } from './courseDraft'
import { t } from '@lingui/core/macro'

/*
 * The form's checks are the add-course schema the local API validates with (src/domain/courseSchema.ts),
 * so an invalid course is stopped with a message next to the field instead of a round trip (and a 5 MB
 * upload) that fails. The form words the plain cases its own way (the sentences below); the rules made
 * for people (visible titles, a bounded description) show the same sentence as the API, in the interface language.
 */

const { newCourseSchema, newLectureEntries, courseIssueMessage } = courseSchemas(FORM_COURSE_WORDS)

export const COURSE_MESSAGES = {
  get courseTitle() {
    return t`Enter the course title.`
  },
  get coursePrice() {
    return t`Enter a price of 0 or more.`
  },
  get discount() {
    return t`Enter a discount from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}.`
  },
  get noChapters() {
    return t`Add at least one chapter with a lecture.`
  },
} as const

export const LECTURE_MESSAGES = {
  get lectureTitle() {
    return t`Enter the lecture title.`
  },
  get lectureDuration() {
    return t`Enter a duration in minutes greater than 0.`
  },
  get lectureUrl() {
    return t`Enter a link that starts with http:// or https://.`
  },
} as const

export type CourseField = 'courseTitle' | 'courseDescription' | 'coursePrice' | 'discount' | 'chapters'
export type CourseErrors = Partial<Record<CourseField, string>>
export type LectureField = 'lectureTitle' | 'lectureDuration' | 'lectureUrl'
export type LectureErrors = Partial<Record<LectureField, string>>

/** The order fields are checked and focused in: the order they appear on the form. */
export const COURSE_FIELD_ORDER: readonly CourseField[] = [
  'courseTitle',
  'courseDescription',
  'coursePrice',
  'discount',
  'chapters',
]

type Issue = v.BaseIssue<unknown>

/** A number typed into a field; empty or malformed text is NaN, never 0. */
export function parseNumberInput(text: string): number {
  const trimmed = text.trim()
  return trimmed === '' ? Number.NaN : Number(trimmed)
}

/** The form's sentence for a field's first problem. */
function fieldMessage(issue: Issue, plain: string): string {
  const shared = sharedRuleMessage(issue)
  if (shared) return shared
  if (issue.type === 'max_length') {
    const limit = formatCount(Number(issue.requirement))
    return t`Use at most ${limit} characters.`
  }
  return plain
}

/** Every field's first problem, keyed by the field's name. */
function firstIssueByField(issues: readonly Issue[] | undefined): Map<unknown, Issue> {
  const byField = new Map<unknown, Issue>()
  for (const issue of issues ?? []) {
    const field = issue.path?.[0]?.key
    if (!byField.has(field)) byField.set(field, issue)
  }
  return byField
}

const lectureFieldsSchema = v.object({
  lectureTitle: newLectureEntries.lectureTitle,
  lectureDuration: newLectureEntries.lectureDuration,
  lectureUrl: newLectureEntries.lectureUrl,
  isPreviewFree: newLectureEntries.isPreviewFree,
})

type LectureFields = Omit<DraftLecture, 'lectureId' | 'lectureOrder'>

export function validateLectureDraft(
  draft: LectureDraft,
): { ok: true; lecture: LectureFields } | { ok: false; errors: LectureErrors } {
  const result = v.safeParse(
    lectureFieldsSchema,
    { ...draft, lectureDuration: parseNumberInput(draft.lectureDuration) },
    { abortPipeEarly: true },
  )
  if (result.success) return { ok: true, lecture: result.output }
  const byField = firstIssueByField(result.issues)
  const errors: LectureErrors = {}
  for (const field of Object.keys(LECTURE_MESSAGES) as LectureField[]) {
    const issue = byField.get(field)
    if (issue) errors[field] = fieldMessage(issue, LECTURE_MESSAGES[field])
  }
  return { ok: false, errors }
}

/** The sentence for the first chapter with a problem, saying which chapter and what to do. */
function chapterMessage(draft: CourseDraft, issues: readonly Issue[]): string {
  const issue = issues[0] as Issue
  const position = issue.path?.[1]?.key
  const chapter = typeof position === 'number' ? draft.chapters[position] : undefined
  if (!chapter || typeof position !== 'number') return courseIssueMessage(issue)
  const number = position + 1
  const { chapterTitle } = chapter
  if (chapter.chapterContent.length === 0) {
    return t`Chapter ${number} “${chapterTitle}” has no lectures yet. Add a lecture or remove the chapter.`
  }
  const shared = sharedRuleMessage(issue)
  if (shared) return courseIssueMessage(issue)
  const isInLecture = issue.path?.[2]?.key === 'chapterContent' && (issue.path?.length ?? 0) > 3
  if (isInLecture) return t`Chapter ${number} “${chapterTitle}” has an incomplete lecture. Remove it and add it again.`
  return courseIssueMessage(issue)
}

/**
 * The course to send, or the message for every invalid field. At least one chapter is required and
 * every chapter needs a lecture: the server refuses anything less, and a course without lectures has
 * nothing to study.
 */
export function validateCourseDraft(
  draft: CourseDraft,
): { ok: true; course: NewCourse } | { ok: false; errors: CourseErrors } {
  const candidate = {
    courseTitle: draft.courseTitle,
    // Quill's empty editor still holds `<p><br></p>`; an untouched description is sent as empty.
    courseDescription: isBlankHtml(draft.courseDescription) ? '' : draft.courseDescription,
    coursePrice: parseNumberInput(draft.coursePrice),
    discount: parseNumberInput(draft.discount),
    courseContent: draft.chapters,
  }
  const result = v.safeParse(newCourseSchema, candidate, { abortPipeEarly: true })
  if (result.success) return { ok: true, course: result.output }

  const byField = firstIssueByField(result.issues)
  const errors: CourseErrors = {}
  const title = byField.get('courseTitle')
  if (title) errors.courseTitle = fieldMessage(title, COURSE_MESSAGES.courseTitle)
  const description = byField.get('courseDescription')
  if (description) errors.courseDescription = fieldMessage(description, description.message)
  const price = byField.get('coursePrice')
  if (price) errors.coursePrice = COURSE_MESSAGES.coursePrice
  const discount = byField.get('discount')
  if (discount) errors.discount = COURSE_MESSAGES.discount
  if (draft.chapters.length === 0) {
    errors.chapters = COURSE_MESSAGES.noChapters
  } else {
    const chapterIssues = result.issues.filter((issue) => issue.path?.[0]?.key === 'courseContent')
    // Problems across chapters (a lecture id used twice) have no path: they are about the content.
    const contentIssues = chapterIssues.length > 0 ? chapterIssues : result.issues.filter((issue) => !issue.path)
    if (contentIssues.length > 0) errors.chapters = chapterMessage(draft, contentIssues)
  }
  return { ok: false, errors }
}
