// @vitest-environment node
import { gunzipSync } from 'node:zlib'
import * as v from 'valibot'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { courseSchema } from '../../src/api/types.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import { call, createTestApi, ORIGIN, signInAs } from './helpers.ts'

type ListedCourse = Record<string, unknown> & { _id: string }

test('the catalogue lists every published course without enrolledStudents or courseContent', async () => {
  const { api } = createTestApi()
  const { status, json } = await call(api, 'GET', '/api/course/all')
  expect(status).toBe(200)
  expect(json.success).toBe(true)
  const courses = v.parse(v.array(courseSchema), json.courses)
  expect(courses).toHaveLength(Object.keys(DEMO_COURSE_IDS).length)
  for (const course of json.courses as ListedCourse[]) {
    expect(course).not.toHaveProperty('enrolledStudents')
    expect(course).not.toHaveProperty('courseContent')
    expect(course.educator).toEqual({
      _id: expect.any(String),
      name: expect.any(String),
      imageUrl: expect.stringMatching(/^http:\/\/local\.test\//),
    })
    expect(course.courseThumbnail).toMatch(/^http:\/\/local\.test\/demo-assets\/thumbnails\/.+\.webp$/)
  }
})

test('image URLs are built from the origin the request came in on', async () => {
  const { api } = createTestApi({ allowedHosts: ['other.example'] })
  const response = await api.fetch(new Request('https://other.example:8443/api/course/all'))
  const { courses } = (await response.json()) as {
    courses: { courseThumbnail: string; educator: { imageUrl: string } }[]
  }
  expect(courses[0]?.courseThumbnail.startsWith('https://other.example:8443/demo-assets/')).toBe(true)
  expect(courses[0]?.educator.imageUrl.startsWith('https://other.example:8443/demo-assets/avatars/')).toBe(true)
  // Stored paths stay relative, so the next request on another origin gets its own URLs.
  expect(api.store.database.courses[0]?.courseThumbnail.startsWith('/')).toBe(true)
})

test('a course detail blanks the links of paid lectures and keeps free previews', async () => {
  const { api } = createTestApi()
  const id = DEMO_COURSE_IDS['react-in-practice'] ?? ''
  const { status, json } = await call(api, 'GET', `/api/course/${id}`)
  expect(status).toBe(200)
  const course = v.parse(courseSchema, json.courseData)
  expect(course._id).toBe(id)
  expect(course.enrolledStudents?.length).toBeGreaterThan(0)
  const lectures = (course.courseContent ?? []).flatMap((chapter) => chapter.chapterContent)
  const free = lectures.filter((lecture) => lecture.isPreviewFree)
  const paid = lectures.filter((lecture) => !lecture.isPreviewFree)
  expect(free.length).toBeGreaterThan(0)
  expect(paid.length).toBeGreaterThan(0)
  for (const lecture of free) expect(lecture.lectureUrl).toMatch(/^https:\/\//)
  for (const lecture of paid) expect(lecture.lectureUrl).toBe('')
  // The stored course keeps its real links.
  const stored = api.store.course(id)?.courseContent.flatMap((chapter) => chapter.chapterContent)
  expect(stored?.every((lecture) => lecture.lectureUrl.startsWith('https://'))).toBe(true)
})

test('an unknown course id answers 404 Course not found', async () => {
  const { api } = createTestApi()
  const { status, json } = await call(api, 'GET', '/api/course/000000000000000000000000')
  expect(status).toBe(404)
  expect(json).toEqual({ success: false, message: 'Course not found' })
})

test.each([
  ['GET', '/api/does-not-exist'],
  ['GET', '/api/user'],
  ['POST', '/api/course/all'],
  ['DELETE', '/api/course/all'],
  ['GET', '/local-auth/unknown'],
])('%s %s answers a JSON 404, never HTML', async (method, path) => {
  const { api } = createTestApi()
  const response = await api.fetch(new Request(`${ORIGIN}${path}`, { method }))
  expect(response.status).toBe(404)
  expect(response.headers.get('Content-Type')).toMatch(/application\/json/)
  const json = (await response.json()) as { success: boolean; message: string }
  expect(json.success).toBe(false)
  expect(json.message).toContain(path)
})

test('the catalogue is sent gzip-compressed when the client accepts it, with the same content', async () => {
  const { api } = createTestApi()
  const plain = await api.fetch(new Request(`${ORIGIN}/api/course/all`))
  const zipped = await api.fetch(
    new Request(`${ORIGIN}/api/course/all`, { headers: { 'Accept-Encoding': 'gzip, br' } }),
  )
  expect(plain.headers.get('content-encoding')).toBeNull()
  expect(zipped.headers.get('content-encoding')).toBe('gzip')
  expect(zipped.headers.get('vary')).toBe('Accept-Encoding')
  const unzipped = gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString('utf8')
  expect(JSON.parse(unzipped)).toEqual(await plain.json())
})

test('the cached catalogue answer changes as soon as the data does', async () => {
  const { api } = createTestApi()
  const courseId = DEMO_COURSE_IDS['sql-mastery'] ?? ''
  const ratingsIn = async () => {
    const { json } = await call(api, 'GET', '/api/course/all')
    const course = (json.courses as Array<{ _id: string; courseRatings: unknown[] }>).find((c) => c._id === courseId)
    return course?.courseRatings
  }
  const before = await ratingsIn()
  const token = await signInAs.learner(api)
  await call(api, 'POST', '/api/user/add-user-rating', { token, body: { courseId, rating: 1 } })
  const after = await ratingsIn()
  expect(after).toContainEqual({ userId: DEMO_ACCOUNTS.learner._id, rating: 1 })
  expect(after).not.toEqual(before)
})
