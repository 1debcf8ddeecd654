import fc from 'fast-check'
import { catalogueUrl, isPublicCourseRequest, publicAnswerAt } from '../../../src/serviceWorker/publicAnswers'

const PAGE = 'https://app.example'
const API = 'https://api.example/v1'
const get = (url: string, hasAuthorization = false) => ({ method: 'GET', url, hasAuthorization })

test.each([
  ['', `${PAGE}/api/course/all`],
  [API, `${API}/api/course/all`],
])('with API base %j the catalogue and single courses are public answers', (apiBase, catalogue) => {
  expect(catalogueUrl(apiBase, PAGE)).toBe(catalogue)
  expect(publicAnswerAt(catalogue, apiBase, PAGE)).toEqual({ kind: 'catalogue' })
  expect(publicAnswerAt(catalogue.replace(/all$/, 'c%2F1'), apiBase, PAGE)).toEqual({ kind: 'course', courseId: 'c/1' })
  expect(isPublicCourseRequest(get(catalogue), apiBase, PAGE)).toBe(true)
})

test('a call with a token, or anything but a GET, is never kept', () => {
  expect(isPublicCourseRequest(get(`${PAGE}/api/course/all`, true), '', PAGE)).toBe(false)
  expect(
    isPublicCourseRequest({ method: 'POST', url: `${PAGE}/api/course/all`, hasAuthorization: false }, '', PAGE),
  ).toBe(false)
})

test.each([
  `${PAGE}/api/user/data`,
  `${PAGE}/api/user/data/enrolled-courses`,
  `${PAGE}/api/educator/dashboard`,
  `${PAGE}/api/course/`,
  `${PAGE}/api/course/c1/extra`,
  `${PAGE}/api/course/all?fresh=1`,
  `${PAGE}/api/course/all#top`,
  `${PAGE}/api/course/%E0%A4%A`,
  `https://elsewhere.example/api/course/all`,
  `${PAGE}/v1/api/course/all`,
  `${PAGE}/course/c1`,
  'not a url',
])('%s is not a public course answer of the local API', (url) => {
  expect(isPublicCourseRequest(get(url), '', PAGE)).toBe(false)
})

test('with a hosted API, the same paths on the page’s origin or another base path are not its answers', () => {
  expect(isPublicCourseRequest(get(`${PAGE}/api/course/all`), API, PAGE)).toBe(false)
  expect(isPublicCourseRequest(get('https://api.example/api/course/all'), API, PAGE)).toBe(false)
  expect(isPublicCourseRequest(get('https://api.example/v1/api/course/c1'), API, PAGE)).toBe(true)
})

// '.' and '..' are left out: encodeURIComponent keeps them, and a URL resolves them as path steps, so no
// request can ask for such a course in the first place.
const courseIds = fc.string({ minLength: 1, unit: 'grapheme' }).filter((id) => id !== '.' && id !== '..')

test('property: every course id, encoded as the API client encodes it, names that course', () => {
  fc.assert(
    fc.property(
      fc.oneof(courseIds, fc.constantFrom('.x', 'all', '%', '?', '#', '/')),
      fc.constantFrom('', API),
      (courseId, apiBase) => {
        const url = `${apiBase || PAGE}/api/course/${encodeURIComponent(courseId)}`
        const expected = courseId === 'all' ? { kind: 'catalogue' } : { kind: 'course', courseId }
        expect(publicAnswerAt(url, apiBase, PAGE)).toEqual(expected)
      },
    ),
  )
})
