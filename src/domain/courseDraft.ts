import * as v from 'valibot'
import { personalStorageKey } from '../lib/storage'
import { lectureUrlOrEmpty, type NewLecture } from './courseSchema'

/*
 * The add-course form's state. Price and discount stay the text the educator typed until submit
 * (converted to numbers then), so a half-typed "12." is never rewritten under the cursor.
 * `collapsed` is UI-only and never sent.
 */

/** Where a user's Add Course draft is kept on this device (read by the draft hook and "Clear data on this device"). */
export function courseDraftStorageKey(userId: string): string {
  return personalStorageKey('add-course-draft', userId)
}

/**
 * Where drafts were kept before they moved to the personal key. Read only when the new key holds nothing, and
 * removed once the draft is stored under the new one, so a draft written by an older release is not lost.
 */
export function legacyCourseDraftStorageKey(userId: string): string | null {
  // The old key of an id starting "user." is another id's new key: never read someone else's draft.
  return userId.startsWith('user.') ? null : `edemy.add-course-draft.${userId}`
}

export type DraftLecture = NewLecture
export type DraftChapter = {
  chapterId: string
  chapterTitle: string
  chapterOrder: number
  collapsed: boolean
  chapterContent: DraftLecture[]
}
export type CourseDraft = {
  courseTitle: string
  courseDescription: string
  coursePrice: string
  discount: string
  chapters: DraftChapter[]
}

export function emptyCourseDraft(): CourseDraft {
  return { courseTitle: '', courseDescription: '', coursePrice: '0', discount: '0', chapters: [] }
}

/** The lecture modal's fields, as typed. */
export type LectureDraft = { lectureTitle: string; lectureDuration: string; lectureUrl: string; isPreviewFree: boolean }

export function emptyLectureDraft(): LectureDraft {
  return { lectureTitle: '', lectureDuration: '', lectureUrl: '', isPreviewFree: false }
}

/** True when rich-text HTML shows nothing: Quill's empty editor is `<p><br></p>`. */
export function isBlankHtml(html: string): boolean {
  if (/<(img|iframe|video)\b/i.test(html)) return false
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  )
}

/** Nothing worth keeping: no draft is stored and no "Draft restored" note is shown. */
export function isEmptyCourseDraft(draft: CourseDraft): boolean {
  const empty = emptyCourseDraft()
  return (
    draft.courseTitle.trim() === '' &&
    isBlankHtml(draft.courseDescription) &&
    draft.coursePrice.trim() === empty.coursePrice &&
    draft.discount.trim() === empty.discount &&
    draft.chapters.length === 0
  )
}

/*
 * A stored draft outlives releases and can be edited by hand: its shape is checked before it is used.
 * Its values are not: an unfinished or invalid lecture is kept and pointed out on submit by the course
 * schema, so no work is lost. Only a lecture link that is not http(s) is emptied on reading, because
 * the chapter list shows it as a link.
 */
const storedLectureSchema = v.object({
  lectureId: v.string(),
  lectureTitle: v.string(),
  lectureDuration: v.number(),
  lectureUrl: lectureUrlOrEmpty,
  isPreviewFree: v.boolean(),
  lectureOrder: v.number(),
})

const storedChapterSchema = v.object({
  chapterId: v.string(),
  chapterTitle: v.string(),
  chapterOrder: v.number(),
  collapsed: v.optional(v.boolean(), false),
  chapterContent: v.array(storedLectureSchema),
})

/*
 * Each write carries a stamp, the id of the form that wrote it and that form's count of writes, so a form
 * open in two tabs tells its own write from the other tab's (docs/product.md#add-course). A draft written
 * before stamps existed, or with a broken stamp, still reads: it is just unstamped.
 */
const stampPart = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined)

export const storedCourseDraftSchema = v.object({
  version: v.literal(1),
  draft: v.object({
    courseTitle: v.string(),
    courseDescription: v.string(),
    coursePrice: v.string(),
    discount: v.string(),
    chapters: v.array(storedChapterSchema),
  }),
  tabId: stampPart(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
  revision: stampPart(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
})

export type StoredCourseDraft = v.InferOutput<typeof storedCourseDraftSchema>

/** The stored text read as a draft: `null` when it is not JSON or not a draft's shape. */
export function parseStoredCourseDraft(text: string): StoredCourseDraft | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const result = v.safeParse(storedCourseDraftSchema, value)
  return result.success ? result.output : null
}

function sameItem<T>(a: T, b: T | undefined, same: (a: T, b: T) => boolean): boolean {
  return b !== undefined && same(a, b)
}

/** Same lecture, field by field. */
function sameLecture(a: DraftLecture, b: DraftLecture): boolean {
  return (
    a.lectureId === b.lectureId &&
    a.lectureTitle === b.lectureTitle &&
    a.lectureDuration === b.lectureDuration &&
    a.lectureUrl === b.lectureUrl &&
    a.isPreviewFree === b.isPreviewFree &&
    a.lectureOrder === b.lectureOrder
  )
}

/** Same chapter, its lectures in the same order. */
function sameChapter(a: DraftChapter, b: DraftChapter): boolean {
  return (
    a.chapterId === b.chapterId &&
    a.chapterTitle === b.chapterTitle &&
    a.chapterOrder === b.chapterOrder &&
    a.collapsed === b.collapsed &&
    a.chapterContent.length === b.chapterContent.length &&
    a.chapterContent.every((lecture, index) => sameItem(lecture, b.chapterContent[index], sameLecture))
  )
}

/**
 * True when two drafts hold the same form: then there is nothing to write, and nothing to choose between
 * when another tab stored it.
 */
export function sameCourseDraft(a: CourseDraft, b: CourseDraft): boolean {
  return (
    a.courseTitle === b.courseTitle &&
    a.courseDescription === b.courseDescription &&
    a.coursePrice === b.coursePrice &&
    a.discount === b.discount &&
    a.chapters.length === b.chapters.length &&
    a.chapters.every((chapter, index) => sameItem(chapter, b.chapters[index], sameChapter))
  )
}

type TemplateCourse = {
  readonly courseTitle: string
  readonly courseDescription: string
  readonly coursePrice: number
  readonly discount?: number | null
  readonly courseContent?: readonly {
    readonly chapterTitle: string
    readonly chapterOrder: number
    readonly chapterContent: readonly {
      readonly lectureTitle: string
      readonly lectureDuration: number
      readonly lectureUrl: string
      readonly isPreviewFree: boolean
      readonly lectureOrder: number
    }[]
  }[]
}

/**
 * A new course's draft from a published one ("Use as template", docs/educator-insights.md): its description,
 * price, discount, chapters and lectures in their order, with new ids and orders from 1, titled
 * "Copy of {title}". The thumbnail is not carried over: a file must be chosen again.
 */
export function draftFromCourse(course: TemplateCourse, newId: () => string): CourseDraft {
  const byOrder = <T>(items: readonly T[], order: (item: T) => number) =>
    items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => order(a.item) - order(b.item) || a.index - b.index)
      .map(({ item }) => item)
  return {
    courseTitle: `Copy of ${course.courseTitle}`,
    courseDescription: course.courseDescription,
    coursePrice: String(course.coursePrice),
    discount: String(course.discount ?? 0),
    chapters: byOrder(course.courseContent ?? [], (chapter) => chapter.chapterOrder).map((chapter, chapterIndex) => ({
      chapterId: newId(),
      chapterTitle: chapter.chapterTitle,
      chapterOrder: chapterIndex + 1,
      collapsed: false,
      chapterContent: byOrder(chapter.chapterContent, (lecture) => lecture.lectureOrder).map(
        (lecture, lectureIndex) => ({
          lectureId: newId(),
          lectureTitle: lecture.lectureTitle,
          lectureDuration: lecture.lectureDuration,
          lectureUrl: lecture.lectureUrl,
          isPreviewFree: lecture.isPreviewFree,
          lectureOrder: lectureIndex + 1,
        }),
      ),
    })),
  }
}
