// @vitest-environment node
import * as v from 'valibot'
import type { CourseDraft, DraftChapter } from '../../../src/domain/courseDraft'
import { FORM_COURSE_WORDS } from '../../../src/domain/courseFormWords'
import {
  API_WORDS,
  COURSE_LIMITS,
  courseIssueMessage,
  newCourseSchema,
  type CourseWords,
} from '../../../src/domain/courseSchema'
import { validateCourseDraft } from '../../../src/domain/validateCourse'
import { activateHindi } from '../../utils/hindi'

/*
 * The add-course rules speak twice: the local API in its English (API_WORDS, in the module it shares with the app),
 * the form in the interface language (FORM_COURSE_WORDS). In English the two must say the same, word for word.
 */

/** What each word is asked to say: the fields and limits the rules use. */
const SAID_WITH: { [Word in keyof CourseWords]: Parameters<CourseWords[Word]>[] } = {
  required: [['courseTitle'], ['chapterTitle'], ['lectureTitle'], ['lectureId'], ['chapterId'], ['lectureUrl']],
  tooLong: [
    ['courseTitle', COURSE_LIMITS.titleLength],
    ['chapterTitle', COURSE_LIMITS.titleLength],
    ['courseDescription', COURSE_LIMITS.descriptionLength],
  ],
  wholeNumberFromOne: [['lectureOrder'], ['chapterOrder']],
  courseTitleVisible: [[]],
  chapterTitleVisible: [[]],
  lectureTitleVisible: [[]],
  descriptionStructure: [[]],
  descriptionNotText: [[]],
  lectureUrlTooLong: [[]],
  lectureUrlNotWeb: [[]],
  lectureDuration: [[]],
  isPreviewFree: [[]],
  coursePrice: [[]],
  discount: [[]],
  notObject: [[]],
  courseDataNotObject: [[]],
  notLectureList: [[]],
  noLecture: [[]],
  tooManyLectures: [[]],
  notChapterList: [[]],
  noChapter: [[]],
  tooManyChapters: [[]],
  idUsedTwice: [
    ['lectureId', 'l1'],
    ['chapterId', 'c1'],
  ],
  chapter: [[1], [100]],
  lecture: [[2], [200]],
}

function everythingSaid(words: CourseWords): string[] {
  return Object.entries(SAID_WITH).flatMap(([word, calls]) =>
    calls.map((args) => (words[word as keyof CourseWords] as (...values: unknown[]) => string)(...args)),
  )
}

const lecture = (id: string, title = `Lecture ${id}`) => ({
  lectureId: id,
  lectureTitle: title,
  lectureDuration: 5,
  lectureUrl: 'https://youtu.be/abcdefghijk',
  isPreviewFree: false,
  lectureOrder: 1,
})
const chapter = (id: string, title: string, lectures = [lecture(`${id}-1`)]): DraftChapter => ({
  chapterId: id,
  chapterTitle: title,
  chapterOrder: 1,
  collapsed: false,
  chapterContent: lectures,
})
const draft = (extra: Partial<CourseDraft> = {}): CourseDraft => ({
  courseTitle: 'A course',
  courseDescription: '<p>About</p>',
  coursePrice: '10',
  discount: '0',
  chapters: [chapter('c1', 'One')],
  ...extra,
})

test('in English the form says word for word what the local API says, for every rule', () => {
  expect(Object.keys(SAID_WITH).sort()).toEqual(Object.keys(API_WORDS).sort())
  expect(everythingSaid(FORM_COURSE_WORDS)).toEqual(everythingSaid(API_WORDS))
})

test('in Hindi the form says every rule in Hindi, and the local API still answers in English', async () => {
  const english = everythingSaid(API_WORDS)
  await activateHindi()
  const hindi = everythingSaid(FORM_COURSE_WORDS)
  for (const [index, sentence] of hindi.entries()) {
    expect(sentence, `"${english[index]}" in Hindi`).toMatch(/[\u0900-\u097f]/u)
  }
  expect(everythingSaid(API_WORDS)).toEqual(english)
  const courseData = { courseTitle: 'A course', courseDescription: '', coursePrice: 10, discount: 0 }
  const result = v.safeParse(newCourseSchema, { ...courseData, courseContent: [[]] }, { abortEarly: true })
  expect(result.success ? null : courseIssueMessage(result.issues[0])).toBe('Chapter 1 must be an object')
})

test('in Hindi the course title’s sentences are Hindi', async () => {
  await activateHindi()
  expect(validateCourseDraft(draft({ courseTitle: 'x'.repeat(201) }))).toEqual({
    ok: false,
    errors: { courseTitle: 'ज़्यादा से ज़्यादा 200 अक्षर लिखें।' },
  })
  expect(validateCourseDraft(draft({ courseTitle: '\u200B' }))).toEqual({
    ok: false,
    errors: { courseTitle: 'कोर्स के शीर्षक में कम से कम एक दिखने वाला अक्षर होना चाहिए।' },
  })
})

const CHAPTER_PROBLEMS: { problem: string; chapters: () => DraftChapter[]; english: string; hindi: string }[] = [
  {
    problem: 'a title of invisible characters',
    chapters: () => [chapter('c1', '\u200B\u200C')],
    english: 'Chapter 1: Chapter title must contain a visible character.',
    hindi: 'अध्याय 1: अध्याय के शीर्षक में कम से कम एक दिखने वाला अक्षर होना चाहिए।',
  },
  {
    problem: 'a lecture titled with invisible characters',
    chapters: () => [chapter('c1', 'One', [lecture('l1', '\u2060')])],
    english: 'Chapter 1, lecture 1: Lecture title must contain a visible character.',
    hindi: 'अध्याय 1, लेक्चर 1: लेक्चर के शीर्षक में कम से कम एक दिखने वाला अक्षर होना चाहिए।',
  },
  {
    problem: 'no lectures (its title, markup-like, shown as written)',
    chapters: () => [chapter('c1', '<b>Empty</b>', [])],
    english: 'Chapter 1 “<b>Empty</b>” has no lectures yet. Add a lecture or remove the chapter.',
    hindi: 'अध्याय 1 “<b>Empty</b>” में अभी कोई लेक्चर नहीं है। कोई लेक्चर जोड़ें या अध्याय हटा दें।',
  },
  {
    problem: 'a lecture without a link',
    chapters: () => [chapter('c1', 'One', [{ ...lecture('l1'), lectureUrl: '' }])],
    english: 'Chapter 1 “One” has an incomplete lecture. Remove it and add it again.',
    hindi: 'अध्याय 1 “One” में एक लेक्चर अधूरा है। उसे हटाकर फिर से जोड़ें।',
  },
  {
    problem: 'one chapter too many',
    chapters: () => Array.from({ length: COURSE_LIMITS.chapters + 1 }, (_, index) => chapter(`c${index}`, 'Ch')),
    english: 'courseContent has more than 100 chapters',
    hindi: 'courseContent में 100 से ज़्यादा अध्याय हैं',
  },
  {
    problem: 'a title one character too long',
    chapters: () => [chapter('c1', 'y'.repeat(COURSE_LIMITS.titleLength + 1))],
    english: 'Chapter 1: chapterTitle must be at most 200 characters',
    hindi: 'अध्याय 1: chapterTitle में ज़्यादा से ज़्यादा 200 अक्षर हो सकते हैं',
  },
]

test.each(CHAPTER_PROBLEMS)(
  'a chapter with $problem is named by its place, in English as before and in Hindi',
  async ({ chapters, english, hindi }) => {
    expect(validateCourseDraft(draft({ chapters: chapters() }))).toEqual({ ok: false, errors: { chapters: english } })
    await activateHindi()
    expect(validateCourseDraft(draft({ chapters: chapters() }))).toEqual({ ok: false, errors: { chapters: hindi } })
  },
)
