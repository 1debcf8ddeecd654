// @vitest-environment node
import { validateCourseDraft, validateLectureDraft } from '../../src/domain/validateCourse.ts'
import type { CourseDraft } from '../../src/domain/courseDraft.ts'
import { CONTENT_MESSAGES } from '../../src/domain/courseSchema.ts'
import { recordFigures } from '../fixtures/securityFigures.ts'
import { HOSTILE_DESCRIPTIONS, ordinaryLongDescription } from '../unit/lib/hostileDescriptions.ts'
import { addCourse, createTestApi, signInAs, snapshot, validCourseData, type NewCourseInput } from './helpers.ts'

/*
 * The content rules of a new course as the local API applies them: titles must show something, and a
 * description's HTML is bounded in depth and element count. The form must refuse the same input with
 * the same sentence, so each case is also put through the form's checks.
 */

type Lecture = Record<string, unknown>
type Chapter = { chapterTitle: string; chapterContent: Lecture[] } & Record<string, unknown>

/** Titles that show nothing once spaces, zero-width and bidi controls are set aside. */
const INVISIBLE_TITLES: readonly [string, string][] = [
  ['a zero-width space', '\u200B'],
  ['zero-width joiners and non-joiners', '\u200C\u200D\u200C'],
  ['bidi overrides and isolates', '\u202E\u2066\u2069\u202C'],
  ['a byte order mark and a word joiner', '\uFEFF\u2060'],
  ['no-break and ideographic spaces around a zero-width space', '\u00A0\u3000\u200B\u00A0'],
  ['a soft hyphen and a Hangul filler', '\u00AD\u3164'],
  ['left-to-right and right-to-left marks', '\u200E\u200F\u061C'],
  ['a blank braille pattern', '\u2800'],
]

function withTitles(titles: { course?: string; chapter?: string; lecture?: string }): NewCourseInput {
  const data = validCourseData()
  const chapters = structuredClone(data.courseContent) as Chapter[]
  const [chapter] = chapters
  if (chapter && titles.chapter !== undefined) chapter.chapterTitle = titles.chapter
  const lecture = chapter?.chapterContent[1]
  if (lecture && titles.lecture !== undefined) lecture.lectureTitle = titles.lecture
  return { ...data, courseTitle: titles.course ?? data.courseTitle, courseContent: chapters }
}

/** The same course as the form holds it (typed numbers as text). */
function asDraft(data: NewCourseInput): CourseDraft {
  const chapters = data.courseContent as unknown as CourseDraft['chapters']
  return {
    courseTitle: data.courseTitle as string,
    courseDescription: data.courseDescription as string,
    coursePrice: String(data.coursePrice),
    discount: String(data.discount),
    chapters: chapters.map((chapter) => ({ ...chapter, collapsed: false })),
  }
}

async function publish(data: NewCourseInput) {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const before = snapshot(api)
  const answer = await addCourse(api, token, { courseData: JSON.stringify(data) })
  return { answer, unchanged: snapshot(api) === before }
}

const figures = { tried: 0, published: 0, otherMessage: 0, formDisagrees: 0 }

afterAll(() => {
  const { tried, ...failures } = figures
  recordFigures({ file: 'contentRules.test.ts', title: 'local API content rules' }, { row: 'content', tried, failures })
})

test.each(INVISIBLE_TITLES)(
  'a course, chapter or lecture titled only with %s is refused by the API and the form with one sentence',
  async (_label, title) => {
    const cases = [
      { data: withTitles({ course: title }), message: CONTENT_MESSAGES.courseTitleVisible, field: 'courseTitle' },
      {
        data: withTitles({ chapter: title }),
        message: `Chapter 1: ${CONTENT_MESSAGES.chapterTitleVisible}`,
        field: 'chapters',
      },
      {
        data: withTitles({ lecture: title }),
        message: `Chapter 1, lecture 2: ${CONTENT_MESSAGES.lectureTitleVisible}`,
        field: 'chapters',
      },
    ] as const
    for (const { data, message, field } of cases) {
      figures.tried += 1
      const { answer, unchanged } = await publish(data)
      if (answer.status === 200) figures.published += 1
      if (answer.json.message !== message) figures.otherMessage += 1
      const form = validateCourseDraft(asDraft(data))
      const formMessage = form.ok ? null : form.errors[field]
      if (formMessage !== message) figures.formDisagrees += 1

      expect(answer.status).toBe(400)
      expect(answer.json).toEqual({ success: false, message })
      expect(unchanged).toBe(true)
      expect(formMessage).toBe(message)
    }
    // The lecture dialog says it next to the title field, without the position.
    const dialog = validateLectureDraft({
      lectureTitle: title,
      lectureDuration: '5',
      lectureUrl: 'https://youtu.be/abcdefghijk',
      isPreviewFree: false,
    })
    expect(dialog).toEqual({ ok: false, errors: { lectureTitle: CONTENT_MESSAGES.lectureTitleVisible } })
  },
)

test('titles with a visible character among invisible ones are published as typed (spaces trimmed)', async () => {
  for (const title of ['\u200BRust\u200B', 'C\u200D#', '\u202Bשלום\u202C', '😀', ' 日本語 ']) {
    const { answer } = await publish(withTitles({ course: title, chapter: title, lecture: title }))
    expect(answer.json).toEqual({ success: true, message: 'Course Added' })
    expect(validateCourseDraft(asDraft(withTitles({ course: title }))).ok).toBe(true)
  }
})

test('a title of spaces alone keeps its own message in the API and the form', async () => {
  const { answer } = await publish(withTitles({ course: '  \t ' }))
  expect(answer.json.message).toBe('courseTitle is required')
  expect(validateCourseDraft(asDraft(withTitles({ course: '  \t ' })))).toMatchObject({
    ok: false,
    errors: { courseTitle: 'Enter the course title.' },
  })
})

test.each(HOSTILE_DESCRIPTIONS)(
  'a description of $name is refused by the API and the form with one sentence, and nothing is stored',
  async ({ html }) => {
    figures.tried += 1
    expect(html.length).toBeLessThanOrEqual(100_000)
    const data = validCourseData({ courseDescription: html })
    const { answer, unchanged } = await publish(data)
    if (answer.status === 200) figures.published += 1
    if (answer.json.message !== CONTENT_MESSAGES.descriptionStructure) figures.otherMessage += 1
    const form = validateCourseDraft(asDraft(data))
    const formMessage = form.ok ? null : form.errors.courseDescription
    if (formMessage !== CONTENT_MESSAGES.descriptionStructure) figures.formDisagrees += 1

    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({ success: false, message: CONTENT_MESSAGES.descriptionStructure })
    expect(unchanged).toBe(true)
    expect(form).toEqual({ ok: false, errors: { courseDescription: CONTENT_MESSAGES.descriptionStructure } })
  },
)

test('a long ordinary description of 200 headings, paragraphs and lists is published as it is', async () => {
  const html = ordinaryLongDescription(200)
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const answer = await addCourse(api, token, {
    courseData: JSON.stringify(validCourseData({ courseDescription: html })),
  })
  expect(answer.json).toEqual({ success: true, message: 'Course Added' })
  expect(api.store.database.courses.at(-1)?.courseDescription).toBe(html)
  expect(validateCourseDraft(asDraft(validCourseData({ courseDescription: html }))).ok).toBe(true)
})
