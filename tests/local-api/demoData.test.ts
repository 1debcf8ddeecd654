// @vitest-environment node
import sharp from 'sharp'
import * as v from 'valibot'
import { courseSchema } from '../../src/api/types.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_SPECS } from '../../local-api/demo/courses.ts'
import { generateExtraCourses } from '../../local-api/demo/generator.ts'
import { createDemoDatabase, DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import { databaseSchema } from '../../local-api/records.ts'
import { call, createTestApi, ORIGIN } from './helpers.ts'

const database = createDemoDatabase()
const lecturesOf = (courseId: string) =>
  database.courses
    .find((course) => course._id === courseId)
    ?.courseContent.flatMap((chapter) => chapter.chapterContent) ?? []

test('the demo catalogue reads like a real one', () => {
  expect(v.parse(databaseSchema, database)).toBeTruthy()
  const { courses } = database
  expect(courses.length).toBeGreaterThanOrEqual(12)
  expect(new Set(courses.map((course) => course.courseTitle)).size).toBe(courses.length)
  expect(new Set(courses.map((course) => course.coursePrice)).size).toBeGreaterThan(8)
  expect(new Set(courses.map((course) => course.discount)).size).toBeGreaterThan(6)
  for (const course of courses) {
    expect(course.courseContent.length).toBeGreaterThanOrEqual(2)
    expect(course.courseContent.length).toBeLessThanOrEqual(6)
    expect(course.discount).toBeGreaterThanOrEqual(0)
    expect(course.discount).toBeLessThanOrEqual(60)
    for (const tag of ['<h2>', '<p>', '<li>', '<strong>', '<a href="https://'])
      expect(course.courseDescription).toContain(tag)
    const lectures = course.courseContent.flatMap((chapter) => chapter.chapterContent)
    expect(lectures.some((lecture) => lecture.isPreviewFree)).toBe(true)
    expect(lectures.some((lecture) => !lecture.isPreviewFree)).toBe(true)
    for (const lecture of lectures) {
      expect(lecture.lectureUrl).toMatch(/^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]{11}$/)
    }
    expect(course.createdAt).toMatch(/^202[56]-/)
  }
  const urls = courses.flatMap((course) => lecturesOf(course._id).map((lecture) => lecture.lectureUrl))
  expect(urls.some((url) => url.includes('watch?v='))).toBe(true)
  expect(urls.some((url) => url.includes('youtu.be/'))).toBe(true)
  expect(database.courses.some((course) => course.courseDescription.includes('<ol>'))).toBe(true)
  expect(courses.filter((course) => course.courseRatings.length === 0)).toHaveLength(1)
  expect(courses.filter((course) => course.courseRatings.length === 1)).toHaveLength(1)
})

test('enrollments, ratings and purchases agree with each other', () => {
  const users = new Map(database.users.map((user) => [user._id, user]))
  for (const course of database.courses) {
    for (const student of course.enrolledStudents) expect(users.get(student)?.enrolledCourses).toContain(course._id)
    for (const { userId } of course.courseRatings) expect(course.enrolledStudents).toContain(userId)
    const completed = database.purchases.filter(
      (purchase) => purchase.courseId === course._id && purchase.status === 'completed',
    )
    expect(completed.map((purchase) => purchase.userId).sort()).toEqual([...course.enrolledStudents].sort())
  }
})

test('the demo accounts are set up for their stories', () => {
  const learner = database.users.find((user) => user._id === DEMO_ACCOUNTS.learner._id)
  expect(learner?.enrolledCourses.length).toBeGreaterThanOrEqual(2)
  expect(learner?.enrolledCourses.length).toBeLessThanOrEqual(3)
  const learnerProgress = database.progress.filter((record) => record.userId === DEMO_ACCOUNTS.learner._id)
  const partial = learnerProgress.filter(
    (record) => record.completedLectures.length < lecturesOf(record.courseId).length,
  )
  expect(partial.length).toBeGreaterThanOrEqual(1)

  const educatorCourses = database.courses.filter((course) => course.educator === DEMO_ACCOUNTS.educator._id)
  expect(educatorCourses.length).toBeGreaterThan(0)
  const sales = database.purchases.filter((purchase) =>
    educatorCourses.some((course) => course._id === purchase.courseId),
  )
  expect(sales.some((purchase) => purchase.status === 'completed')).toBe(true)
  expect(database.courses.some((course) => course.educator === DEMO_ACCOUNTS.secondEducator._id)).toBe(true)

  const fresh = database.users.find((user) => user._id === DEMO_ACCOUNTS.freshLearner._id)
  expect(fresh?.enrolledCourses).toEqual([])
  expect(database.progress.some((record) => record.userId === DEMO_ACCOUNTS.freshLearner._id)).toBe(false)
  expect(database.purchases.some((purchase) => purchase.userId === DEMO_ACCOUNTS.freshLearner._id)).toBe(false)
})

test('the exported course ids match the seeded courses, in catalogue order', () => {
  expect(Object.keys(DEMO_COURSE_IDS)).toEqual(DEMO_COURSE_SPECS.map((spec) => spec.slug))
  expect(database.courses.map((course) => course._id)).toEqual(Object.values(DEMO_COURSE_IDS))
  expect(createDemoDatabase()).toEqual(database)
})

function expectImageHeaders(response: Response, type: string) {
  expect(response.status).toBe(200)
  expect(response.headers.get('Content-Type')).toBe(type)
  expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'")
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
}

test('every demo thumbnail is served as its own WebP picture', async () => {
  const { api } = createTestApi()
  const { json } = await call(api, 'GET', '/api/course/all')
  const courses = v.parse(v.array(courseSchema), json.courses)
  const pictures = await Promise.all(
    courses.map(async (course) => {
      const response = await api.fetch(new Request(course.courseThumbnail))
      expectImageHeaders(response, 'image/webp')
      return Buffer.from(await response.arrayBuffer())
    }),
  )
  for (const picture of pictures) {
    expect(picture.subarray(0, 4).toString('latin1')).toBe('RIFF')
    expect(picture.subarray(8, 12).toString('latin1')).toBe('WEBP')
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'webp', width: 640, height: 360 })
  }
  expect(new Set(pictures.map((picture) => picture.toString('base64'))).size).toBe(courses.length)
})

test('demo avatars, and thumbnails saved before as .svg, are SVGs that cannot run scripts', async () => {
  const { api } = createTestApi()
  const { json } = await call(api, 'GET', '/api/course/all')
  const courses = v.parse(v.array(courseSchema), json.courses)
  const asDrawing = (url: string) => url.replace(/\.webp$/, '.svg')
  const drawings = new Set([
    ...courses.map((course) => asDrawing(course.courseThumbnail)),
    ...courses.map((course) => course.educator?.imageUrl ?? ''),
  ])
  for (const url of drawings) {
    const response = await api.fetch(new Request(url))
    expectImageHeaders(response, 'image/svg+xml; charset=utf-8')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).not.toMatch(/<script|on\w+=/i)
  }
  const thumbnail = await api.fetch(new Request(asDrawing(courses[0]?.courseThumbnail ?? '')))
  expect(await thumbnail.text()).toContain('viewBox="0 0 1280 720"')
})

test.each([
  '/demo-assets/thumbnails/unknown.svg',
  '/demo-assets/thumbnails/unknown.webp',
  '/demo-assets/thumbnails/g-0-1.png',
  '/demo-assets/thumbnails/../db.json',
  '/demo-assets/avatars/ab-1.svg',
  '/demo-assets/avatars/AB-99.svg',
])('%s is not found', async (path) => {
  const { api } = createTestApi()
  expect((await api.fetch(new Request(`${ORIGIN}${path}`))).status).toBe(404)
})

test('generated courses are deterministic, varied and valid', () => {
  const generated = generateExtraCourses(10_000)
  expect(generated).toHaveLength(10_000)
  expect(generateExtraCourses(200)).toEqual(generateExtraCourses(200))
  // Titles do not depend on how many courses are asked for, only dates are spread over the count.
  expect(generateExtraCourses(50).map((course) => course.title)).toEqual(
    generated.slice(0, 50).map((course) => course.title),
  )
  expect(new Set(generated.map((course) => course.title)).size).toBe(10_000)
  const words = new Set(generated.flatMap((course) => course.title.split(' ')))
  expect(words.size).toBeGreaterThan(200)

  const big = createDemoDatabase({ extraCourses: 300 })
  expect(v.parse(databaseSchema, big).courses).toHaveLength(DEMO_COURSE_SPECS.length + 300)
  expect(new Set(big.courses.map((course) => course._id)).size).toBe(big.courses.length)
})

test('a catalogue with generated courses is served with working thumbnails', async () => {
  const { api } = createTestApi({ extraCourses: 40 })
  const { json } = await call(api, 'GET', '/api/course/all')
  const courses = v.parse(v.array(courseSchema), json.courses)
  expect(courses).toHaveLength(DEMO_COURSE_SPECS.length + 40)
  const last = courses.at(-1)
  expect((await api.fetch(new Request(last?.courseThumbnail ?? ''))).status).toBe(200)
  const detail = await call(api, 'GET', `/api/course/${last?._id}`)
  expect(v.parse(courseSchema, detail.json.courseData).courseContent?.length).toBeGreaterThanOrEqual(2)
})
