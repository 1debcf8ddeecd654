// @vitest-environment node
import fc from 'fast-check'
import { cleanSavedIds, keepSaved, MAX_SAVED_COURSES, mergeSaved, toggleSaved } from '../../../src/domain/savedCourses'

test('toggling saves a course at the end, and toggling again removes it', () => {
  expect(toggleSaved(['a'], 'b')).toEqual(['a', 'b'])
  expect(toggleSaved(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
})

test('saving then removing a course that was not saved gives the list back', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 20 }),
      fc.string({ minLength: 1 }),
      (ids, id) => {
        fc.pre(!ids.includes(id))
        expect(toggleSaved(ids, id)).toContain(id)
        expect(toggleSaved(toggleSaved(ids, id), id)).toEqual(ids)
      },
    ),
  )
})

test('merging keeps the account list first and every id once', () => {
  expect(mergeSaved(['a', 'b'], ['b', 'c'])).toEqual(['a', 'b', 'c'])
  fc.assert(
    fc.property(fc.array(fc.string()), fc.array(fc.string()), (account, visitor) => {
      const merged = mergeSaved(account, visitor)
      expect(new Set(merged).size).toBe(merged.length)
      expect(new Set(merged)).toEqual(new Set([...account, ...visitor]))
    }),
  )
})

test('a bought course and a course that left the catalogue leave the list', () => {
  const catalogueIds = new Set(['a', 'b', 'c'])
  expect(keepSaved(['a', 'b', 'gone', 'c'], { catalogueIds, isEnrolled: (id) => id === 'b' })).toEqual(['a', 'c'])
  // Before the catalogue has loaded nobody knows what left it.
  expect(keepSaved(['a', 'gone'], { isEnrolled: () => false })).toEqual(['a', 'gone'])
})

test.each([
  ['not an array', { a: 1 }, []],
  ['a string', 'abc', []],
  ['mixed entries', ['a', 1, null, '', 'b', 'a', { id: 'c' }], ['a', 'b']],
])('stored data that is %s is cleaned', (_label, value, expected) => {
  expect(cleanSavedIds(value)).toEqual(expected)
})

test('the list never grows past its bound', () => {
  const many = Array.from({ length: MAX_SAVED_COURSES + 5 }, (_, index) => `c${index}`)
  expect(cleanSavedIds(many)).toHaveLength(MAX_SAVED_COURSES)
  expect(toggleSaved(many.slice(0, MAX_SAVED_COURSES), 'new')).toHaveLength(MAX_SAVED_COURSES)
})
