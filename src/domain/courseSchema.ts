/*
 * The course an educator publishes, as add-course sends it (course, chapters, lectures), in one set of
 * valibot schemas. The local API validates its input with them, the add-course form checks its fields
 * with them (showing its own sentences for the plain cases), and the saved draft and the API answer
 * schemas reuse the lenient building blocks below. Imported by the local API too, so every import
 * carries its `.ts` extension.
 *
 * Messages name the field as the API has always done ("lectureTitle is required"); the rules added for
 * people (visible titles, bounded descriptions) have one sentence that the form and the API both show.
 */

import * as v from 'valibot'
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../config/constants.ts'
import { DESCRIPTION_LIMITS, isWithinHtmlLimits } from '../lib/htmlStructure.ts'
import { isWebUrl } from '../lib/urlRules.ts'
import { formatCount } from '../lib/format.ts'

export const COURSE_LIMITS = {
  idLength: 200,
  titleLength: 200,
  descriptionLength: 100_000,
  urlLength: 2048,
  chapters: 100,
  lecturesPerChapter: 200,
} as const

// Characters that show nothing: spaces, zero-width and bidi controls, soft hyphens, fillers, variation
// selectors (Unicode's default-ignorable set), control characters and the blank braille pattern.
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\u2800]/u

/** True when the text shows at least one character once spaces and invisible characters are set aside. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text)
}

/** True when the description's HTML stays within the nesting and element limits. */
export function isDescriptionWithinLimits(html: string): boolean {
  return isWithinHtmlLimits(html, DESCRIPTION_LIMITS)
}

/** The sentences the form and the API both show, word for word. */
export const CONTENT_MESSAGES = {
  courseTitleVisible: 'Course title must contain a visible character.',
  chapterTitleVisible: 'Chapter title must contain a visible character.',
  lectureTitleVisible: 'Lecture title must contain a visible character.',
  descriptionStructure:
    `Course description is too complex: use at most ${DESCRIPTION_LIMITS.maxDepth} levels of nesting ` +
    `and ${formatCount(DESCRIPTION_LIMITS.maxElements)} elements.`,
} as const

// The lenient building blocks (a bad value degrades to empty) live in answerFields.ts, so the API
// answer schemas can use them without carrying the strict rules below into the app shell.
export { imageUrlOrEmpty, lectureUrlOrEmpty } from './answerFields.ts'

// --- Strict fields of a new course --------------------------------------------------------------------

function requiredText(field: string, maxLength: number) {
  const required = `${field} is required`
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(maxLength, `${field} must be at most ${maxLength} characters`),
  )
}

function title(field: string, visibleMessage: string) {
  return v.pipe(requiredText(field, COURSE_LIMITS.titleLength), v.check(hasVisibleText, visibleMessage))
}

function wholeNumberFromOne(field: string) {
  const message = `${field} must be a whole number of 1 or more`
  return v.pipe(v.number(message), v.integer(message), v.minValue(1, message))
}

const lectureUrl = v.pipe(
  v.string('lectureUrl is required'),
  v.trim(),
  v.nonEmpty('lectureUrl is required'),
  v.maxLength(COURSE_LIMITS.urlLength, 'lectureUrl is too long'),
  v.check(isWebUrl, 'lectureUrl must be an http or https link'),
)

const durationMessage = 'lectureDuration must be a number of minutes greater than 0'
const priceMessage = 'coursePrice must be a number of 0 or more'
const discountMessage = `discount must be a number from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}`

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * An object of `entries`. A missing field gets that field's own message ("lectureTitle is required"),
 * not a generic one, and an array is no object.
 */
function entity<const TEntries extends v.ObjectEntries>(entries: TEntries, notObject: string) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isRecord, notObject),
    v.object(entries, (issue) => {
      const key = issue.path?.at(-1)?.key
      const field = typeof key === 'string' ? (entries as v.ObjectEntries)[key] : undefined
      return (field && v.safeParse(field, undefined).issues?.[0].message) ?? notObject
    }),
  )
}

export const newLectureEntries = {
  lectureId: requiredText('lectureId', COURSE_LIMITS.idLength),
  lectureTitle: title('lectureTitle', CONTENT_MESSAGES.lectureTitleVisible),
  lectureDuration: v.pipe(v.number(durationMessage), v.finite(durationMessage), v.gtValue(0, durationMessage)),
  lectureUrl,
  isPreviewFree: v.boolean('isPreviewFree must be true or false'),
  lectureOrder: wholeNumberFromOne('lectureOrder'),
}

export const newLectureSchema = entity(newLectureEntries, 'must be an object')

export const newChapterSchema = entity(
  {
    chapterId: requiredText('chapterId', COURSE_LIMITS.idLength),
    chapterTitle: title('chapterTitle', CONTENT_MESSAGES.chapterTitleVisible),
    chapterOrder: wholeNumberFromOne('chapterOrder'),
    chapterContent: v.pipe(
      v.array(newLectureSchema, 'chapterContent must be a list of lectures'),
      v.minLength(1, 'chapterContent must have at least one lecture'),
      v.maxLength(
        COURSE_LIMITS.lecturesPerChapter,
        `chapterContent has more than ${COURSE_LIMITS.lecturesPerChapter} lectures`,
      ),
    ),
  },
  'must be an object',
)

export const newCourseEntries = {
  courseTitle: title('courseTitle', CONTENT_MESSAGES.courseTitleVisible),
  courseDescription: v.pipe(
    v.string('courseDescription must be text'),
    v.maxLength(
      COURSE_LIMITS.descriptionLength,
      `courseDescription must be at most ${COURSE_LIMITS.descriptionLength} characters`,
    ),
    v.check(isDescriptionWithinLimits, CONTENT_MESSAGES.descriptionStructure),
  ),
  coursePrice: v.pipe(v.number(priceMessage), v.finite(priceMessage), v.minValue(0, priceMessage)),
  discount: v.pipe(
    v.number(discountMessage),
    v.finite(discountMessage),
    v.minValue(DISCOUNT_MIN, discountMessage),
    v.maxValue(DISCOUNT_MAX, discountMessage),
  ),
  courseContent: v.pipe(
    v.array(newChapterSchema, 'courseContent must be a list of chapters'),
    v.minLength(1, 'courseContent must have at least one chapter'),
    v.maxLength(COURSE_LIMITS.chapters, `courseContent has more than ${COURSE_LIMITS.chapters} chapters`),
  ),
}

type IdHolder = { chapterId: string; chapterContent: { lectureId: string }[] }

/** Progress is recorded by lecture id, so two lectures (or chapters) sharing one would complete together. */
function duplicateIdMessage(chapters: readonly IdHolder[]): string | null {
  const chapterIds = new Set<string>()
  const lectureIds = new Set<string>()
  for (const [chapterIndex, chapter] of chapters.entries()) {
    for (const [lectureIndex, { lectureId }] of chapter.chapterContent.entries()) {
      if (lectureIds.has(lectureId)) {
        return `Chapter ${chapterIndex + 1}, lecture ${lectureIndex + 1}: lectureId "${lectureId}" is used twice`
      }
      lectureIds.add(lectureId)
    }
    if (chapterIds.has(chapter.chapterId)) {
      return `Chapter ${chapterIndex + 1}: chapterId "${chapter.chapterId}" is used twice`
    }
    chapterIds.add(chapter.chapterId)
  }
  return null
}

/** The `courseData` of add-course. Unknown fields (the form's `collapsed`, say) are dropped. */
export const newCourseSchema = v.pipe(
  entity(newCourseEntries, 'courseData must be a JSON object'),
  v.rawCheck(({ dataset, addIssue }) => {
    const message = dataset.typed ? duplicateIdMessage(dataset.value.courseContent) : null
    if (message) addIssue({ message })
  }),
)

export type NewLecture = v.InferOutput<typeof newLectureSchema>
export type NewChapter = v.InferOutput<typeof newChapterSchema>
export type NewCourse = v.InferOutput<typeof newCourseSchema>

type Issue = v.BaseIssue<unknown>

const SHARED_RULES: ReadonlySet<unknown> = new Set([hasVisibleText, isDescriptionWithinLimits])

/** The issue's message when it comes from a rule whose sentence the form shows as the API does. */
export function sharedRuleMessage(issue: Issue): string | null {
  return SHARED_RULES.has(issue.requirement) ? issue.message : null
}

/**
 * The issue as one sentence that says where it is: "Chapter 1, lecture 2: lectureTitle is required",
 * "Chapter 3 must be an object", "discount must be a number from 0 to 100".
 */
export function courseIssueMessage(issue: Issue): string {
  const path = issue.path ?? []
  const places: string[] = []
  for (const [index, item] of path.entries()) {
    if (item.type !== 'array' || typeof item.key !== 'number') continue
    const list = path[index - 1]?.key
    places.push(list === 'courseContent' ? `Chapter ${item.key + 1}` : `lecture ${item.key + 1}`)
  }
  if (places.length === 0) return issue.message
  const where = places.join(', ')
  return path.at(-1)?.type === 'array' ? `${where} ${issue.message}` : `${where}: ${issue.message}`
}
