// @vitest-environment node
import fc from 'fast-check'
import {
  chapterDurationMinutes,
  chapterLectureCount,
  courseDurationMinutes,
  formatDuration,
  hasCourseContent,
  lectureCount,
} from '../../../src/domain/duration'

const chapter = (...durations: (number | undefined)[]) => ({
  chapterContent: durations.map((lectureDuration) => ({ lectureDuration })),
})

test.each([
  ['no lectures', chapter(), 0],
  ['one lecture', chapter(12), 12],
  ['several lectures', chapter(10, 20, 30), 60],
  ['fractional minutes', chapter(1.5, 2.25), 3.75],
  ['NaN is ignored', chapter(Number.NaN, 5), 5],
  ['Infinity is ignored', chapter(Number.POSITIVE_INFINITY, 5), 5],
  ['negative is ignored', chapter(-10, 5), 5],
  ['a missing duration is ignored', chapter(undefined, 5), 5],
])('chapterDurationMinutes: %s', (_label, input, expected) => {
  expect(chapterDurationMinutes(input)).toBe(expected)
})

test('chapterDurationMinutes is 0 when the chapter or its lecture list is missing', () => {
  expect(chapterDurationMinutes(undefined)).toBe(0)
  expect(chapterDurationMinutes(null)).toBe(0)
  expect(chapterDurationMinutes({})).toBe(0)
  expect(chapterDurationMinutes({ chapterContent: null })).toBe(0)
})

test('courseDurationMinutes sums every lecture of every chapter', () => {
  expect(courseDurationMinutes({ courseContent: [chapter(10, 20), chapter(), chapter(45)] })).toBe(75)
})

test('courseDurationMinutes is 0 when the content was not sent or a chapter has no lecture list', () => {
  expect(courseDurationMinutes({})).toBe(0)
  expect(courseDurationMinutes({ courseContent: null })).toBe(0)
  expect(courseDurationMinutes({ courseContent: [] })).toBe(0)
  expect(courseDurationMinutes({ courseContent: [{}, chapter(3)] })).toBe(3)
  expect(courseDurationMinutes(undefined)).toBe(0)
})

test('courseDurationMinutes accepts a course shaped like the API type', () => {
  const course = {
    courseContent: [
      {
        chapterId: 'c1',
        chapterOrder: 1,
        chapterTitle: 'Intro',
        chapterContent: [
          {
            lectureId: 'l1',
            lectureTitle: 'Welcome',
            lectureDuration: 16,
            lectureUrl: '',
            isPreviewFree: true,
            lectureOrder: 1,
          },
        ],
      },
    ],
  }
  expect(courseDurationMinutes(course)).toBe(16)
  expect(lectureCount(course)).toBe(1)
})

test('lectureCount counts lectures across chapters, including lectures without a duration', () => {
  expect(lectureCount({ courseContent: [chapter(1, 2), chapter(), chapter(undefined, Number.NaN, 3)] })).toBe(5)
})

test('lectureCount is 0 when the content or a chapter list is missing', () => {
  expect(lectureCount({})).toBe(0)
  expect(lectureCount(null)).toBe(0)
  expect(lectureCount({ courseContent: [{}, { chapterContent: null }] })).toBe(0)
})

test('chapterLectureCount counts one chapter', () => {
  expect(chapterLectureCount(chapter(1, 2, 3))).toBe(3)
  expect(chapterLectureCount({})).toBe(0)
})

test('hasCourseContent is false only when the answer left courseContent out', () => {
  expect(hasCourseContent({})).toBe(false)
  expect(hasCourseContent({ courseContent: null })).toBe(false)
  expect(hasCourseContent(undefined)).toBe(false)
  expect(hasCourseContent({ courseContent: [] })).toBe(true)
  expect(hasCourseContent({ courseContent: [chapter(1)] })).toBe(true)
})

test.each([
  [0, '0 minutes'],
  [1, '1 minute'],
  [45, '45 minutes'],
  [60, '1 hour'],
  [61, '1 hour, 1 minute'],
  [90, '1 hour, 30 minutes'],
  [125, '2 hours, 5 minutes'],
  [1440, '24 hours'],
  [10_000, '166 hours, 40 minutes'],
  [44.4, '44 minutes'],
  [44.5, '45 minutes'],
  [59.6, '1 hour'],
  [0.2, '0 minutes'],
  [-5, '–'],
  [Number.NaN, '–'],
  [Number.POSITIVE_INFINITY, '–'],
  [null, '–'],
  [undefined, '–'],
])('formatDuration(%s) is %s', (minutes, expected) => {
  expect(formatDuration(minutes)).toBe(expected)
})

const lectureDuration = fc.oneof(
  fc.double({ min: 0, max: 10_000, noNaN: true }),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, undefined),
)
const courseArbitrary = fc.record(
  {
    courseContent: fc.array(
      fc.record({ chapterContent: fc.array(fc.record({ lectureDuration }), { maxLength: 8 }) }, { requiredKeys: [] }),
      { maxLength: 8 },
    ),
  },
  { requiredKeys: [] },
)

test('property: the course duration is the non-negative sum of its chapters and counts every lecture', () => {
  fc.assert(
    fc.property(courseArbitrary, (course) => {
      const total = courseDurationMinutes(course)
      expect(Number.isFinite(total)).toBe(true)
      expect(total).toBeGreaterThanOrEqual(0)
      const chapters = course.courseContent ?? []
      const bySum = chapters.reduce((sum, item) => sum + chapterDurationMinutes(item), 0)
      expect(total).toBeCloseTo(bySum, 6)
      const lectures = chapters.flatMap((item) => item.chapterContent ?? [])
      expect(lectureCount(course)).toBe(lectures.length)
      const valid = lectures
        .map((lecture) => lecture.lectureDuration)
        .filter((value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0)
      expect(total).toBeCloseTo(
        valid.reduce((sum, value) => sum + value, 0),
        6,
      )
    }),
    { numRuns: 1000 },
  )
})

function parseDuration(text: string): number {
  const match = /^(?:(\d+) hours?)?(?:, )?(?:(\d+) minutes?)?$/.exec(text)
  if (!match || text === '') throw new Error(`not a duration: ${text}`)
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)
}

test('property: formatDuration reads back as the minutes rounded to a whole number', () => {
  fc.assert(
    fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (minutes) => {
      expect(parseDuration(formatDuration(minutes))).toBe(Math.round(minutes))
    }),
    { numRuns: 1000 },
  )
})
