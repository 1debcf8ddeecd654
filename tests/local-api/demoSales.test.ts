// @vitest-environment node
import * as v from 'valibot'
import { DEMO_ACCOUNTS } from '../../local-api/demo/accounts.ts'
import { createDemoDatabase } from '../../local-api/demo/seed.ts'
import { databaseSchema } from '../../local-api/records.ts'

const now = Date.parse('2026-11-26T12:00:00.000Z')

test('--sales N adds N completed purchases of the demo educator courses over the year before now', () => {
  const plain = createDemoDatabase()
  const database = createDemoDatabase({ sales: 10_000, now })
  expect(v.parse(databaseSchema, database)).toBeTruthy()
  const added = database.purchases.slice(plain.purchases.length)
  expect(added).toHaveLength(10_000)
  const ownCourses = new Set(
    database.courses.filter((course) => course.educator === DEMO_ACCOUNTS.educator._id).map((course) => course._id),
  )
  const pairs = new Set<string>()
  for (const purchase of added) {
    expect(purchase.status).toBe('completed')
    expect(ownCourses.has(purchase.courseId)).toBe(true)
    const time = Date.parse(purchase.createdAt)
    expect(time).toBeLessThanOrEqual(now)
    expect(time).toBeGreaterThan(now - 401 * 86_400_000)
    pairs.add(`${purchase.userId} ${purchase.courseId}`)
  }
  // Nobody buys a course twice, and every enrollment is on both sides.
  expect(pairs.size).toBe(10_000)
  const enrolled = database.courses
    .filter((course) => ownCourses.has(course._id))
    .reduce((sum, course) => sum + course.enrolledStudents.length, 0)
  const plainEnrolled = plain.courses
    .filter((course) => ownCourses.has(course._id))
    .reduce((sum, course) => sum + course.enrolledStudents.length, 0)
  expect(enrolled - plainEnrolled).toBe(10_000)
  // Seeded: the same N and now give the same data.
  expect(createDemoDatabase({ sales: 10_000, now }).purchases).toEqual(database.purchases)
})

test("the demo's own sales are dated in the year before the day the data is made, more of them in recent weeks", () => {
  const DAY = 86_400_000
  const completed = (at: number) =>
    createDemoDatabase({ now: at })
      .purchases.filter((purchase) => purchase.status === 'completed')
      .map((purchase) => Date.parse(purchase.createdAt))
  const times = completed(now)
  expect(times.length).toBeGreaterThan(10)
  for (const time of times) {
    expect(time).toBeLessThan(now)
    expect(time).toBeGreaterThan(now - 366 * DAY)
  }
  // The default chart's twelve weeks hold sales, and more of them per week than the year's average.
  const recent = times.filter((time) => time > now - 84 * DAY).length
  expect(recent).toBeGreaterThan(0)
  expect(recent / 12).toBeGreaterThan(times.length / 52)
  // The same day gives the same data; a later day moves every sale along with it.
  expect(completed(now + 3_600_000)).toEqual(times)
  expect(completed(now + 7 * DAY)).toEqual(times.map((time) => time + 7 * DAY))
})
