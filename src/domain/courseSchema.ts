/*
 * The course an educator publishes, as add-course sends it (course, chapters, lectures), in one set of
 * valibot schemas. The local API validates its input with them, the add-course form checks its fields
 * with them (showing its own sentences for the plain cases), and the saved draft and the API answer
 * schemas reuse the lenient building blocks below. Imported by the local API too, so every import
 * carries its `.ts` extension.
 *
 * Messages name the field as the API has always done ("lectureTitle is required"); the rules added for
 * people (visible titles, bounded descriptions) have one sentence that the form and the API both show.
 * The words are passed in (CourseWords): the local API runs without the interface's message macros, so this
 * module holds only the API's English (API_WORDS), and the form passes the same sentences in the interface
 * language (src/domain/courseFormWords.ts).
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

/** The sentences the form and the API both show, word for word (in English; the form's follow its language). */
export const CONTENT_MESSAGES = {
  courseTitleVisible: 'Course title must contain a visible character.',
  chapterTitleVisible: 'Chapter title must contain a visible character.',
  lectureTitleVisible: 'Lecture title must contain a visible character.',
  descriptionStructure:
    `Course description is too complex: use at most ${DESCRIPTION_LIMITS.maxDepth} levels of nesting ` +
    `and ${formatCount(DESCRIPTION_LIMITS.maxElements)} elements.`,
} as const

/**
 * Everything the rules below say. Each is a function, called when an issue is found, so the form's words are in
 * the language shown at that moment. `field` is the API's name of a field (lectureTitle, chapterContent).
 */
export type CourseWords = {
  required: (field: string) => string
  tooLong: (field: string, maxLength: number) => string
  wholeNumberFromOne: (field: string) => string
  courseTitleVisible: () => string
  chapterTitleVisible: () => string
  lectureTitleVisible: () => string
  descriptionStructure: () => string
  descriptionNotText: () => string
  lectureUrlTooLong: () => string
  lectureUrlNotWeb: () => string
  lectureDuration: () => string
  isPreviewFree: () => string
  coursePrice: () => string
  discount: () => string
  notObject: () => string
  courseDataNotObject: () => string
  notLectureList: () => string
  noLecture: () => string
  tooManyLectures: () => string
  notChapterList: () => string
  noChapter: () => string
  tooManyChapters: () => string
  idUsedTwice: (field: string, id: string) => string
  /** Where an issue is, at the start of its sentence ("Chapter 2", "lecture 3"); counted from 1. */
  chapter: (position: number) => string
  lecture: (position: number) => string
}

/** The local API's words: English, naming each field as the API has always done. */
export const API_WORDS: CourseWords = {
  required: (field) => `${field} is required`,
  tooLong: (field, maxLength) => `${field} must be at most ${maxLength} characters`,
  wholeNumberFromOne: (field) => `${field} must be a whole number of 1 or more`,
  courseTitleVisible: () => CONTENT_MESSAGES.courseTitleVisible,
  chapterTitleVisible: () => CONTENT_MESSAGES.chapterTitleVisible,
  lectureTitleVisible: () => CONTENT_MESSAGES.lectureTitleVisible,
  descriptionStructure: () => CONTENT_MESSAGES.descriptionStructure,
  descriptionNotText: () => 'courseDescription must be text',
  lectureUrlTooLong: () => 'lectureUrl is too long',
  lectureUrlNotWeb: () => 'lectureUrl must be an http or https link',
  lectureDuration: () => 'lectureDuration must be a number of minutes greater than 0',
  isPreviewFree: () => 'isPreviewFree must be true or false',
  coursePrice: () => 'coursePrice must be a number of 0 or more',
  discount: () => `discount must be a number from ${DISCOUNT_MIN} to ${DISCOUNT_MAX}`,
  notObject: () => 'must be an object',
  courseDataNotObject: () => 'courseData must be a JSON object',
  notLectureList: () => 'chapterContent must be a list of lectures',
  noLecture: () => 'chapterContent must have at least one lecture',
  tooManyLectures: () => `chapterContent has more than ${COURSE_LIMITS.lecturesPerChapter} lectures`,
  notChapterList: () => 'courseContent must be a list of chapters',
  noChapter: () => 'courseContent must have at least one chapter',
  tooManyChapters: () => `courseContent has more than ${COURSE_LIMITS.chapters} chapters`,
  idUsedTwice: (field, id) => `${field} "${id}" is used twice`,
  chapter: (position) => `Chapter ${position}`,
  lecture: (position) => `lecture ${position}`,
}

// The lenient building blocks (a bad value degrades to empty) live in answerFields.ts, so the API
// answer schemas can use them without carrying the strict rules below into the app shell.
export { imageUrlOrEmpty, lectureUrlOrEmpty } from './answerFields.ts'

type Issue = v.BaseIssue<unknown>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

type IdHolder = { chapterId: string; chapterContent: { lectureId: string }[] }

/**
 * Where an issue is: its chapter and lecture, counted from 1 (null when it is not inside one), and whether it is
 * about that chapter or lecture itself ("Chapter 3 must be an object") rather than one of its fields.
 */
function issuePlace(issue: Issue): { chapter: number | null; lecture: number | null; isItself: boolean } {
  const path = issue.path ?? []
  let chapter: number | null = null
  let lecture: number | null = null
  for (const [index, item] of path.entries()) {
    if (item.type !== 'array' || typeof item.key !== 'number') continue
    if (path[index - 1]?.key === 'courseContent') chapter = item.key + 1
    else lecture = item.key + 1
  }
  return { chapter, lecture, isItself: path.at(-1)?.type === 'array' }
}

/** `message` after where it is: "Chapter 2, lecture 1: lectureId "l1" is used twice". */
function placed(words: CourseWords, message: string, place: ReturnType<typeof issuePlace>): string {
  const places = [
    ...(place.chapter === null ? [] : [words.chapter(place.chapter)]),
    ...(place.lecture === null ? [] : [words.lecture(place.lecture)]),
  ]
  if (places.length === 0) return message
  const where = places.join(', ')
  return place.isItself ? `${where} ${message}` : `${where}: ${message}`
}

/**
 * The add-course schemas, saying what is wrong in `words`: the local API's English (below, the module's exports),
 * or the form's words in the interface language.
 */
export function courseSchemas(words: CourseWords) {
  function requiredText(field: string, maxLength: number) {
    const required = () => words.required(field)
    return v.pipe(
      v.string(required),
      v.trim(),
      v.nonEmpty(required),
      v.maxLength(maxLength, () => words.tooLong(field, maxLength)),
    )
  }

  function title(field: string, visibleMessage: () => string) {
    return v.pipe(requiredText(field, COURSE_LIMITS.titleLength), v.check(hasVisibleText, visibleMessage))
  }

  function wholeNumberFromOne(field: string) {
    const message = () => words.wholeNumberFromOne(field)
    return v.pipe(v.number(message), v.integer(message), v.minValue(1, message))
  }

  /**
   * An object of `entries`. A missing field gets that field's own message ("lectureTitle is required"),
   * not a generic one, and an array is no object.
   */
  function entity<const TEntries extends v.ObjectEntries>(entries: TEntries, notObject: () => string) {
    return v.pipe(
      v.custom<Record<string, unknown>>(isRecord, notObject),
      v.object(entries, (issue) => {
        const key = issue.path?.at(-1)?.key
        const field = typeof key === 'string' ? (entries as v.ObjectEntries)[key] : undefined
        return (field && v.safeParse(field, undefined).issues?.[0].message) ?? notObject()
      }),
    )
  }

  const lectureUrl = v.pipe(
    v.string(() => words.required('lectureUrl')),
    v.trim(),
    v.nonEmpty(() => words.required('lectureUrl')),
    v.maxLength(COURSE_LIMITS.urlLength, words.lectureUrlTooLong),
    v.check(isWebUrl, words.lectureUrlNotWeb),
  )

  const newLectureEntries = {
    lectureId: requiredText('lectureId', COURSE_LIMITS.idLength),
    lectureTitle: title('lectureTitle', words.lectureTitleVisible),
    lectureDuration: v.pipe(
      v.number(words.lectureDuration),
      v.finite(words.lectureDuration),
      v.gtValue(0, words.lectureDuration),
    ),
    lectureUrl,
    isPreviewFree: v.boolean(words.isPreviewFree),
    lectureOrder: wholeNumberFromOne('lectureOrder'),
  }

  const newLectureSchema = entity(newLectureEntries, words.notObject)

  const newChapterSchema = entity(
    {
      chapterId: requiredText('chapterId', COURSE_LIMITS.idLength),
      chapterTitle: title('chapterTitle', words.chapterTitleVisible),
      chapterOrder: wholeNumberFromOne('chapterOrder'),
      chapterContent: v.pipe(
        v.array(newLectureSchema, words.notLectureList),
        v.minLength(1, words.noLecture),
        v.maxLength(COURSE_LIMITS.lecturesPerChapter, words.tooManyLectures),
      ),
    },
    words.notObject,
  )

  const newCourseEntries = {
    courseTitle: title('courseTitle', words.courseTitleVisible),
    courseDescription: v.pipe(
      v.string(words.descriptionNotText),
      v.maxLength(COURSE_LIMITS.descriptionLength, () =>
        words.tooLong('courseDescription', COURSE_LIMITS.descriptionLength),
      ),
      v.check(isDescriptionWithinLimits, words.descriptionStructure),
    ),
    coursePrice: v.pipe(v.number(words.coursePrice), v.finite(words.coursePrice), v.minValue(0, words.coursePrice)),
    discount: v.pipe(
      v.number(words.discount),
      v.finite(words.discount),
      v.minValue(DISCOUNT_MIN, words.discount),
      v.maxValue(DISCOUNT_MAX, words.discount),
    ),
    courseContent: v.pipe(
      v.array(newChapterSchema, words.notChapterList),
      v.minLength(1, words.noChapter),
      v.maxLength(COURSE_LIMITS.chapters, words.tooManyChapters),
    ),
  }

  /** Progress is recorded by lecture id, so two lectures (or chapters) sharing one would complete together. */
  function duplicateIdMessage(chapters: readonly IdHolder[]): string | null {
    const chapterIds = new Set<string>()
    const lectureIds = new Set<string>()
    for (const [chapterIndex, chapter] of chapters.entries()) {
      for (const [lectureIndex, { lectureId }] of chapter.chapterContent.entries()) {
        if (lectureIds.has(lectureId)) {
          const place = { chapter: chapterIndex + 1, lecture: lectureIndex + 1, isItself: false }
          return placed(words, words.idUsedTwice('lectureId', lectureId), place)
        }
        lectureIds.add(lectureId)
      }
      if (chapterIds.has(chapter.chapterId)) {
        const place = { chapter: chapterIndex + 1, lecture: null, isItself: false }
        return placed(words, words.idUsedTwice('chapterId', chapter.chapterId), place)
      }
      chapterIds.add(chapter.chapterId)
    }
    return null
  }

  /** The `courseData` of add-course. Unknown fields (the form's `collapsed`, say) are dropped. */
  const newCourseSchema = v.pipe(
    entity(newCourseEntries, words.courseDataNotObject),
    v.rawCheck(({ dataset, addIssue }) => {
      const message = dataset.typed ? duplicateIdMessage(dataset.value.courseContent) : null
      if (message) addIssue({ message })
    }),
  )

  /**
   * The issue as one sentence that says where it is: "Chapter 1, lecture 2: lectureTitle is required",
   * "Chapter 3 must be an object", "discount must be a number from 0 to 100".
   */
  const courseIssueMessage = (issue: Issue): string => placed(words, issue.message, issuePlace(issue))

  return { newLectureEntries, newLectureSchema, newChapterSchema, newCourseSchema, courseIssueMessage }
}

// The local API's schemas, in its English.
const apiSchemas = courseSchemas(API_WORDS)
export const { newCourseSchema, courseIssueMessage } = apiSchemas

export type NewLecture = v.InferOutput<typeof apiSchemas.newLectureSchema>
export type NewChapter = v.InferOutput<typeof apiSchemas.newChapterSchema>
export type NewCourse = v.InferOutput<typeof newCourseSchema>

const SHARED_RULES: ReadonlySet<unknown> = new Set([hasVisibleText, isDescriptionWithinLimits])

/** The issue's message when it comes from a rule whose sentence the form shows as the API does. */
export function sharedRuleMessage(issue: Issue): string | null {
  return SHARED_RULES.has(issue.requirement) ? issue.message : null
}
