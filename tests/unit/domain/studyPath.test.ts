// @vitest-environment node
import fc from 'fast-check'
import {
  formatPosition,
  isCourseComplete,
  lectureLabel,
  neighbouringLectures,
  nextLectureToStudy,
  RESUME_MARGIN_SECONDS,
  resumePosition,
  studySteps,
} from '../../../src/domain/studyPath'

type TestLecture = { lectureId: string; lectureTitle: string }

// Chapters of 0–4 lectures with ids unique across the course, as courses are built.
const courseArbitrary = fc.array(fc.nat({ max: 4 }), { maxLength: 6 }).map((sizes) => {
  let id = 0
  return {
    courseContent: sizes.map((size, chapterIndex) => ({
      chapterTitle: `Chapter ${chapterIndex + 1}`,
      chapterContent: Array.from({ length: size }, (): TestLecture => {
        id += 1
        return { lectureId: `lec_${id}`, lectureTitle: `Lecture ${id}` }
      }),
    })),
  }
})

const courseAndCompleted = courseArbitrary.chain((course) => {
  const ids = course.courseContent.flatMap((chapter) => chapter.chapterContent.map((lecture) => lecture.lectureId))
  // Progress may also name lectures that no longer exist.
  return fc
    .tuple(fc.subarray(ids), fc.array(fc.constantFrom('gone_1', 'gone_2')))
    .map(([done, gone]) => ({ course, ids, completed: new Set([...done, ...gone]) }))
})

test('the next lecture is the first not completed in course order, else the first, else none', () => {
  fc.assert(
    fc.property(courseAndCompleted, ({ course, ids, completed }) => {
      const next = nextLectureToStudy(studySteps(course), completed)
      const firstOpen = ids.find((id) => !completed.has(id))
      expect(next?.lecture.lectureId ?? null).toBe(firstOpen ?? ids[0] ?? null)
    }),
  )
})

test('every lecture before the next one is completed, unless the whole course is', () => {
  fc.assert(
    fc.property(courseAndCompleted, ({ course, completed }) => {
      const steps = studySteps(course)
      const next = nextLectureToStudy(steps, completed)
      if (!next || isCourseComplete(steps, completed)) return
      const before = steps.slice(0, steps.indexOf(next))
      expect(before.every((step) => completed.has(step.lecture.lectureId))).toBe(true)
      expect(completed.has(next.lecture.lectureId)).toBe(false)
    }),
  )
})

test('steps number lectures "{chapter}.{lecture}" by their place and keep course order', () => {
  fc.assert(
    fc.property(courseArbitrary, (course) => {
      const steps = studySteps(course)
      expect(steps.map((step) => step.lecture)).toEqual(course.courseContent.flatMap((c) => c.chapterContent))
      for (const step of steps) {
        expect(course.courseContent[step.chapterIndex]?.chapterContent[step.lectureIndex]).toBe(step.lecture)
        expect(step.number).toBe(`${step.chapterIndex + 1}.${step.lectureIndex + 1}`)
      }
    }),
  )
})

test('previous and next cross chapter boundaries and are absent only at the ends', () => {
  fc.assert(
    fc.property(courseArbitrary, (course) => {
      const steps = studySteps(course)
      steps.forEach((step, index) => {
        const { previous, next } = neighbouringLectures(steps, step.chapterIndex, step.lectureIndex)
        expect(previous).toBe(index === 0 ? null : steps[index - 1])
        expect(next).toBe(index === steps.length - 1 ? null : steps[index + 1])
      })
    }),
  )
})

test('a course is complete only with lectures, all of them completed', () => {
  fc.assert(
    fc.property(courseAndCompleted, ({ course, ids, completed }) => {
      const expected = ids.length > 0 && ids.every((id) => completed.has(id))
      expect(isCourseComplete(studySteps(course), completed)).toBe(expected)
    }),
  )
})

test('malformed content (missing chapters, null lectures) gives no steps rather than a crash', () => {
  expect(studySteps(null)).toEqual([])
  expect(studySteps({ courseContent: null })).toEqual([])
  expect(studySteps({ courseContent: [{ chapterContent: null }] })).toEqual([])
  expect(nextLectureToStudy([], new Set())).toBeNull()
  expect(neighbouringLectures([], 0, 0)).toEqual({ previous: null, next: null })
})

test('a step is labelled as the player heads it', () => {
  const [step] = studySteps({ courseContent: [{ chapterContent: [{ lectureId: 'a', lectureTitle: 'Welcome' }] }] })
  expect(step && lectureLabel(step)).toBe('1.1 Welcome')
})

test('a kept position resumes only when it is inside the lecture, away from both ends', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.double({ noNaN: false }), fc.constant(null)),
      fc.oneof(fc.double({ min: -10, max: 300 }), fc.constant(null)),
      (saved, minutes) => {
        const start = resumePosition(saved, minutes)
        if (start === null) return
        expect(Number.isInteger(start)).toBe(true)
        expect(start).toBeGreaterThanOrEqual(RESUME_MARGIN_SECONDS)
        if (minutes !== null && minutes > 0) expect(start).toBeLessThan(minutes * 60 - RESUME_MARGIN_SECONDS)
      },
    ),
  )
  expect(resumePosition(125.7, 10)).toBe(125)
  expect(resumePosition(3, 10)).toBeNull()
  expect(resumePosition(600, 10)).toBeNull()
  expect(resumePosition(99_999, 10)).toBeNull()
  expect(resumePosition(Number.NaN, 10)).toBeNull()
  expect(resumePosition(125, null)).toBe(125)
})

test.each([
  [0, '00:00'],
  [65, '01:05'],
  [599.9, '09:59'],
  [3725, '1:02:05'],
  [-4, '00:00'],
  [Number.NaN, '00:00'],
])('formatPosition(%s) is %s', (seconds, text) => {
  expect(formatPosition(seconds)).toBe(text)
})
