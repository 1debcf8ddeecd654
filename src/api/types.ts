import * as z from 'zod/mini'

// zod compiles object parsers with `new Function` unless told not to; our CSP has no 'unsafe-eval'.
z.config({ jitless: true })

/*
 * Shapes of CONTRACT.md, validated at the API boundary. Required fields are the ones a screen cannot
 * work without; everything else degrades to an empty value, so a hosted API that sends fewer fields
 * shows a dash or an empty list instead of crashing (CONTRACT.md).
 */

const text = z._default(z.string(), '')
const finiteNumber = z.number().check(z.refine(Number.isFinite, 'must be a finite number'))

export const lectureSchema = z.object({
  lectureId: z.string(),
  lectureTitle: text,
  lectureDuration: z._default(finiteNumber, 0),
  lectureUrl: z._default(z.nullable(z.string()), ''),
  isPreviewFree: z._default(z.boolean(), false),
  lectureOrder: z._default(finiteNumber, 0),
})

export const chapterSchema = z.object({
  chapterId: z.string(),
  chapterOrder: z._default(finiteNumber, 0),
  chapterTitle: text,
  chapterContent: z._default(z.array(lectureSchema), []),
})

// The hosted API populates `educator` on public answers and leaves the bare id on educator answers.
const educatorSchema = z.pipe(
  z.nullish(
    z.union([z.string(), z.object({ _id: z.optional(z.string()), name: text, imageUrl: z.optional(z.string()) })]),
  ),
  z.transform((value) => {
    if (value == null) return null
    if (typeof value === 'string') return { _id: value, name: '' }
    return value
  }),
)

export const ratingSchema = z.object({ userId: z.string(), rating: finiteNumber })

// enrolledStudents is a list of ids; some answers populate it with user objects.
const enrolledStudentSchema = z.pipe(
  z.union([z.string(), z.object({ _id: z.string() })]),
  z.transform((value) => (typeof value === 'string' ? value : value._id)),
)

export const courseSchema = z.object({
  _id: z.string(),
  courseTitle: z.string(),
  courseDescription: text,
  courseThumbnail: text,
  coursePrice: finiteNumber,
  discount: z._default(finiteNumber, 0),
  isPublished: z.optional(z.boolean()),
  educator: z._default(educatorSchema, null),
  courseRatings: z._default(z.array(ratingSchema), []),
  // Absent on the catalogue list (CONTRACT.md): undefined means "not sent", not "none".
  enrolledStudents: z.optional(z.array(enrolledStudentSchema)),
  courseContent: z.optional(z.array(chapterSchema)),
  createdAt: z.optional(z.string()),
  updatedAt: z.optional(z.string()),
})

export const userSchema = z.object({
  _id: z.string(),
  name: text,
  fullName: z.optional(z.string()),
  email: z.optional(z.string()),
  imageUrl: text,
  enrolledCourses: z._default(z.array(z.string()), []),
})

export const progressDataSchema = z.nullable(
  z.object({
    courseId: z.optional(z.string()),
    completedLectures: z._default(z.array(z.string()), []),
  }),
)

export const studentSchema = z.object({
  _id: z.optional(z.string()),
  name: text,
  imageUrl: text,
})

export const dashboardDataSchema = z.object({
  totalCourses: z._default(finiteNumber, 0),
  totalEarnings: z._default(finiteNumber, 0),
  enrolledStudentsData: z._default(z.array(z.object({ courseTitle: text, student: studentSchema })), []),
})

export const enrolledStudentRecordSchema = z.object({
  student: studentSchema,
  courseTitle: text,
  purchaseDate: z.optional(z.string()),
})

export const localAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: text,
  imageUrl: text,
  role: z.optional(z.string()),
})

export const localSessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  fullName: z.optional(z.string()),
  email: z.optional(z.string()),
  imageUrl: text,
  role: z.optional(z.string()),
})

export type Lecture = z.infer<typeof lectureSchema>
export type Chapter = z.infer<typeof chapterSchema>
export type Course = z.infer<typeof courseSchema>
export type CourseRating = z.infer<typeof ratingSchema>
export type User = z.infer<typeof userSchema>
export type ProgressData = z.infer<typeof progressDataSchema>
export type Student = z.infer<typeof studentSchema>
export type DashboardData = z.infer<typeof dashboardDataSchema>
export type EnrolledStudentRecord = z.infer<typeof enrolledStudentRecordSchema>
export type LocalAccount = z.infer<typeof localAccountSchema>
export type LocalSessionUser = z.infer<typeof localSessionUserSchema>

/** What add-course sends as the `courseData` JSON text (SPEC.md section 3, "Course on creation"). */
export type NewLecture = {
  lectureId: string
  lectureTitle: string
  lectureDuration: number
  lectureUrl: string
  isPreviewFree: boolean
  lectureOrder: number
}
export type NewChapter = { chapterId: string; chapterOrder: number; chapterTitle: string; chapterContent: NewLecture[] }
export type NewCourse = {
  courseTitle: string
  courseDescription: string
  coursePrice: number
  discount: number
  courseContent: NewChapter[]
}
