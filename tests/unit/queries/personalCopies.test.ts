import { PERSONAL_COPIES_MAX_AGE_MS } from '../../../src/config/constants'
import { forgetPersonalCopies, sweepPersonalCopies } from '../../../src/queries/personalCopies'

/* What a device keeps of each person's server data (docs/offline.md#what-stays-on-this-device). */

const NOW = Date.UTC(2026, 10, 28)
const DAY = 24 * 60 * 60 * 1000

function giveCopies(userId: string) {
  localStorage.setItem(`edemy.saved.${userId}.user`, '{"savedAt":1,"data":{}}')
  localStorage.setItem(`edemy.saved.${userId}.progress.course_js`, '{"savedAt":1,"data":{}}')
  localStorage.setItem(`edemy.pending-progress.${userId}`, '[{"courseId":"c","lectureId":"l"}]')
}
const hasCopies = (userId: string) =>
  Object.keys(localStorage).some((key) => key.includes(`.${userId}.`) || key.endsWith(`.${userId}`))

afterEach(() => localStorage.clear())

test('someone signing in deletes the copies of everyone not signed in here, and keeps those who are', () => {
  for (const id of ['user_a', 'user_b', 'user_c']) giveCopies(id)
  expect(sweepPersonalCopies(['user_b', 'user_c'], NOW).sort()).toEqual(['user_a'])
  expect(hasCopies('user_a')).toBe(false)
  expect(hasCopies('user_b')).toBe(true)
  expect(hasCopies('user_c')).toBe(true)
})

test('signed out, nobody is deleted for being away, but copies unused for 30 days go', () => {
  giveCopies('user_a')
  sweepPersonalCopies(['user_a'], NOW)
  expect(sweepPersonalCopies([], NOW + PERSONAL_COPIES_MAX_AGE_MS)).toEqual([])
  expect(hasCopies('user_a')).toBe(true)
  expect(sweepPersonalCopies([], NOW + PERSONAL_COPIES_MAX_AGE_MS + 1)).toEqual(['user_a'])
  expect(hasCopies('user_a')).toBe(false)
})

test('using the app counts as use: a user back after 29 days keeps their copies for another 30', () => {
  giveCopies('user_a')
  sweepPersonalCopies(['user_a'], NOW)
  sweepPersonalCopies(['user_a'], NOW + 29 * DAY)
  expect(sweepPersonalCopies([], NOW + 58 * DAY)).toEqual([])
  expect(hasCopies('user_a')).toBe(true)
})

test('copies with no record (an older release) start their 30 days when first seen', () => {
  giveCopies('user_old')
  expect(sweepPersonalCopies([], NOW)).toEqual([])
  expect(sweepPersonalCopies([], NOW + 31 * DAY)).toEqual(['user_old'])
})

test('a broken record is read as none; preferences and saved courses are never copies', () => {
  localStorage.setItem('edemy.personal-copies', '{"user_a": "yesterday"')
  localStorage.setItem('edemy.study-preferences.user.user_a', '{}')
  localStorage.setItem('edemy.saved-courses.user.user_a', '["c1"]')
  giveCopies('user_a')
  expect(sweepPersonalCopies(['user_b'], NOW)).toEqual(['user_a'])
  expect(localStorage.getItem('edemy.study-preferences.user.user_a')).toBe('{}')
  expect(localStorage.getItem('edemy.saved-courses.user.user_a')).toBe('["c1"]')
})

test('forgetting one user leaves the others', () => {
  giveCopies('user_a')
  giveCopies('user_b')
  sweepPersonalCopies(['user_a', 'user_b'], NOW)
  forgetPersonalCopies('user_a')
  expect(hasCopies('user_a')).toBe(false)
  expect(hasCopies('user_b')).toBe(true)
  expect(JSON.parse(localStorage.getItem('edemy.personal-copies') ?? '{}')).toEqual({ user_b: NOW })
})
