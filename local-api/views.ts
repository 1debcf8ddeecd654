import { absoluteUrl } from './http.ts'
import type { ChapterRecord, CourseRecord, UserRecord } from './records.ts'
import type { Store } from './store.ts'

/*
 * What each answer shows of a record (docs/api.md#shapes). Stored image paths become absolute URLs
 * on the request's origin here, at answer time, and internal fields (isListed, the sign-in
 * sessions) never leave the server.
 */

export type PersonView = { _id: string; name: string; imageUrl: string }

export function personView(origin: string, user: UserRecord): PersonView {
  return { _id: user._id, name: user.name, imageUrl: absoluteUrl(origin, user.imageUrl) }
}

/** `/api/user/data`: the User shape. */
export function userView(origin: string, user: UserRecord) {
  return {
    _id: user._id,
    name: user.name,
    fullName: user.fullName,
    email: user.email,
    imageUrl: absoluteUrl(origin, user.imageUrl),
    enrolledCourses: [...user.enrolledCourses],
  }
}

/** The local identity provider's user: the role plays the part of Clerk's public metadata. */
export function sessionUserView(origin: string, user: UserRecord) {
  const view = {
    _id: user._id,
    name: user.name,
    fullName: user.fullName,
    email: user.email,
    imageUrl: absoluteUrl(origin, user.imageUrl),
  }
  return user.role ? { ...view, role: user.role } : view
}

/** Only enrolled learners get paid lecture links (docs/api.md#what-the-hosted-api-may-leave-out): the public detail blanks them. */
function withPaidLinksBlanked(chapters: ChapterRecord[]): ChapterRecord[] {
  return chapters.map((chapter) => ({
    ...chapter,
    chapterContent: chapter.chapterContent.map((lecture) =>
      lecture.isPreviewFree ? { ...lecture } : { ...lecture, lectureUrl: '' },
    ),
  }))
}

/**
 * Course views for one answer. Educators are looked up once per answer, which keeps a
 * 10,000-course catalogue answer fast.
 */
export function createCourseViews(store: Store, origin: string) {
  const educators = new Map<string, PersonView>()

  function educatorOf(course: CourseRecord): PersonView {
    let view = educators.get(course.educator)
    if (!view) {
      const user = store.user(course.educator)
      view = user ? personView(origin, user) : { _id: course.educator, name: 'Unknown educator', imageUrl: '' }
      educators.set(course.educator, view)
    }
    return view
  }

  function base(course: CourseRecord) {
    return {
      _id: course._id,
      courseTitle: course.courseTitle,
      courseDescription: course.courseDescription,
      courseThumbnail: absoluteUrl(origin, course.courseThumbnail),
      coursePrice: course.coursePrice,
      discount: course.discount,
      isPublished: course.isPublished,
      educator: educatorOf(course),
      courseRatings: course.courseRatings.map((rating) => ({ ...rating })),
      createdAt: course.createdAt,
      updatedAt: course.updatedAt,
    }
  }

  return {
    /** `/api/course/all`: no enrolledStudents, no courseContent (as the hosted API). */
    summary: base,
    /** `/api/course/{id}`: structure with paid lecture links blanked, and the enrollment count. */
    detail: (course: CourseRecord) => ({
      ...base(course),
      enrolledStudents: [...course.enrolledStudents],
      courseContent: withPaidLinksBlanked(course.courseContent),
    }),
    /** Enrolled-courses and educator answers: everything, real lecture links included. */
    full: (course: CourseRecord) => ({
      ...base(course),
      enrolledStudents: [...course.enrolledStudents],
      courseContent: structuredClone(course.courseContent),
    }),
  }
}
