import * as v from 'valibot'
// @vitest-environment node
import { courseSchema } from '../../src/api/types.ts'
import { THUMBNAIL_MAX_BYTES } from '../../src/config/constants.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import {
  addCourse,
  call,
  createTestApi,
  ORIGIN,
  pngBytes,
  signInAs,
  snapshot,
  validCourseData,
  type NewCourseInput,
} from './helpers.ts'

type Chapter = { chapterContent: Record<string, unknown>[] } & Record<string, unknown>

/** A valid course with one field of the first chapter or lecture replaced. */
function withChapter(change: (chapter: Chapter) => void): Partial<NewCourseInput> {
  const data = validCourseData()
  const chapters = structuredClone(data.courseContent) as Chapter[]
  const first = chapters[0]
  if (first) change(first)
  return { courseContent: chapters }
}

function withLecture(field: string, value: unknown): Partial<NewCourseInput> {
  return withChapter((chapter) => {
    const lecture = chapter.chapterContent[1]
    if (!lecture) return
    if (value === undefined) delete lecture[field]
    else lecture[field] = value
  })
}

test('an educator adds a course: it is published at once, with its thumbnail served back', async () => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const answer = await addCourse(api, token, { courseData: JSON.stringify(validCourseData()) })
  expect(answer).toMatchObject({ status: 200, json: { success: true, message: 'Course Added' } })

  const { json } = await call(api, 'GET', '/api/course/all')
  const listed = (json.courses as unknown[]).map((course) => v.parse(courseSchema, course))
  const added = listed.find((course) => course.courseTitle === 'Rust for Web Developers')
  expect(added).toMatchObject({
    coursePrice: 59.99,
    discount: 10,
    isPublished: true,
    educator: { _id: DEMO_ACCOUNTS.educator._id, name: DEMO_ACCOUNTS.educator.name },
  })
  expect(added?.courseThumbnail).toMatch(/^http:\/\/local\.test\/uploads\/[a-f0-9]+\.png$/)

  const image = await api.fetch(new Request(added?.courseThumbnail ?? ''))
  expect(image.status).toBe(200)
  expect(image.headers.get('Content-Type')).toBe('image/png')
  expect(image.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes())

  // The stored course keeps only known fields (the editor's `collapsed` flag is dropped).
  const detail = await call(api, 'GET', `/api/course/${added?._id}`)
  const chapter = (detail.json.courseData as { courseContent: Record<string, unknown>[] }).courseContent[0]
  expect(chapter).not.toHaveProperty('collapsed')
  const mine = await call(api, 'GET', '/api/educator/courses', { token })
  expect((mine.json.courses as { _id: string }[]).some((course) => course._id === added?._id)).toBe(true)
})

test('without a thumbnail the course is refused with "Thumbnail Not Attached"', async () => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const before = snapshot(api)
  const courseData = JSON.stringify(validCourseData())
  const missing = await addCourse(api, token, { courseData, thumbnail: null })
  expect(missing).toMatchObject({ status: 400, json: { success: false, message: 'Thumbnail Not Attached' } })
  // What a browser sends for an empty file input: a part with no name and no bytes.
  const empty = await addCourse(api, token, { courseData, thumbnail: new File([], '') })
  expect(empty).toMatchObject({ status: 400, json: { success: false, message: 'Thumbnail Not Attached' } })
  expect(snapshot(api)).toBe(before)
})

test.each<[string, Partial<NewCourseInput>, RegExp]>([
  ['an empty title', { courseTitle: '   ' }, /^courseTitle is required$/],
  ['a missing title', { courseTitle: undefined }, /^courseTitle is required$/],
  ['a description that is not text', { courseDescription: 42 }, /^courseDescription/],
  ['a negative price', { coursePrice: -1 }, /^coursePrice must be a number of 0 or more$/],
  ['a price sent as text', { coursePrice: '10' }, /^coursePrice/],
  ['a discount above 100', { discount: 101 }, /^discount must be a number from 0 to 100$/],
  ['a negative discount', { discount: -5 }, /^discount/],
  ['content that is not a list', { courseContent: 'chapters' }, /^courseContent must be a list of chapters$/],
  ['no chapters', { courseContent: [] }, /^courseContent must have at least one chapter$/],
  [
    'a chapter without a title',
    withChapter((chapter) => (chapter.chapterTitle = '')),
    /^Chapter 1: chapterTitle is required$/,
  ],
  ['a chapter without an id', withChapter((chapter) => delete chapter.chapterId), /^Chapter 1: chapterId is required$/],
  ['a chapter order of 0', withChapter((chapter) => (chapter.chapterOrder = 0)), /^Chapter 1: chapterOrder/],
  [
    'a chapter without lectures',
    withChapter((chapter) => (chapter.chapterContent = [])),
    /^Chapter 1: chapterContent must have at least one lecture$/,
  ],
  ['a lecture without an id', withLecture('lectureId', undefined), /^Chapter 1, lecture 2: lectureId is required$/],
  ['a lecture without a title', withLecture('lectureTitle', ''), /^Chapter 1, lecture 2: lectureTitle is required$/],
  ['a lecture of 0 minutes', withLecture('lectureDuration', 0), /^Chapter 1, lecture 2: lectureDuration/],
  ['a lecture duration as text', withLecture('lectureDuration', '12'), /lectureDuration/],
  [
    'a javascript: lecture URL',
    withLecture('lectureUrl', 'javascript:alert(1)'),
    /^Chapter 1, lecture 2: lectureUrl must be an http or https link$/,
  ],
  [
    'an ftp lecture URL',
    withLecture('lectureUrl', 'ftp://example.com/video.mp4'),
    /lectureUrl must be an http or https link/,
  ],
  ['a lecture URL that is not a URL', withLecture('lectureUrl', 'youtube video'), /lectureUrl/],
  ['a lecture without isPreviewFree', withLecture('isPreviewFree', undefined), /isPreviewFree must be true or false/],
  ['a lecture order that is not whole', withLecture('lectureOrder', 1.5), /lectureOrder/],
  ['two lectures with one id', withLecture('lectureId', 'lec-a1'), /lectureId "lec-a1" is used twice/],
])('a course with %s is refused with a message naming the field', async (_label, overrides, message) => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const before = snapshot(api)
  const answer = await addCourse(api, token, { courseData: JSON.stringify(validCourseData(overrides)) })
  expect(answer.status).toBe(400)
  expect(answer.json.success).toBe(false)
  expect(answer.json.message).toMatch(message)
  expect(snapshot(api)).toBe(before)
})

test.each([
  ['missing', undefined, 'courseData is required'],
  ['not JSON', '{"courseTitle":', 'courseData is not valid JSON'],
  ['a JSON list', '[]', 'courseData must be a JSON object'],
])('courseData that is %s is refused', async (_label, courseData, message) => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const before = snapshot(api)
  const answer = await addCourse(api, token, { courseData })
  expect(answer).toMatchObject({ status: 400, json: { success: false, message } })
  expect(snapshot(api)).toBe(before)
})

test('a JSON body instead of multipart is refused', async () => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const answer = await call(api, 'POST', '/api/educator/add-course', { token, body: validCourseData() })
  expect(answer.status).toBe(400)
  expect(answer.json.message).toMatch(/multipart\/form-data/)
})

const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj')
const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>')

test.each([
  [
    'an SVG named .png with type image/png',
    new File([svg], 'cover.png', { type: 'image/png' }),
    400,
    /PNG, JPEG, WebP or GIF/,
  ],
  [
    'a PDF named .jpg with type image/jpeg',
    new File([pdf], 'cover.jpg', { type: 'image/jpeg' }),
    400,
    /PNG, JPEG, WebP or GIF/,
  ],
  ['HTML declared as image/gif', new File([html], 'cover.gif', { type: 'image/gif' }), 400, /PNG, JPEG, WebP or GIF/],
  ['an empty file', new File([], 'cover.png', { type: 'image/png' }), 400, /empty/],
  [
    'a PNG over 5 MB',
    new File([pngBytes(THUMBNAIL_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }),
    413,
    /at most 5 MB/,
  ],
  [
    'a huge body',
    new File([pngBytes(THUMBNAIL_MAX_BYTES + 2 * 1024 * 1024)], 'huge.png', { type: 'image/png' }),
    413,
    /at most 5 MB/,
  ],
])('a thumbnail that is %s is refused and nothing is stored', async (_label, thumbnail, status, message) => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const before = snapshot(api)
  const answer = await addCourse(api, token, { courseData: JSON.stringify(validCourseData()), thumbnail })
  expect(answer.status).toBe(status)
  expect(answer.json.success).toBe(false)
  expect(answer.json.message).toMatch(message)
  expect(snapshot(api)).toBe(before)
})

const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70])
const gif = new TextEncoder().encode('GIF89a\x01\x00\x01\x00')
const webp = new Uint8Array([...new TextEncoder().encode('RIFF'), 36, 0, 0, 0, ...new TextEncoder().encode('WEBPVP8 ')])

test.each([
  [
    'a PNG at exactly 5 MB',
    new File([pngBytes(THUMBNAIL_MAX_BYTES)], 'cover.png', { type: 'image/png' }),
    'png',
    'image/png',
  ],
  ['a JPEG with no declared type', new File([jpeg], 'photo', { type: '' }), 'jpg', 'image/jpeg'],
  ['a GIF named .png', new File([gif], 'cover.png', { type: 'image/png' }), 'gif', 'image/gif'],
  ['a WebP', new File([webp], 'cover.webp', { type: 'image/webp' }), 'webp', 'image/webp'],
])('%s is accepted and served with the type its bytes show', async (_label, thumbnail, extension, contentType) => {
  const { api } = createTestApi()
  const token = await signInAs.educator(api)
  const answer = await addCourse(api, token, { courseData: JSON.stringify(validCourseData()), thumbnail })
  expect(answer.json).toEqual({ success: true, message: 'Course Added' })
  const course = api.store.database.courses.at(-1)
  expect(course?.courseThumbnail).toMatch(new RegExp(`^/uploads/[a-f0-9]+\\.${extension}$`))
  const image = await api.fetch(new Request(`${ORIGIN}${course?.courseThumbnail}`))
  expect(image.headers.get('Content-Type')).toBe(contentType)
})

test('upload paths outside the generated names are not served', async () => {
  const { api } = createTestApi()
  for (const path of ['/uploads/..%2Fdb.json', '/uploads/db.json', '/uploads/abc.svg', '/uploads/']) {
    const response = await api.fetch(new Request(`${ORIGIN}${path}`))
    expect(response.status).toBe(404)
  }
})
