// @vitest-environment node
import fc from 'fast-check'
import { educatorKey } from '../../../src/domain/catalogue'
import {
  alsoRated,
  moreFromEducator,
  RELATED_COURSE_LIMIT,
  type RelatedCourse,
} from '../../../src/domain/relatedCourses'

type TestCourse = RelatedCourse & { courseRatings: { userId?: unknown; rating: number }[] }

function course(id: string, educator: RelatedCourse['educator'], raters: unknown[] = []): TestCourse {
  return { _id: id, educator, courseRatings: raters.map((userId) => ({ userId, rating: 4 })) }
}

const ANANYA = { _id: 'edu_ananya', name: 'Ananya Krishnan' }
const DANIEL = { _id: 'edu_daniel', name: 'Daniel Okafor' }
const ids = (courses: readonly { _id: string }[]) => courses.map((found) => found._id)
const ranked = (found: ReturnType<typeof alsoRated>) =>
  found.map(({ course, sharedRaters }) => [course._id, sharedRaters])

// --- More from {educator} ----------------------------------------------------------------------------------------

test("the educator's other courses, in the catalogue's order, at most four, never the course itself", () => {
  const catalogue = [
    course('a', ANANYA),
    course('b', DANIEL),
    course('current', ANANYA),
    course('c', ANANYA),
    course('d', ANANYA),
    course('e', ANANYA),
    course('f', ANANYA),
  ]
  expect(ids(moreFromEducator(catalogue, catalogue[2]!))).toEqual(['a', 'c', 'd', 'e'])
  expect(ids(moreFromEducator(catalogue, catalogue[1]!))).toEqual([])
})

test('an educator is the same by id, or by name when the answer gives no id; none means no section', () => {
  const byName = { name: 'Meera Nair' }
  const catalogue = [
    course('a', { _id: 'edu_ananya', name: 'A. Krishnan (renamed)' }),
    course('b', byName),
    course('c', { name: ' Meera Nair ' }),
    course('d', null),
    course('e', { _id: 'other', name: 'Meera Nair' }),
  ]
  expect(ids(moreFromEducator(catalogue, course('x', ANANYA)))).toEqual(['a'])
  expect(ids(moreFromEducator(catalogue, course('x', byName)))).toEqual(['b', 'c'])
  expect(ids(moreFromEducator(catalogue, course('x', null)))).toEqual([])
  expect(ids(moreFromEducator(catalogue, course('x', { name: '  ' })))).toEqual([])
})

test('an educator with 500 courses shows the first four others, read no further than needed', () => {
  const catalogue = Array.from({ length: 500 }, (_, index) => course(`c${index}`, ANANYA))
  const read: number[] = []
  const watched = catalogue.map((entry, index) => ({
    ...entry,
    get educator() {
      read.push(index)
      return ANANYA
    },
  }))
  expect(ids(moreFromEducator(watched, catalogue[1]!))).toEqual(['c0', 'c2', 'c3', 'c4'])
  expect(Math.max(...read)).toBe(4)
})

test('a course the answer lists twice shows once', () => {
  const catalogue = [course('a', ANANYA), course('a', ANANYA), course('b', ANANYA)]
  expect(ids(moreFromEducator(catalogue, course('x', ANANYA)))).toEqual(['a', 'b'])
  const current = course('x', ANANYA, ['u1', 'u2'])
  const twice = [course('c', DANIEL, ['u1']), course('d', DANIEL, ['u1']), course('c', DANIEL, ['u1', 'u2'])]
  expect(ranked(alsoRated(twice, current))).toEqual([
    ['c', 2],
    ['d', 1],
  ])
})

// --- Learners who rated this also rated ---------------------------------------------------------------------------

test('other courses by shared raters, the most first, ties in the catalogue order, none left out', () => {
  const current = course('current', ANANYA, ['u1', 'u2', 'u3'])
  const catalogue = [
    course('none', DANIEL, ['u9']),
    course('one-early', DANIEL, ['u1', 'u8']),
    current,
    course('three', DANIEL, ['u1', 'u2', 'u3', 'u4']),
    course('two', DANIEL, ['u2', 'u3']),
    course('one-late', DANIEL, ['u3']),
    course('one-later', DANIEL, ['u2']),
  ]
  expect(ranked(alsoRated(catalogue, current))).toEqual([
    ['three', 3],
    ['two', 2],
    ['one-early', 1],
    ['one-late', 1],
  ])
})

test('the courses the learner owns are left out, and the next ones take their places', () => {
  const current = course('current', ANANYA, ['u1', 'u2'])
  const catalogue = [
    current,
    course('owned', DANIEL, ['u1', 'u2']),
    course('a', DANIEL, ['u1']),
    course('b', DANIEL, ['u2']),
  ]
  const owned = new Set(['owned', 'current'])
  expect(ranked(alsoRated(catalogue, current, (id) => owned.has(id)))).toEqual([
    ['a', 1],
    ['b', 1],
  ])
})

test('a learner who rated a course twice counts once; missing, blank or odd user ids count for nobody', () => {
  const current = course('current', ANANYA, ['u1', 'u1', '', '   ', undefined, null, 42, 'u2'])
  const catalogue = [
    current,
    course('twice', DANIEL, ['u1', 'u1', 'u1']),
    course('blank', DANIEL, ['', '   ', undefined, null, 42]),
    course('both', DANIEL, ['u2', 'u1', 'u2', '']),
  ]
  expect(ranked(alsoRated(catalogue, current))).toEqual([
    ['both', 2],
    ['twice', 1],
  ])
  // A course rated only with blank ids has no rater to share.
  expect(alsoRated(catalogue, course('x', ANANYA, ['', undefined]))).toEqual([])
})

test('a course nobody rated, or no other course, gives nothing', () => {
  expect(alsoRated([course('a', ANANYA, ['u1'])], course('x', ANANYA))).toEqual([])
  expect(alsoRated([course('x', ANANYA, ['u1'])], course('x', ANANYA, ['u1']))).toEqual([])
  expect(alsoRated([], course('x', ANANYA, ['u1']))).toEqual([])
})

// --- properties: the order and the exclusions, against the rule written the plain way ------------------------------

const rater = fc.constantFrom('u1', 'u2', 'u3', 'u4', 'u5', 'u6', '', '  ', undefined)
const courseIds = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l')
const educator = fc.constantFrom(ANANYA, DANIEL, { name: 'Meera Nair' }, null)
const catalogueArbitrary = fc.array(
  fc
    .record({ id: courseIds, educator, raters: fc.array(rater, { maxLength: 6 }) })
    .map((entry) => course(entry.id, entry.educator, entry.raters)),
  { maxLength: 14 },
)

/** The ranking as the docs state it: count distinct shared raters, drop none and excluded, sort, take four. */
function plainAlsoRated(catalogue: TestCourse[], current: TestCourse, excluded: Set<string>) {
  const valid = (id: unknown): id is string => typeof id === 'string' && id.trim() !== ''
  const raters = new Set(current.courseRatings.map((rating) => rating.userId).filter(valid))
  const seen = new Set<string>()
  const counted = catalogue
    .map((other, place) => ({
      course: other,
      place,
      sharedRaters: new Set(
        other.courseRatings.map((rating) => rating.userId).filter((id) => valid(id) && raters.has(id)),
      ).size,
    }))
    .filter((entry) => entry.course._id !== current._id && !excluded.has(entry.course._id) && entry.sharedRaters > 0)
    .sort((a, b) => b.sharedRaters - a.sharedRaters || a.place - b.place)
    // A course listed twice: where it ranks best.
    .filter((entry) => !seen.has(entry.course._id) && seen.add(entry.course._id))
  return counted.slice(0, RELATED_COURSE_LIMIT).map(({ course: found, sharedRaters }) => [found._id, sharedRaters])
}

test('"also rated" is the plain rule: shared raters counted once, most first, ties in order, exclusions out', () => {
  fc.assert(
    fc.property(catalogueArbitrary, fc.nat(), fc.subarray(['a', 'b', 'c', 'd', 'e', 'f']), (catalogue, pick, owned) => {
      fc.pre(catalogue.length > 0)
      const current = catalogue[pick % catalogue.length]!
      const excluded = new Set(owned)
      const found = alsoRated(catalogue, current, (id) => excluded.has(id))
      expect(ranked(found)).toEqual(plainAlsoRated(catalogue, current, excluded))
      for (const entry of found) {
        expect(entry.course._id).not.toBe(current._id)
        expect(excluded.has(entry.course._id)).toBe(false)
        expect(entry.sharedRaters).toBeGreaterThan(0)
      }
    }),
    { numRuns: 2000 },
  )
})

test('"more from" is the plain rule: same educator, not this course, catalogue order, each once, four at most', () => {
  fc.assert(
    fc.property(catalogueArbitrary, fc.nat(), (catalogue, pick) => {
      fc.pre(catalogue.length > 0)
      const current = catalogue[pick % catalogue.length]!
      const key = educatorKey(current.educator)
      const plain =
        key === null
          ? []
          : [
              ...new Set(
                catalogue
                  .filter((other) => other._id !== current._id && educatorKey(other.educator) === key)
                  .map((other) => other._id),
              ),
            ].slice(0, RELATED_COURSE_LIMIT)
      expect(ids(moreFromEducator(catalogue, current))).toEqual(plain)
    }),
    { numRuns: 2000 },
  )
})
