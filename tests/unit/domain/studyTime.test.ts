// @vitest-environment node
import fc from 'fast-check'
import { courseDurationMinutes } from '../../../src/domain/duration'
import {
  learnerSummary,
  minutesLearned,
  minutesLeft,
  parseStatusFilter,
  statusCounts,
  studyStatus,
  untimedLecturesLeft,
} from '../../../src/domain/studyTime'

type Lecture = { lectureId: string; lectureDuration?: number | null }
const lecture = (lectureId: string, lectureDuration?: number | null): Lecture => ({ lectureId, lectureDuration })
const course = (...chapters: Lecture[][]) => ({ courseContent: chapters.map((chapterContent) => ({ chapterContent })) })

const GIT = course([lecture('a', 10), lecture('b', 20)], [lecture('c', 15), lecture('d', 45)])

test('time left is the minutes of the lectures not yet completed', () => {
  expect(minutesLeft(GIT, new Set())).toBe(90)
  expect(minutesLeft(GIT, new Set(['a', 'c']))).toBe(65)
  expect(minutesLeft(GIT, new Set(['a', 'b', 'c', 'd']))).toBe(0)
})

test('ids of lectures no longer in the course change neither time left nor time learned', () => {
  expect(minutesLeft(GIT, new Set(['a', 'gone']))).toBe(80)
  expect(minutesLearned(GIT, new Set(['a', 'gone']))).toBe(10)
})

test('a lecture with no stated length adds nothing to time left and is counted as untimed', () => {
  const mixed = course([
    lecture('timed', 30),
    lecture('missing'),
    lecture('null', null),
    lecture('zero', 0),
    lecture('negative', -5),
    lecture('nan', Number.NaN),
  ])
  expect(minutesLeft(mixed, new Set())).toBe(30)
  expect(untimedLecturesLeft(mixed, new Set())).toBe(5)
  expect(untimedLecturesLeft(mixed, new Set(['missing', 'zero']))).toBe(3)
  expect(untimedLecturesLeft(mixed, new Set(['timed']))).toBe(5)
})

test('zero minutes are left when every lecture left has no stated length', () => {
  const untimed = course([lecture('done', 20), lecture('no-length')])
  expect(minutesLeft(untimed, new Set(['done']))).toBe(0)
  expect(untimedLecturesLeft(untimed, new Set(['done']))).toBe(1)
})

test('part of a minute left counts as a whole minute, and adding fractions never adds one', () => {
  expect(minutesLeft(course([lecture('a', 0.4)]), new Set())).toBe(1)
  expect(minutesLeft(course([lecture('a', 2.5), lecture('b', 2.5)]), new Set())).toBe(5)
  expect(minutesLeft(course([lecture('a', 0.1), lecture('b', 0.2), lecture('c', 0.7)]), new Set())).toBe(1)
})

test('a course without content or with malformed chapters has nothing left', () => {
  expect(minutesLeft({}, new Set())).toBe(0)
  expect(minutesLeft({ courseContent: null }, new Set())).toBe(0)
  expect(minutesLeft({ courseContent: [{ chapterContent: null }] }, new Set())).toBe(0)
  expect(untimedLecturesLeft(null, new Set())).toBe(0)
})

test('time left and time learned add up to the course duration', () => {
  const lectures = fc.array(
    fc.record({ lectureId: fc.uuid(), lectureDuration: fc.option(fc.integer({ min: -10, max: 300 })) }),
    { maxLength: 12 },
  )
  fc.assert(
    fc.property(fc.array(lectures, { maxLength: 4 }), fc.array(fc.boolean(), { maxLength: 48 }), (chapters, flags) => {
      const subject = course(...chapters)
      const completed = new Set(chapters.flat().flatMap((item, index) => (flags[index] ? [item.lectureId] : [])))
      expect(minutesLeft(subject, completed) + minutesLearned(subject, completed)).toBe(courseDurationMinutes(subject))
    }),
  )
})

test.each([
  [0, 4, 'not-started'],
  [1, 4, 'in-progress'],
  [3, 4, 'in-progress'],
  [4, 4, 'completed'],
  [5, 4, 'completed'],
  [0, 0, 'not-started'],
  [Number.NaN, 4, 'not-started'],
] as const)('%s of %s lectures completed is %s', (completed, total, status) => {
  expect(studyStatus(completed, total)).toBe(status)
})

test.each([
  ['completed', 'completed'],
  ['in-progress', 'in-progress'],
  ['not-started', 'not-started'],
  ['all', 'all'],
  [null, 'all'],
  ['', 'all'],
  ['COMPLETED', 'all'],
  ['done', 'all'],
  ['completed ', 'all'],
  ['constructor', 'all'],
] as const)('the address value %j shows %s', (value, filter) => {
  expect(parseStatusFilter(value)).toBe(filter)
})

test('each filter counts its courses; a course with unknown progress is in All only', () => {
  expect(statusCounts(['completed', 'in-progress', null, 'not-started', 'completed'])).toEqual({
    all: 5,
    'in-progress': 1,
    'not-started': 1,
    completed: 2,
  })
  expect(statusCounts([])).toEqual({ all: 0, 'in-progress': 0, 'not-started': 0, completed: 0 })
})

test('the summary adds the lectures done, the lectures in all and the minutes learned', () => {
  const css = course([lecture('x', 30), lecture('y', 30)])
  expect(
    learnerSummary([
      { course: GIT, completedLectureIds: new Set(['a', 'd', 'gone']) },
      { course: css, completedLectureIds: new Set(['x', 'y']) },
      { course: course([lecture('untimed')]), completedLectureIds: new Set(['untimed']) },
    ]),
  ).toEqual({ done: 5, total: 7, minutesLearned: 115 })
  expect(learnerSummary([])).toEqual({ done: 0, total: 0, minutesLearned: 0 })
})
