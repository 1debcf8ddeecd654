// @vitest-environment node
import { multipartBoundary, readFormParts } from '../../local-api/formParts.ts'
import { THUMBNAIL_MAX_BYTES } from '../../src/config/constants.ts'
import {
  addCourse,
  call,
  createTestApi,
  heldBody,
  ORIGIN,
  pngBytes,
  signInAs,
  snapshot,
  validCourseData,
} from './helpers.ts'

/*
 * Bounded input: every route has an explicit limit on body size and JSON nesting, and says which
 * limit was passed. A deeply nested field must not be parsed at all, and an oversized part of the
 * course form is named, not blamed on another part.
 */

const MB = 1024 * 1024

/** `{"field": [[[ ... ]]]}` nested `depth` levels in all. */
function nestedBody(field: string, depth: number): string {
  return `{"${field}":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`
}

const JSON_ROUTES = [
  ['POST', '/local-auth/sign-in', false],
  ['POST', '/local-auth/sign-up', false],
  ['POST', '/local-auth/sign-out', true],
  ['POST', '/api/user/purchase', true],
  ['POST', '/api/user/get-course-progress', true],
  ['POST', '/api/user/update-course-progress', true],
  ['POST', '/api/user/add-user-rating', true],
  ['POST', '/api/educator/update-role', true],
  ['POST', '/api/course/all', false],
  ['POST', '/api/no-such-route', false],
] as const

test.each(JSON_ROUTES)(
  '%s %s refuses a body over 64 KB with a message naming the limit',
  async (method, path, isSignedIn) => {
    const { api } = createTestApi()
    const token = isSignedIn ? await signInAs.learner(api) : undefined
    const before = snapshot(api)
    const answer = await call(api, method, path, { token, body: { padding: 'x'.repeat(64 * 1024) } })
    expect(answer.status).toBe(413)
    expect(answer.json).toEqual({ success: false, message: 'The request body is too large: at most 64 KB' })
    expect(snapshot(api)).toBe(before)
  },
)

test('a body over the limit is refused while it streams in, without a Content-Length', async () => {
  const { api } = createTestApi()
  const held = heldBody(JSON.stringify({ email: 'x'.repeat(200 * 1024) }))
  held.release()
  const response = await api.fetch(
    new Request(`${ORIGIN}/local-auth/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: held.body,
      duplex: 'half',
    } as RequestInit),
  )
  expect(response.status).toBe(413)
  expect(await response.json()).toMatchObject({ success: false, message: expect.stringMatching(/at most 64 KB/) })
})

test.each([
  ['a field nested 100,000 levels deep', 100_000],
  ['a field nested 1,000 levels deep', 1000],
  ['a field nested 33 levels deep', 33],
])('%s is refused before it is parsed', async (_label, depth) => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const parse = vi.spyOn(JSON, 'parse')
  const answer = await call(api, 'POST', '/api/user/purchase', {
    token,
    rawBody: nestedBody('courseId', depth),
    headers: { 'Content-Type': 'application/json' },
  })
  expect(answer.status, JSON.stringify(answer.json)).toBe(depth * 2 > 64 * 1024 ? 413 : 400)
  if (answer.status === 400) {
    expect(answer.json).toEqual({
      success: false,
      message: 'The request body is nested too deeply: at most 32 levels of arrays and objects',
    })
  }
  expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('[[['))).toEqual([])
})

test('nesting up to the limit is read as usual, and brackets inside strings do not count', async () => {
  const { api } = createTestApi()
  const token = await signInAs.learner(api)
  const atLimit = await call(api, 'POST', '/api/user/purchase', {
    token,
    rawBody: nestedBody('courseId', 32),
    headers: { 'Content-Type': 'application/json' },
  })
  expect(atLimit).toMatchObject({ status: 400, json: { message: 'courseId is required' } })
  const inString = await call(api, 'POST', '/local-auth/sign-in', { body: { email: `${'['.repeat(5000)}"\\` } })
  expect(inString).toMatchObject({ status: 404, json: { message: 'No account matches that user id or email' } })
})

test('a course whose courseData nests 100,000 levels deep is refused before it is parsed', async () => {
  const { api } = createTestApi()
  const educator = await signInAs.educator(api)
  const before = snapshot(api)
  const parse = vi.spyOn(JSON, 'parse')
  const answer = await addCourse(api, educator, { courseData: nestedBody('courseContent', 100_000) })
  expect(answer.status).toBe(400)
  expect(answer.json).toEqual({
    success: false,
    message: 'courseData is nested too deeply: at most 32 levels of arrays and objects',
  })
  expect(parse.mock.calls.filter(([text]) => typeof text === 'string' && text.includes('[[['))).toEqual([])
  expect(snapshot(api)).toBe(before)
})

test('a 10 MB description with a tiny thumbnail is reported as courseData too large, not as the thumbnail', async () => {
  const { api } = createTestApi()
  const educator = await signInAs.educator(api)
  const before = snapshot(api)
  const courseData = JSON.stringify(validCourseData({ courseDescription: `<p>${'a'.repeat(10 * MB)}</p>` }))
  const thumbnail = new File([pngBytes(70)], 'pixel.png', { type: 'image/png' })
  const answer = await addCourse(api, educator, { courseData, thumbnail })
  expect(answer.status).toBe(413)
  expect(answer.json).toEqual({
    success: false,
    message: 'courseData (the course details and description) is too large: at most 1 MB',
  })
  expect(String(answer.json.message)).not.toMatch(/thumbnail/i)
  expect(snapshot(api)).toBe(before)
})

test('a thumbnail far over 5 MB with small course details is reported as the thumbnail', async () => {
  const { api } = createTestApi()
  const educator = await signInAs.educator(api)
  const thumbnail = new File([pngBytes(THUMBNAIL_MAX_BYTES + 3 * MB)], 'huge.png', { type: 'image/png' })
  const answer = await addCourse(api, educator, { courseData: JSON.stringify(validCourseData()), thumbnail })
  expect(answer).toMatchObject({ status: 413, json: { success: false, message: 'The thumbnail must be at most 5 MB' } })
})

test('an extra part in the course form is bounded too, and named', async () => {
  const { api } = createTestApi()
  const educator = await signInAs.educator(api)
  const form = new FormData()
  form.set('courseData', JSON.stringify(validCourseData()))
  form.set('courseThumbnail', new File([pngBytes()], 'cover.png', { type: 'image/png' }))
  form.set('notes', 'x'.repeat(100 * 1024))
  const answer = await call(api, 'POST', '/api/educator/add-course', { token: educator, rawBody: form })
  expect(answer).toMatchObject({
    status: 413,
    json: { success: false, message: 'The form field "notes" is too large: at most 64 KB' },
  })
})

test('the checkout form keeps its own 16 KB limit and answers with a page', async () => {
  const { api } = createTestApi()
  const response = await api.fetch(
    new Request(`${ORIGIN}/checkout/cs_test_unknown`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `cardNumber=${'4'.repeat(20 * 1024)}`,
    }),
  )
  expect(response.status).toBe(413)
  expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
  expect(await response.text()).toContain('Request too large')
})

/** A form's bytes as the browser sends them, streamed in chunks of `chunkSize`. */
async function formStream(form: FormData, chunkSize: number) {
  const request = new Request(ORIGIN, { method: 'POST', body: form })
  const bytes = new Uint8Array(await request.arrayBuffer())
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.slice(offset, offset + chunkSize))
      offset += chunkSize
    },
  })
  return { body, bytes, boundary: multipartBoundary(request.headers.get('Content-Type') ?? '') ?? '' }
}

test.each([1, 3, 7, 64, 100_000])('a form arriving in %i-byte chunks is measured part by part', async (chunkSize) => {
  const limits = { byName: { title: 12, cover: 20 }, otherParts: 4, total: 2000 }
  const fits = new FormData()
  fits.set('title', 'x'.repeat(12))
  fits.set('cover', new File(['y'.repeat(20)], 'c.png'))
  fits.set('n', 'zzzz')
  const fitting = await formStream(fits, chunkSize)
  const read = await readFormParts(fitting.body, fitting.boundary, limits)
  expect(read).toEqual({ ok: true, bytes: fitting.bytes })

  for (const [name, value] of [
    ['title', 'x'.repeat(13)],
    ['cover', new File(['y'.repeat(21)], 'c.png')],
    ['n', 'zzzzz'],
  ] as const) {
    const form = new FormData()
    form.set('title', 'short')
    form.set(name, value)
    const over = await formStream(form, chunkSize)
    expect(await readFormParts(over.body, over.boundary, limits), name).toEqual({ ok: false, part: name })
  }

  const many = new FormData()
  for (let index = 0; index < 40; index++) many.append('n', 'zzzz')
  const whole = await formStream(many, chunkSize)
  expect(await readFormParts(whole.body, whole.boundary, { ...limits, total: 1000 })).toEqual({ ok: false, part: null })
})
