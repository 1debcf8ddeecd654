import * as v from 'valibot'

/*
 * Shapes of CONTRACT.md, validated at the API boundary with valibot (tree-shaken to the few checks
 * used here, and free of `new Function`, so the CSP needs no 'unsafe-eval'). Required fields are the
 * ones a screen cannot work without; everything else degrades to an empty value, so a hosted API that
 * sends fewer fields shows a dash or an empty list instead of crashing (CONTRACT.md).
 */

const text = v.nullish(v.string(), '')
const finiteNumber = v.pipe(v.number(), v.finite())

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

// The hosted API populates `educator` on public answers and leaves the bare id on educator answers.
const educatorSchema = v.pipe(
  v.nullish(
    v.union([v.string(), v.object({ _id: v.optional(v.string()), name: text, imageUrl: v.optional(v.string()) })]),
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
  courseThumbnail: text,
  coursePrice: finiteNumber,
  discount: v.nullish(finiteNumber, 0),
  isPublished: v.optional(v.boolean()),
  educator: v.optional(educatorSchema, null),
  courseRatings: v.nullish(v.array(ratingSchema), []),
  // Absent on the catalogue list (CONTRACT.md): undefined means "not sent", not "none".
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
  imageUrl: text,
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
  imageUrl: text,
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
  imageUrl: text,
  role: v.optional(v.string()),
})

export const localSessionUserSchema = v.object({
  _id: v.string(),
  name: v.string(),
  fullName: v.optional(v.string()),
  email: v.optional(v.string()),
  imageUrl: text,
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
