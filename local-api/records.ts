import * as v from 'valibot'

/*
 * What the local API keeps in `db.json`. The file is read back on every start and may have been
 * edited by hand, so it is checked against these schemas: a file that does not match is treated
 * as corrupt (kept aside, demo data used) instead of crashing a request later. They check the shape
 * only: the input rules of a new course (src/domain/courseSchema.ts) may grow stricter, and a course
 * accepted under older rules must not make the whole file unreadable.
 *
 * Image fields hold paths relative to the API origin (`/demo-assets/...`, `/uploads/...`); the
 * answers turn them into absolute URLs built from the request, so the same data serves the app
 * same-origin (Vite middleware) and cross-origin (standalone server).
 */

export const DATABASE_VERSION = 1

const nonEmpty = v.pipe(v.string(), v.minLength(1))
const isoDate = v.pipe(v.string(), v.isoTimestamp())
const nonNegative = v.pipe(v.number(), v.minValue(0))

export const lectureRecordSchema = v.object({
  lectureId: nonEmpty,
  lectureTitle: nonEmpty,
  lectureDuration: v.pipe(v.number(), v.gtValue(0)),
  lectureUrl: v.string(),
  isPreviewFree: v.boolean(),
  lectureOrder: v.number(),
})

export const chapterRecordSchema = v.object({
  chapterId: nonEmpty,
  chapterOrder: v.number(),
  chapterTitle: nonEmpty,
  chapterContent: v.array(lectureRecordSchema),
})

export const ratingRecordSchema = v.object({
  userId: v.string(),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
})

export const courseRecordSchema = v.object({
  _id: nonEmpty,
  courseTitle: nonEmpty,
  courseDescription: v.string(),
  courseThumbnail: v.string(),
  coursePrice: nonNegative,
  discount: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  isPublished: v.boolean(),
  /** The owner's user id; answers populate it as `{_id, name, imageUrl}`. */
  educator: v.string(),
  courseRatings: v.array(ratingRecordSchema),
  enrolledStudents: v.array(v.string()),
  courseContent: v.array(chapterRecordSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
})

export const userRecordSchema = v.object({
  _id: nonEmpty,
  name: v.string(),
  fullName: v.string(),
  email: v.string(),
  imageUrl: v.string(),
  role: v.optional(v.literal('educator')),
  enrolledCourses: v.array(v.string()),
  /** Offered in the sign-in dialog: the demo accounts and people who signed up, not the background learners. */
  isListed: v.boolean(),
  createdAt: isoDate,
})

export const purchaseRecordSchema = v.object({
  _id: nonEmpty,
  courseId: v.string(),
  userId: v.string(),
  /** Charged amount: coursePrice minus the discount, 2 decimals, fixed when the purchase is created. */
  amount: nonNegative,
  status: v.picklist(['pending', 'completed']),
  createdAt: isoDate,
  updatedAt: isoDate,
})

export const progressRecordSchema = v.object({
  userId: v.string(),
  courseId: v.string(),
  completedLectures: v.array(v.string()),
})

/** A sign-in. Only the SHA-256 of the token is stored, so a leaked data file holds no usable token. */
export const authSessionRecordSchema = v.object({
  tokenHash: v.string(),
  userId: v.string(),
  expiresAt: v.number(),
})

export const checkoutSessionRecordSchema = v.object({
  _id: v.string(),
  purchaseId: v.string(),
  /** The app origin that started the purchase (validated Origin header): where Pay and Cancel return. */
  appOrigin: v.string(),
  expiresAt: v.number(),
  paidAt: v.optional(v.number()),
})

export const databaseSchema = v.object({
  version: v.literal(DATABASE_VERSION),
  users: v.array(userRecordSchema),
  courses: v.array(courseRecordSchema),
  purchases: v.array(purchaseRecordSchema),
  progress: v.array(progressRecordSchema),
  authSessions: v.array(authSessionRecordSchema),
  checkoutSessions: v.array(checkoutSessionRecordSchema),
})

export type LectureRecord = v.InferOutput<typeof lectureRecordSchema>
export type ChapterRecord = v.InferOutput<typeof chapterRecordSchema>
export type CourseRecord = v.InferOutput<typeof courseRecordSchema>
export type UserRecord = v.InferOutput<typeof userRecordSchema>
export type PurchaseRecord = v.InferOutput<typeof purchaseRecordSchema>
export type ProgressRecord = v.InferOutput<typeof progressRecordSchema>
export type AuthSessionRecord = v.InferOutput<typeof authSessionRecordSchema>
export type CheckoutSessionRecord = v.InferOutput<typeof checkoutSessionRecordSchema>
export type Database = v.InferOutput<typeof databaseSchema>
