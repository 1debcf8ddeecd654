// @vitest-environment node
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { createLocalApi } from '../../local-api/app.ts'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { DEMO_COURSE_IDS } from '../../local-api/demo/seed.ts'
import { writeFileAtomic } from '../../local-api/persistence.ts'
import { databaseSchema } from '../../local-api/records.ts'
import {
  addCourse,
  APP_ORIGIN,
  call,
  createTestLogger,
  makeTempDir,
  pngBytes,
  removeDir,
  signInAs,
  START_TIME,
  startCheckout,
  TEST_HOST,
  submitCheckout,
  validCourseData,
} from './helpers.ts'

let dataDir = ''

beforeEach(async () => {
  dataDir = await makeTempDir()
})

afterEach(async () => {
  await removeDir(dataDir)
})

function openApi(logger = createTestLogger()) {
  return createLocalApi({ dataDir, now: () => START_TIME, logger, allowedHosts: [TEST_HOST], appOrigins: [APP_ORIGIN] })
}

async function readDatabase() {
  return v.parse(databaseSchema, JSON.parse(await readFile(path.join(dataDir, 'db.json'), 'utf8')))
}

test('a missing data file is created from the demo data', async () => {
  const logger = createTestLogger()
  const api = openApi(logger)
  await api.close()
  const saved = await readDatabase()
  expect(saved.courses.map((course) => course._id)).toEqual(Object.values(DEMO_COURSE_IDS))
  expect(logger.warnings).toEqual([])
})

test('everything survives a restart: sign-ups, sign-ins, purchases, progress, ratings and uploads', async () => {
  const first = openApi()
  const signUp = await call(first, 'POST', '/local-auth/sign-up', {
    body: { name: 'Ada Lovelace', email: 'ada@example.com' },
  })
  const token = String(signUp.json.token)
  const courseId = DEMO_COURSE_IDS['git-github-teams'] ?? ''
  const { sessionPath } = await startCheckout(first, token, courseId)
  await submitCheckout(first, sessionPath, { cardNumber: '4242424242424242' })
  const lectureId = first.store.course(courseId)?.courseContent[0]?.chapterContent[1]?.lectureId
  await call(first, 'POST', '/api/user/update-course-progress', { token, body: { courseId, lectureId } })
  await call(first, 'POST', '/api/user/add-user-rating', { token, body: { courseId, rating: 3 } })
  const educator = await signInAs.educator(first)
  await addCourse(first, educator, { courseData: JSON.stringify(validCourseData()) })
  await first.close()

  // A new instance on the same folder: what a dev-server restart does.
  const second = openApi()
  const data = await call(second, 'GET', '/api/user/data', { token })
  expect(data.status).toBe(200)
  expect(data.json.user).toMatchObject({ name: 'Ada Lovelace', enrolledCourses: [courseId] })
  const progress = await call(second, 'POST', '/api/user/get-course-progress', { token, body: { courseId } })
  expect(progress.json.progressData).toEqual({ courseId, completedLectures: [lectureId] })
  expect(second.store.course(courseId)?.courseRatings).toContainEqual({
    userId: (data.json.user as { _id: string })._id,
    rating: 3,
  })
  const added = second.store.database.courses.at(-1)
  expect(added?.courseTitle).toBe('Rust for Web Developers')
  const image = await second.fetch(new Request(`http://local.test${added?.courseThumbnail}`))
  expect(image.status).toBe(200)
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngBytes())
  expect((await call(second, 'GET', '/local-auth/session', { token: educator })).status).toBe(200)
  await second.close()
})

test('a corrupt data file is kept aside with a warning naming it, and the demo data is used', async () => {
  const file = path.join(dataDir, 'db.json')
  const corrupt = '{"version":1,"users":[ this is not JSON'
  await writeFile(file, corrupt)
  const logger = createTestLogger()
  const api = openApi(logger)
  await api.close()

  expect(logger.warnings).toHaveLength(1)
  expect(logger.warnings[0]).toContain(file)
  const aside = (await readdir(dataDir)).filter((name) => name.startsWith('db.json.corrupt-'))
  expect(aside).toHaveLength(1)
  expect(logger.warnings[0]).toContain(aside[0])
  expect(await readFile(path.join(dataDir, aside[0] ?? ''), 'utf8')).toBe(corrupt)
  expect((await readDatabase()).courses).toHaveLength(Object.keys(DEMO_COURSE_IDS).length)
  expect((await call(api, 'GET', '/api/course/all')).json.courses).toHaveLength(Object.keys(DEMO_COURSE_IDS).length)
})

test('a file that is JSON but not our data is also kept aside, never overwritten', async () => {
  const file = path.join(dataDir, 'db.json')
  const foreign = JSON.stringify({ version: 1, users: 'everyone' })
  await writeFile(file, foreign)
  const logger = createTestLogger()
  const api = openApi(logger)
  await api.close()
  expect(logger.warnings[0]).toMatch(/users/)
  const aside = (await readdir(dataDir)).find((name) => name.startsWith('db.json.corrupt-'))
  expect(await readFile(path.join(dataDir, aside ?? ''), 'utf8')).toBe(foreign)
  await expect(readDatabase()).resolves.toBeTruthy()
})

test('writes are atomic and serialised: a burst of changes leaves one valid file and no temporary files', async () => {
  const api = openApi()
  const token = await signInAs.learner(api)
  const courseId = DEMO_COURSE_IDS['sql-mastery'] ?? ''
  const lectureIds =
    api.store
      .course(courseId)
      ?.courseContent.flatMap((chapter) => chapter.chapterContent.map((lecture) => lecture.lectureId)) ?? []
  await Promise.all([
    ...lectureIds.map((lectureId) =>
      call(api, 'POST', '/api/user/update-course-progress', { token, body: { courseId, lectureId } }),
    ),
    ...[1, 2, 3, 4, 5].map((rating) =>
      call(api, 'POST', '/api/user/add-user-rating', { token, body: { courseId, rating } }),
    ),
  ])
  await api.close()
  expect(await readdir(dataDir)).toEqual(['db.json'])
  const saved = await readDatabase()
  const progress = saved.progress.find(
    (record) => record.userId === DEMO_ACCOUNTS.learner._id && record.courseId === courseId,
  )
  expect(progress?.completedLectures).toEqual(lectureIds)
})

test('a write that fails at the rename leaves the target untouched and no temporary file behind', async () => {
  // A non-empty folder cannot be replaced by a file, so the final rename fails after the temporary file is written.
  const target = path.join(dataDir, 'db.json')
  await mkdir(target)
  await writeFile(path.join(target, 'keep.txt'), 'old content')
  await expect(writeFileAtomic(target, 'new content')).rejects.toThrow()
  expect(await readdir(dataDir)).toEqual(['db.json'])
  expect(await readFile(path.join(target, 'keep.txt'), 'utf8')).toBe('old content')
})

test('reset restores the demo data and forgets uploads', async () => {
  const api = openApi()
  const educator = await signInAs.educator(api)
  await addCourse(api, educator, { courseData: JSON.stringify(validCourseData()) })
  await call(api, 'POST', '/local-auth/sign-up', { body: { name: 'Temp User', email: 'temp@example.com' } })
  expect(existsSync(path.join(dataDir, 'uploads'))).toBe(true)
  await api.reset()
  expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false)
  const saved = await readDatabase()
  expect(saved.courses).toHaveLength(Object.keys(DEMO_COURSE_IDS).length)
  expect(saved.users.some((user) => user.email === 'temp@example.com')).toBe(false)
  expect((await call(api, 'GET', '/local-auth/session', { token: educator })).status).toBe(401)
})

test('in-memory mode touches no disk', async () => {
  const missingDir = path.join(dataDir, 'never-created')
  const api = createLocalApi({
    dataDir: missingDir,
    persist: false,
    logger: createTestLogger(),
    allowedHosts: [TEST_HOST],
  })
  const educator = await signInAs.educator(api)
  await addCourse(api, educator, { courseData: JSON.stringify(validCourseData()) })
  await api.reset()
  await api.close()
  expect(existsSync(missingDir)).toBe(false)
})
