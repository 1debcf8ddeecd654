import { seededObjectId } from '../ids.ts'
import { purchaseAmount } from '../money.ts'
import {
  DATABASE_VERSION,
  type ChapterRecord,
  type CourseRecord,
  type Database,
  type PurchaseRecord,
  type UserRecord,
} from '../records.ts'
import { BACKGROUND_LEARNERS, DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts'
import { avatarPathFor, thumbnailPathFor } from './artwork.ts'
import { DEMO_COURSE_SPECS, type DemoCourseSpec } from './courses.ts'
import {
  GENERATED_EDUCATORS,
  GENERATED_LEARNERS,
  generateExtraCourses,
  person,
  type GeneratedCourse,
} from './generator.ts'
import { createRandom, youtubeId, youtubeUrl } from './random.ts'

/*
 * Builds the whole demo database from the specs: users, courses, completed purchases (which make
 * the enrollments, enrolledStudents and educator earnings agree with each other), two pending
 * purchases (to show that earnings count completed purchases only), and the learner's progress.
 */

const ACCOUNT_CREATED_AT: Record<keyof typeof DEMO_ACCOUNTS, string> = {
  educator: '2024-11-18T10:00:00.000Z',
  secondEducator: '2025-02-27T09:00:00.000Z',
  learner: '2025-01-09T18:30:00.000Z',
  freshLearner: '2026-10-30T12:00:00.000Z',
}

/** Purchases that were started but never paid: they must not count as earnings or enrollments. */
const PENDING_PURCHASES: readonly (readonly [learner: string, course: string, date: string])[] = [
  ['chloe', 'machine-learning-foundations', '2026-09-01T15:20:00.000Z'],
  ['samuel', 'data-structures-algorithms-java', '2026-10-12T08:45:00.000Z'],
]

/** The learner has finished one course and is part-way through another (docs/api.md#demo-accounts). */
const LEARNER_PROGRESS: Readonly<Record<string, number | 'all'>> = {
  'javascript-essentials': 'all',
  'react-in-practice': 4,
}

function userRecord(account: DemoAccount, createdAt: string, isListed: boolean): UserRecord {
  const user: UserRecord = {
    _id: account._id,
    name: account.name,
    fullName: account.name,
    email: account.email,
    imageUrl: avatarPathFor(account.name),
    enrolledCourses: [],
    isListed,
    createdAt,
  }
  if (account.role) user.role = account.role
  return user
}

/** Background learner keys are the first word of their id suffix: `user_bg_meera` is `meera`. */
function learnerIdFor(key: string): string {
  if (key in DEMO_ACCOUNTS) return DEMO_ACCOUNTS[key as keyof typeof DEMO_ACCOUNTS]._id
  const learner = BACKGROUND_LEARNERS.find((candidate) => candidate._id === `user_bg_${key}`)
  if (!learner) throw new Error(`Demo data names an unknown learner "${key}"`)
  return learner._id
}

function hashSeed(text: string): number {
  let hash = 2166136261
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619)
  return hash >>> 0
}

function demoChapters(spec: DemoCourseSpec): ChapterRecord[] {
  const random = createRandom(hashSeed(spec.slug))
  let lectureNumber = 0
  return spec.chapters.map((chapter, chapterIndex) => ({
    chapterId: `${spec.slug}-ch${chapterIndex + 1}`,
    chapterOrder: chapterIndex + 1,
    chapterTitle: chapter.title,
    chapterContent: chapter.lectures.map(([title, minutes, isPreviewFree = false], lectureIndex) => {
      lectureNumber += 1
      const videoId = lectureNumber === 1 && spec.previewVideoId ? spec.previewVideoId : youtubeId(random)
      return {
        lectureId: `${spec.slug}-ch${chapterIndex + 1}-lec${lectureIndex + 1}`,
        lectureTitle: title,
        lectureDuration: minutes,
        lectureUrl: youtubeUrl(videoId, lectureNumber % 2 === 1 ? 'watch' : 'short'),
        isPreviewFree,
        lectureOrder: lectureIndex + 1,
      }
    }),
  }))
}

/** A purchase paid a few minutes after it was started, as a real checkout would be. */
function completedPurchase(id: string, course: CourseRecord, userId: string, date: string): PurchaseRecord {
  return {
    _id: id,
    courseId: course._id,
    userId,
    amount: purchaseAmount(course.coursePrice, course.discount),
    status: 'completed',
    createdAt: date,
    updatedAt: new Date(Date.parse(date) + 3 * 60_000).toISOString(),
  }
}

type Enrollment = { userId: string; date: string; rating?: number }

/** Applies enrollments to a course and its learners, and records the matching completed purchases. */
function enroll(database: Database, users: Map<string, UserRecord>, course: CourseRecord, enrollments: Enrollment[]) {
  for (const { userId, date, rating } of enrollments) {
    const user = users.get(userId)
    if (!user) throw new Error(`Demo enrollment for unknown user ${userId}`)
    user.enrolledCourses.push(course._id)
    course.enrolledStudents.push(userId)
    if (rating !== undefined) course.courseRatings.push({ userId, rating })
    const serial = database.purchases.length + 1
    database.purchases.push(completedPurchase(seededObjectId(date, serial), course, userId, date))
  }
}

function demoCourse(spec: DemoCourseSpec, serial: number): CourseRecord {
  return {
    _id: seededObjectId(spec.createdAt, serial),
    courseTitle: spec.title,
    courseDescription: spec.description,
    courseThumbnail: thumbnailPathFor(spec.slug),
    coursePrice: spec.price,
    discount: spec.discount,
    isPublished: true,
    educator: DEMO_ACCOUNTS[spec.owner]._id,
    courseRatings: [],
    enrolledStudents: [],
    courseContent: demoChapters(spec),
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
  }
}

function generatedCourse(course: GeneratedCourse, serial: number): CourseRecord {
  const id = seededObjectId(course.createdAt, serial)
  return {
    _id: id,
    courseTitle: course.title,
    courseDescription: course.description,
    courseThumbnail: thumbnailPathFor(course.thumbnailKey),
    coursePrice: course.price,
    discount: course.discount,
    isPublished: true,
    educator: course.educatorId,
    courseRatings: [],
    enrolledStudents: [],
    courseContent: course.chapters.map((chapter, chapterIndex) => ({
      chapterId: `${id}-ch${chapterIndex + 1}`,
      chapterOrder: chapterIndex + 1,
      chapterTitle: chapter.title,
      chapterContent: chapter.lectures.map((lecture, lectureIndex) => ({
        lectureId: `${id}-ch${chapterIndex + 1}-lec${lectureIndex + 1}`,
        lectureTitle: lecture.title,
        lectureDuration: lecture.minutes,
        lectureUrl: lecture.url,
        isPreviewFree: lecture.isPreviewFree,
        lectureOrder: lectureIndex + 1,
      })),
    })),
    createdAt: course.createdAt,
    updatedAt: course.createdAt,
  }
}

/** Stable ids of the demo courses by slug, for tests and e2e specs (e.g. `DEMO_COURSE_IDS['sql-mastery']`). */
export const DEMO_COURSE_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  DEMO_COURSE_SPECS.map((spec, index) => [spec.slug, seededObjectId(spec.createdAt, index + 1)]),
)

/** How far back `--sales` spreads its purchases: a little over a year, so both chart periods fill up. */
const SALES_SPREAD_DAYS = 400

/**
 * `--sales N`: N more completed purchases of the demo educator's courses, by generated buyers, spread over the
 * SALES_SPREAD_DAYS days before `now` (recent ones more often), about a third of them rated. Seeded, so the
 * same N and `now` give the same data.
 */
function addSales(database: Database, users: Map<string, UserRecord>, count: number, now: number): void {
  const courses = database.courses.filter((course) => course.educator === DEMO_ACCOUNTS.educator._id)
  if (courses.length === 0) return
  const random = createRandom(hashSeed(`sales-${count}`))
  const joined = new Date(now - (SALES_SPREAD_DAYS + 30) * 86_400_000).toISOString()
  const sales: { course: CourseRecord; enrollment: Enrollment }[] = []
  for (let index = 0; index < count; index++) {
    // Each buyer buys each course at most once: buyer k takes the courses in turn.
    const buyerIndex = Math.floor(index / courses.length)
    const course = courses[index % courses.length]
    if (!course) continue
    let user = users.get(person('buyer', buyerIndex)._id)
    if (!user) {
      user = userRecord(person('buyer', buyerIndex), joined, false)
      database.users.push(user)
      users.set(user._id, user)
    }
    const daysAgo = Math.floor(random.next() ** 1.5 * SALES_SPREAD_DAYS)
    const date = new Date(now - daysAgo * 86_400_000 - random.int(0, 86_399) * 1000).toISOString()
    const enrollment: Enrollment = { userId: user._id, date }
    if (random.chance(0.3)) enrollment.rating = random.pick([5, 5, 5, 4, 4, 4, 3, 2, 1])
    sales.push({ course, enrollment })
  }
  sales.sort((a, b) => a.enrollment.date.localeCompare(b.enrollment.date))
  for (const { course, enrollment } of sales) enroll(database, users, course, [enrollment])
}

const DAY_MS = 86_400_000

/** Midnight UTC of the day `time` falls in: data made twice in one day is the same. */
function startOfDay(time: number): number {
  return Math.floor(time / DAY_MS) * DAY_MS
}

/** How far back the demo's own sales reach: the dashboard's longest period. */
const DEMO_SALES_DAYS = 364

/**
 * Re-dates the demo's sales to the year before `today`, keeping their order and time of day, more of them in recent
 * weeks: a fresh dashboard ("Last 12 weeks" by default), the per-course figures and Students Enrolled then show
 * movement whenever the data is made or reset, not a flat line at dates long past.
 */
function datedBefore(today: number, enrollments: Enrollment[]): void {
  const inOrder = [...enrollments].sort((a, b) => a.date.localeCompare(b.date))
  inOrder.forEach((enrollment, index) => {
    const age = 1 - (index + 0.5) / inOrder.length
    const daysAgo = 1 + Math.round(DEMO_SALES_DAYS * age * age)
    enrollment.date = `${new Date(today - daysAgo * DAY_MS).toISOString().slice(0, 10)}${enrollment.date.slice(10)}`
  })
}

export function createDemoDatabase(options: { extraCourses?: number; sales?: number; now?: number } = {}): Database {
  const database: Database = {
    version: DATABASE_VERSION,
    users: [],
    courses: [],
    purchases: [],
    progress: [],
    authSessions: [],
    checkoutSessions: [],
  }
  const accounts = Object.entries(DEMO_ACCOUNTS) as [keyof typeof DEMO_ACCOUNTS, DemoAccount][]
  for (const [key, account] of accounts) database.users.push(userRecord(account, ACCOUNT_CREATED_AT[key], true))
  BACKGROUND_LEARNERS.forEach((learner, index) => {
    const joined = new Date(Date.parse('2025-01-20T12:00:00.000Z') + index * 9 * 86_400_000).toISOString()
    database.users.push(userRecord(learner, joined, false))
  })
  const users = new Map(database.users.map((user) => [user._id, user]))

  // Purchases are applied in date order so every learner's enrolledCourses lists courses as bought.
  const demoEnrollments: { course: CourseRecord; enrollment: Enrollment }[] = []
  const today = startOfDay(options.now ?? Date.now())
  DEMO_COURSE_SPECS.forEach((spec, index) => {
    const course = demoCourse(spec, index + 1)
    database.courses.push(course)
    for (const [learner, day, rating] of spec.enrollments) {
      const time = `T${String(8 + (demoEnrollments.length % 12)).padStart(2, '0')}:${String((demoEnrollments.length * 7) % 60).padStart(2, '0')}:00.000Z`
      const enrollment: Enrollment = { userId: learnerIdFor(learner), date: `${day}${time}` }
      if (rating !== undefined) enrollment.rating = rating
      demoEnrollments.push({ course, enrollment })
    }
  })
  datedBefore(
    today,
    demoEnrollments.map(({ enrollment }) => enrollment),
  )
  demoEnrollments.sort((a, b) => a.enrollment.date.localeCompare(b.enrollment.date))
  for (const { course, enrollment } of demoEnrollments) enroll(database, users, course, [enrollment])

  const courseBySlug = new Map(DEMO_COURSE_SPECS.map((spec, index) => [spec.slug, database.courses[index]]))
  for (const [learner, slug, date] of PENDING_PURCHASES) {
    const course = courseBySlug.get(slug)
    if (!course) throw new Error(`Pending purchase names an unknown course "${slug}"`)
    const purchase = completedPurchase(
      seededObjectId(date, database.purchases.length + 1),
      course,
      learnerIdFor(learner),
      date,
    )
    database.purchases.push({ ...purchase, status: 'pending', updatedAt: date })
  }

  for (const [slug, count] of Object.entries(LEARNER_PROGRESS)) {
    const course = courseBySlug.get(slug)
    if (!course) throw new Error(`Progress names an unknown course "${slug}"`)
    const lectureIds = course.courseContent.flatMap((chapter) =>
      chapter.chapterContent.map((lecture) => lecture.lectureId),
    )
    database.progress.push({
      userId: DEMO_ACCOUNTS.learner._id,
      courseId: course._id,
      completedLectures: count === 'all' ? lectureIds : lectureIds.slice(0, count),
    })
  }

  const extraCourses = options.extraCourses ?? 0
  if (extraCourses > 0) {
    const joined = '2024-12-01T09:00:00.000Z'
    for (const educator of GENERATED_EDUCATORS) {
      const user = userRecord({ ...educator, role: 'educator' }, joined, false)
      database.users.push(user)
      users.set(user._id, user)
    }
    for (const learner of GENERATED_LEARNERS) {
      const user = userRecord(learner, joined, false)
      database.users.push(user)
      users.set(user._id, user)
    }
    generateExtraCourses(extraCourses).forEach((generated, index) => {
      const course = generatedCourse(generated, DEMO_COURSE_SPECS.length + index + 1)
      database.courses.push(course)
      enroll(
        database,
        users,
        course,
        generated.enrollments.map(({ learnerId, date, rating }) =>
          rating === undefined ? { userId: learnerId, date } : { userId: learnerId, date, rating },
        ),
      )
    })
  }
  if ((options.sales ?? 0) > 0) addSales(database, users, options.sales ?? 0, options.now ?? Date.now())
  return database
}
