import * as z from 'zod'

/*
 * What the local API keeps in `db.json`. The file is read back on every start and may have been
 * edited by hand, so it is checked against these schemas: a file that does not match is treated
 * as corrupt (kept aside, demo data used) instead of crashing a request later.
 *
 * Image fields hold paths relative to the API origin (`/demo-assets/...`, `/uploads/...`); the
 * answers turn them into absolute URLs built from the request, so the same data serves the app
 * same-origin (Vite middleware) and cross-origin (standalone server).
 */

export const DATABASE_VERSION = 1

const isoDate = z.iso.datetime()

export const lectureRecordSchema = z.object({
  lectureId: z.string().min(1),
  lectureTitle: z.string().min(1),
  lectureDuration: z.number().positive(),
  lectureUrl: z.string(),
  isPreviewFree: z.boolean(),
  lectureOrder: z.number(),
})

export const chapterRecordSchema = z.object({
  chapterId: z.string().min(1),
  chapterOrder: z.number(),
  chapterTitle: z.string().min(1),
  chapterContent: z.array(lectureRecordSchema),
})

export const ratingRecordSchema = z.object({ userId: z.string(), rating: z.number().int().min(1).max(5) })

export const courseRecordSchema = z.object({
  _id: z.string().min(1),
  courseTitle: z.string().min(1),
  courseDescription: z.string(),
  courseThumbnail: z.string(),
  coursePrice: z.number().nonnegative(),
  discount: z.number().min(0).max(100),
  isPublished: z.boolean(),
  /** The owner's user id; answers populate it as `{_id, name, imageUrl}`. */
  educator: z.string(),
  courseRatings: z.array(ratingRecordSchema),
  enrolledStudents: z.array(z.string()),
  courseContent: z.array(chapterRecordSchema),
  createdAt: isoDate,
  updatedAt: isoDate,
})

export const userRecordSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  fullName: z.string(),
  email: z.string(),
  imageUrl: z.string(),
  role: z.optional(z.literal('educator')),
  enrolledCourses: z.array(z.string()),
  /** Offered in the sign-in dialog: the demo accounts and people who signed up, not the background learners. */
  isListed: z.boolean(),
  createdAt: isoDate,
})

export const purchaseRecordSchema = z.object({
  _id: z.string().min(1),
  courseId: z.string(),
  userId: z.string(),
  /** Charged amount: coursePrice minus the discount, 2 decimals, fixed when the purchase is created. */
  amount: z.number().nonnegative(),
  status: z.enum(['pending', 'completed']),
  createdAt: isoDate,
  updatedAt: isoDate,
})

export const progressRecordSchema = z.object({
  userId: z.string(),
  courseId: z.string(),
  completedLectures: z.array(z.string()),
})

/** A sign-in. Only the SHA-256 of the token is stored, so a leaked data file holds no usable token. */
export const authSessionRecordSchema = z.object({
  tokenHash: z.string(),
  userId: z.string(),
  expiresAt: z.number(),
})

export const checkoutSessionRecordSchema = z.object({
  _id: z.string(),
  purchaseId: z.string(),
  /** The app origin that started the purchase (validated Origin header): where Pay and Cancel return. */
  appOrigin: z.string(),
  expiresAt: z.number(),
  paidAt: z.optional(z.number()),
})

export const databaseSchema = z.object({
  version: z.literal(DATABASE_VERSION),
  users: z.array(userRecordSchema),
  courses: z.array(courseRecordSchema),
  purchases: z.array(purchaseRecordSchema),
  progress: z.array(progressRecordSchema),
  authSessions: z.array(authSessionRecordSchema),
  checkoutSessions: z.array(checkoutSessionRecordSchema),
})

export type LectureRecord = z.infer<typeof lectureRecordSchema>
export type ChapterRecord = z.infer<typeof chapterRecordSchema>
export type CourseRecord = z.infer<typeof courseRecordSchema>
export type UserRecord = z.infer<typeof userRecordSchema>
export type PurchaseRecord = z.infer<typeof purchaseRecordSchema>
export type ProgressRecord = z.infer<typeof progressRecordSchema>
export type AuthSessionRecord = z.infer<typeof authSessionRecordSchema>
export type CheckoutSessionRecord = z.infer<typeof checkoutSessionRecordSchema>
export type Database = z.infer<typeof databaseSchema>
