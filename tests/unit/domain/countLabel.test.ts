import fc from 'fast-check'
import { courseCountLabel, lectureCountLabel, lessonCountLabel } from '../../../src/domain/countLabel'
import { formatCount } from '../../../src/lib/format'
import { activateHindi } from '../../utils/hindi'

test.each([
  [0, '0 lectures'],
  [1, '1 lecture'],
  [2, '2 lectures'],
  [1234, '1,234 lectures'],
  [100000, '1,00,000 lectures'],
])('lectureCountLabel(%s) is %s', (count, expected) => {
  expect(lectureCountLabel(count)).toBe(expected)
})

test('property: the singular only for exactly one, the count grouped in the number locale', () => {
  fc.assert(
    fc.property(fc.nat(), (count) => {
      expect(courseCountLabel(count)).toBe(count === 1 ? '1 course' : `${formatCount(count)} courses`)
      expect(lessonCountLabel(count)).toBe(count === 1 ? '1 lesson' : `${formatCount(count)} lessons`)
    }),
    { numRuns: 500 },
  )
})

test('in Hindi the noun is Hindi and the count keeps its grouping', async () => {
  await activateHindi()
  const label = courseCountLabel(10014)
  expect(label).toContain('10,014')
  expect(label).toMatch(/[\u0900-\u097F]/)
})
