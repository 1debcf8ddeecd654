import { isEnrolledIn, newestPurchaseFirst } from '../../../src/domain/enrollment'

test('a course is owned when user data lists it, before the enrolled courses have loaded', () => {
  expect(isEnrolledIn('b', { enrolledCourses: ['a', 'b'] }, undefined)).toBe(true)
  expect(isEnrolledIn('c', { enrolledCourses: ['a', 'b'] }, undefined)).toBe(false)
})

test('a course is owned when the enrolled courses hold it, even if user data is older', () => {
  expect(isEnrolledIn('c', { enrolledCourses: [] }, [{ _id: 'c' }])).toBe(true)
  expect(isEnrolledIn('c', undefined, undefined)).toBe(false)
})

test('purchases sort newest first and keep undated ones last in server order', () => {
  const records = [
    { id: 'undated', purchaseDate: undefined },
    { id: 'old', purchaseDate: '2024-01-01T00:00:00Z' },
    { id: 'bad', purchaseDate: 'not a date' },
    { id: 'new', purchaseDate: '2025-06-01T00:00:00Z' },
  ]
  expect(newestPurchaseFirst(records).map((record) => record.id)).toEqual(['new', 'old', 'undated', 'bad'])
})
