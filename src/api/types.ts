import * as v from 'valibot'
import { imageUrlOrEmpty } from '../domain/answerFields'

/*
 * The API's answers, validated at the boundary with valibot (tree-shaken to the few checks used here,
 * and free of `new Function`, so the CSP needs no 'unsafe-eval'). Required fields are the ones a screen
 * cannot work without; everything else degrades to an empty value, so a hosted API that sends fewer
 * fields shows a dash or an empty list instead of crashing. Image addresses (thumbnails, pictures)
 * degrade the same way: anything but http(s) (or the app's own blob: and raster data: previews) becomes
 * '', which screens show as the placeholder, so a `javascript:` address never reaches an attribute.
 * Lecture links are kept as sent: a lecture with an unusable link is still listed ("can't be played
 * here"), and the player links out only to an http(s) address.
 */

const text = v.nullish(v.string(), '')
// One check rather than a pipe of two: the catalogue runs it on every price and rating. With the educator's
// object tried first (below), 10,000 courses took about 80 ms to check in a cold process instead of 100.
const finiteNumber = v.custom<number>((value) => Number.isFinite(value))

export const lectureSchema = v.object({
  lectureId: v.string(),
  lectureTitle: text,
  lectureDuration: v.nullish(finiteNumber, 0),
  lectureUrl: text,
  isPreviewFree: v.nullish(v.boolean(), false),
  lectureOrder: v.nullish(finiteNumber, 0),
})

export const chapterSchema = v.object({
  chapterId: v.string(),
  chapterOrder: v.nullish(finiteNumber, 0),
  chapterTitle: text,
  chapterContent: v.nullish(v.array(lectureSchema), []),
})

export type Educator = { _id?: string; name: string; imageUrl?: string }

// The hosted API populates `educator` on public answers and leaves the bare id on educator answers. The
// object is tried first: the catalogue has one per course, and a failed try costs an issue object.
const educatorSchema = v.pipe(
  v.nullish(
    v.union([v.object({ _id: v.optional(v.string()), name: text, imageUrl: v.optional(v.string()) }), v.string()]),
  ),
  v.transform((value): Educator | null => {
    if (value == null) return null
    if (typeof value === 'string') return { _id: value, name: '' }
    return value
  }),
)

export const ratingSchema = v.object({ userId: v.string(), rating: finiteNumber })

// enrolledStudents is a list of ids; some answers populate it with user objects.
const enrolledStudentSchema = v.pipe(
  v.union([v.string(), v.object({ _id: v.string() })]),
  v.transform((value) => (typeof value === 'string' ? value : value._id)),
)

export const courseSchema = v.object({
  _id: v.string(),
  courseTitle: v.string(),
  courseDescription: text,
  courseThumbnail: imageUrlOrEmpty,
  coursePrice: finiteNumber,
  discount: v.nullish(finiteNumber, 0),
  isPublished: v.optional(v.boolean()),
  educator: v.optional(educatorSchema, null),
  courseRatings: v.nullish(v.array(ratingSchema), []),
  // Absent on the catalogue list: undefined means "not sent", not "none".
  enrolledStudents: v.optional(v.array(enrolledStudentSchema)),
  courseContent: v.optional(v.array(chapterSchema)),
  createdAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
})

export const userSchema = v.object({
  _id: v.string(),
  name: text,
  fullName: v.optional(v.string()),
  email: v.optional(v.string()),
  imageUrl: imageUrlOrEmpty,
  enrolledCourses: v.nullish(v.array(v.string()), []),
})

export const progressDataSchema = v.nullish(
  v.object({
    courseId: v.optional(v.string()),
    completedLectures: v.nullish(v.array(v.string()), []),
  }),
  null,
)

export const studentSchema = v.object({
  _id: v.optional(v.string()),
  name: text,
  imageUrl: imageUrlOrEmpty,
})

export const dashboardDataSchema = v.object({
  totalCourses: v.nullish(finiteNumber, 0),
  totalEarnings: v.nullish(finiteNumber, 0),
  enrolledStudentsData: v.nullish(v.array(v.object({ courseTitle: text, student: studentSchema })), []),
})

export const enrolledStudentRecordSchema = v.object({
  student: studentSchema,
  courseTitle: text,
  purchaseDate: v.optional(v.string()),
})

export const localAccountSchema = v.object({
  _id: v.string(),
  name: v.string(),
  imageUrl: imageUrlOrEmpty,
  role: v.optional(v.string()),
})

export const localSessionUserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  fullName: v.optional(v.string()),
  email: v.optional(v.string()),
  imageUrl: imageUrlOrEmpty,
  role: v.optional(v.string()),
})

export type Lecture = v.InferOutput<typeof lectureSchema>
export type Chapter = v.InferOutput<typeof chapterSchema>
export type Course = v.InferOutput<typeof courseSchema>
export type CourseRating = v.InferOutput<typeof ratingSchema>
export type User = v.InferOutput<typeof userSchema>
export type ProgressData = v.InferOutput<typeof progressDataSchema>
export type Student = v.InferOutput<typeof studentSchema>
export type DashboardData = v.InferOutput<typeof dashboardDataSchema>
export type EnrolledStudentRecord = v.InferOutput<typeof enrolledStudentRecordSchema>
export type LocalAccount = v.InferOutput<typeof localAccountSchema>
export type LocalSessionUser = v.InferOutput<typeof localSessionUserSchema>

/** What add-course sends as the `courseData` JSON text: one schema, shared with the form and the local API. */
export type { NewChapter, NewCourse, NewLecture } from '../domain/courseSchema'
