// @vitest-environment node
import fc from 'fast-check'
import { completedLectureCount, enrollmentStatus, progressPercent } from '../../../src/domain/progress'

test.each([
  [0, 5, 'On Going'],
  [4, 5, 'On Going'],
  [5, 5, 'Completed'],
  [6, 5, 'Completed'],
  [1, 1, 'Completed'],
  [0, 0, 'On Going'],
  [3, 0, 'On Going'],
  [Number.NaN, 5, 'On Going'],
  [5, Number.NaN, 'On Going'],
  [-1, 5, 'On Going'],
  [Number.POSITIVE_INFINITY, 5, 'On Going'],
  [4.9, 5, 'On Going'],
])('enrollmentStatus(%s completed, %s total) is %s', (completed, total, expected) => {
  expect(enrollmentStatus(completed, total)).toBe(expected)
})

test.each([
  [0, 4, 0],
  [1, 4, 25],
  [2, 4, 50],
  [4, 4, 100],
  [5, 4, 100],
  [1, 3, 100 / 3],
  [0, 0, 0],
  [3, 0, 0],
  [-2, 4, 0],
  [Number.NaN, 4, 0],
  [2, Number.POSITIVE_INFINITY, 0],
])('progressPercent(%s, %s) is %s', (completed, total, expected) => {
  expect(progressPercent(completed, total)).toBeCloseTo(expected, 10)
})

const course = {
  courseContent: [
    { chapterContent: [{ lectureId: 'a' }, { lectureId: 'b' }] },
    { chapterContent: [{ lectureId: 'c' }] },
    {},
  ],
}

test('completedLectureCount counts only lectures that exist in the course, once each', () => {
  expect(completedLectureCount(course, ['a', 'c'])).toBe(2)
  expect(completedLectureCount(course, ['a', 'a', 'gone', 'c', 'b'])).toBe(3)
  expect(completedLectureCount(course, ['gone'])).toBe(0)
})

test('completedLectureCount is 0 when the progress or the content is missing', () => {
  expect(completedLectureCount(course, null)).toBe(0)
  expect(completedLectureCount(course, undefined)).toBe(0)
  expect(completedLectureCount(course, [])).toBe(0)
  expect(completedLectureCount({}, ['a'])).toBe(0)
  expect(completedLectureCount(undefined, ['a'])).toBe(0)
})

test('property: progress is within 0..100 and the status is Completed exactly when every lecture is done', () => {
  fc.assert(
    fc.property(fc.integer({ min: -5, max: 60 }), fc.integer({ min: -5, max: 50 }), (completed, total) => {
      const percent = progressPercent(completed, total)
      expect(percent).toBeGreaterThanOrEqual(0)
      expect(percent).toBeLessThanOrEqual(100)
      const isDone = total > 0 && completed >= total
      expect(enrollmentStatus(completed, total)).toBe(isDone ? 'Completed' : 'On Going')
      expect(percent === 100).toBe(isDone)
    }),
    { numRuns: 1000 },
  )
})
