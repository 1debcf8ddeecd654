// @vitest-environment node
import fc from 'fast-check'
import { courseEarnings } from '../../../src/domain/earnings'

const students = (count: number) => Array.from({ length: count }, (_, index) => `student-${index}`)

test.each([
  ['no students', { coursePrice: 100, discount: 10, enrolledStudents: [] }, 0],
  ['one student, no discount', { coursePrice: 100, discount: 0, enrolledStudents: students(1) }, 100],
  ['three students at 19.99 less 10%', { coursePrice: 19.99, discount: 10, enrolledStudents: students(3) }, 53],
  ['100 students at 0.29 is 29, not 28', { coursePrice: 0.29, discount: 0, enrolledStudents: students(100) }, 29],
  ['fractional result rounds down', { coursePrice: 49.99, discount: 0, enrolledStudents: students(2) }, 99],
  ['full discount earns nothing', { coursePrice: 500, discount: 100, enrolledStudents: students(7) }, 0],
  ['free course earns nothing', { coursePrice: 0, discount: 0, enrolledStudents: students(7) }, 0],
  ['missing discount counts as none', { coursePrice: 10, enrolledStudents: students(3) }, 30],
  ['null discount counts as none', { coursePrice: 10, discount: null, enrolledStudents: students(3) }, 30],
  ['missing student list', { coursePrice: 100, discount: 0 }, 0],
  ['null student list', { coursePrice: 100, discount: 0, enrolledStudents: null }, 0],
  ['negative price', { coursePrice: -100, discount: 0, enrolledStudents: students(2) }, 0],
  ['NaN price', { coursePrice: Number.NaN, discount: 0, enrolledStudents: students(2) }, 0],
  ['discount over 100', { coursePrice: 100, discount: 120, enrolledStudents: students(2) }, 0],
  ['big numbers stay exact', { coursePrice: 99_999.99, discount: 0, enrolledStudents: students(10_000) }, 999_999_900],
  [
    'an absurd price stays a finite whole number',
    { coursePrice: 1e305, discount: 0, enrolledStudents: students(4) },
    4e305,
  ],
])('courseEarnings: %s', (_label, course, expected) => {
  expect(courseEarnings(course)).toBe(expected)
})

test('courseEarnings is 0 without a course', () => {
  expect(courseEarnings(undefined)).toBe(0)
  expect(courseEarnings(null)).toBe(0)
})

test('property: earnings are floor(students × exact discounted price) computed in whole cents', () => {
  fc.assert(
    fc.property(
      fc.nat({ max: 10_000 }),
      fc.nat({ max: 10_000_000 }),
      fc.integer({ min: 0, max: 10_000 }),
      (studentCount, priceCents, discountHundredths) => {
        const numerator = BigInt(priceCents) * (10_000n - BigInt(discountHundredths))
        const unitCents = (numerator * 2n + 10_000n) / 20_000n
        const expected = Number((BigInt(studentCount) * unitCents) / 100n)
        const course = {
          coursePrice: priceCents / 100,
          discount: discountHundredths / 100,
          enrolledStudents: students(studentCount),
        }
        expect(courseEarnings(course)).toBe(expected)
      },
    ),
    { numRuns: 1000 },
  )
})

test('property: earnings are a non-negative whole number for any input', () => {
  fc.assert(
    fc.property(
      fc.double(),
      fc.option(fc.double(), { nil: undefined }),
      fc.option(fc.array(fc.string(), { maxLength: 30 }), { nil: undefined }),
      (coursePrice, discount, enrolledStudents) => {
        const result = courseEarnings({ coursePrice, discount, enrolledStudents })
        expect(Number.isInteger(result)).toBe(true)
        expect(result).toBeGreaterThanOrEqual(0)
      },
    ),
    { numRuns: 1000 },
  )
})
