import * as v from 'valibot'
import { storedCourseDraftSchema } from '../../../src/domain/courseDraft'
import { validateCourseDraft } from '../../../src/domain/validateCourse'
import {
  courseIssueMessage,
  hasVisibleText,
  imageUrlOrEmpty,
  lectureUrlOrEmpty,
  newCourseSchema,
} from '../../../src/domain/courseSchema'

const lecture = (id: string, extra: Record<string, unknown> = {}) => ({
  lectureId: id,
  lectureTitle: `Lecture ${id}`,
  lectureDuration: 5,
  lectureUrl: 'https://youtu.be/abcdefghijk',
  isPreviewFree: false,
  lectureOrder: 1,
  ...extra,
})
const course = (extra: Record<string, unknown> = {}) => ({
  courseTitle: 'A course',
  courseDescription: '<p>About</p>',
  coursePrice: 10,
  discount: 0,
  courseContent: [{ chapterId: 'c1', chapterTitle: 'One', chapterOrder: 1, chapterContent: [lecture('l1')] }],
  ...extra,
})

/** The message the local API would answer for this course data. */
function apiMessage(data: unknown): string | null {
  const result = v.safeParse(newCourseSchema, data, { abortEarly: true })
  return result.success ? null : courseIssueMessage(result.issues[0])
}

test.each([
  ['', false],
  [' \t\n', false],
  ['\u200B\u200C\u200D\u2060\uFEFF', false],
  ['\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069', false],
  ['\u200E\u200F\u061C\u00AD\u034F\u3164\u115F\uFE0F\u2800\u0000', false],
  ['a', true],
  ['\u200Ba\u200B', true],
  ['日本', true],
  ['😀', true],
  ['\u202Eabc', true],
])('hasVisibleText(%j) is %s', (text, expected) => {
  expect(hasVisibleText(text)).toBe(expected)
})

test('a missing field is named in the message, an array is no chapter, and places are counted from 1', () => {
  const { courseTitle: _title, ...withoutTitle } = course()
  expect(apiMessage(withoutTitle)).toBe('courseTitle is required')
  expect(apiMessage(course({ courseContent: [[]] }))).toBe('Chapter 1 must be an object')
  const { lectureUrl: _url, ...withoutUrl } = lecture('l2')
  const chapters = [
    { chapterId: 'c1', chapterTitle: 'One', chapterOrder: 1, chapterContent: [lecture('l1')] },
    { chapterId: 'c2', chapterTitle: 'Two', chapterOrder: 2, chapterContent: [lecture('l3'), withoutUrl] },
  ]
  expect(apiMessage(course({ courseContent: chapters }))).toBe('Chapter 2, lecture 2: lectureUrl is required')
  expect(apiMessage('[]')).toBe('courseData must be a JSON object')
  expect(apiMessage([])).toBe('courseData must be a JSON object')
})

test('ids used twice are refused wherever they are, chapters and lectures alike', () => {
  const twoChapters = (second: Record<string, unknown>) =>
    course({
      courseContent: [
        { chapterId: 'c1', chapterTitle: 'One', chapterOrder: 1, chapterContent: [lecture('l1')] },
        { chapterTitle: 'Two', chapterOrder: 2, ...second },
      ],
    })
  expect(apiMessage(twoChapters({ chapterId: 'c2', chapterContent: [lecture('l1')] }))).toBe(
    'Chapter 2, lecture 1: lectureId "l1" is used twice',
  )
  expect(apiMessage(twoChapters({ chapterId: 'c1', chapterContent: [lecture('l2')] }))).toBe(
    'Chapter 2: chapterId "c1" is used twice',
  )
})

test('the output is what the course is stored as: titles trimmed, unknown fields dropped', () => {
  const result = v.parse(
    newCourseSchema,
    course({
      courseTitle: '  Spaced  ',
      extra: true,
      courseContent: [
        { chapterId: 'c1', chapterTitle: ' One ', chapterOrder: 1, collapsed: true, chapterContent: [lecture('l1')] },
      ],
    }),
  )
  expect(result.courseTitle).toBe('Spaced')
  expect(result).not.toHaveProperty('extra')
  expect(result.courseContent[0]).toEqual({
    chapterId: 'c1',
    chapterTitle: 'One',
    chapterOrder: 1,
    chapterContent: [lecture('l1')],
  })
})

test.each([
  ['javascript:alert(1)', ''],
  ['JAVASCRIPT:alert(1)', ''],
  ['java\tscript:alert(1)', ''],
  [' javascript:alert(1)', ''],
  ['data:text/html,<script>alert(1)</script>', ''],
  ['vbscript:msgbox(1)', ''],
  ['//evil.example/video', ''],
  ['/relative/video', ''],
  ['https://youtu.be/abcdefghijk', 'https://youtu.be/abcdefghijk'],
  ['http://example.com/v', 'http://example.com/v'],
  [null, ''],
])('a lecture link %j from a saved draft reads as %j', (url, expected) => {
  expect(v.parse(lectureUrlOrEmpty, url)).toBe(expected)
})

test.each([
  ['javascript:alert(1)', ''],
  ['data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', ''],
  ['data:text/html;base64,PHNjcmlwdD4=', ''],
  [' https://cdn.example/a.png', ''],
  ['https://cdn.example/a.png', 'https://cdn.example/a.png'],
  ['http://localhost:8787/uploads/a.png', 'http://localhost:8787/uploads/a.png'],
  [
    'blob:http://localhost:5173/0b6e0b0c-8f7f-4a53-9f5f-0d6c1f1f1f1f',
    'blob:http://localhost:5173/0b6e0b0c-8f7f-4a53-9f5f-0d6c1f1f1f1f',
  ],
  ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
])('an image address %j from an answer reads as %j', (url, expected) => {
  expect(v.parse(imageUrlOrEmpty, url)).toBe(expected)
})

test('a saved draft with a javascript: lecture link is restored with the link emptied, and stopped on submit', () => {
  const stored = {
    version: 1,
    draft: {
      courseTitle: 'Draft',
      courseDescription: '',
      coursePrice: '0',
      discount: '0',
      chapters: [
        {
          chapterId: 'c1',
          chapterTitle: 'One',
          chapterOrder: 1,
          collapsed: false,
          chapterContent: [lecture('l1', { lectureUrl: 'javascript:alert(1)', lectureDuration: 0 })],
        },
      ],
    },
  }
  const restored = v.parse(storedCourseDraftSchema, stored)
  const [restoredLecture] = restored.draft.chapters[0]?.chapterContent ?? []
  // Kept (the educator's work is not thrown away), but the link never reaches an href.
  expect(restoredLecture).toMatchObject({ lectureId: 'l1', lectureUrl: '', lectureDuration: 0 })
  expect(validateCourseDraft(restored.draft)).toEqual({
    ok: false,
    errors: { chapters: 'Chapter 1 “One” has an incomplete lecture. Remove it and add it again.' },
  })
})

test('the form names a too-long title with the limit, as the API refuses it', () => {
  const draft = {
    courseTitle: 'x'.repeat(201),
    courseDescription: '',
    coursePrice: '0',
    discount: '0',
    chapters: [
      { chapterId: 'c1', chapterTitle: 'One', chapterOrder: 1, collapsed: false, chapterContent: [lecture('l1')] },
    ],
  }
  expect(validateCourseDraft(draft)).toEqual({ ok: false, errors: { courseTitle: 'Use at most 200 characters.' } })
  expect(apiMessage(course({ courseTitle: 'x'.repeat(201) }))).toBe('courseTitle must be at most 200 characters')
})
