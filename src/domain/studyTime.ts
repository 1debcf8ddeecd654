/**
 * How much of each course is left and where the learner stands overall (docs/study-flow.md#time-left): the minutes of
 * the lectures not yet completed, the summary above My Enrollments and the groups of its "Show" filter.
 */
import { chapterDurationMinutes, courseDurationMinutes, lectureCount } from './duration'
import { enrollmentStatus } from './progress'

type TimedLecture = { readonly lectureId: string; readonly lectureDuration?: number | null }
type TimedCourse = {
  readonly courseContent?: readonly { readonly chapterContent?: readonly TimedLecture[] | null }[] | null
}

/** Where a learner is in one course; the address writes it as `?status=`. */
export type StudyStatus = 'in-progress' | 'not-started' | 'completed'

/** The "Show" filter's choices, in the order it lists them. */
export const STATUS_FILTERS = ['all', 'in-progress', 'not-started', 'completed'] as const
export type StatusFilter = (typeof STATUS_FILTERS)[number]

/** The same course with only the lectures `keep` accepts, so duration.ts's rules count them. */
function lecturesWhere(course: TimedCourse | null | undefined, keep: (lecture: TimedLecture) => boolean) {
  const chapters = Array.isArray(course?.courseContent) ? course.courseContent : []
  return {
    courseContent: chapters.map((chapter) => ({
      chapterContent: (Array.isArray(chapter?.chapterContent) ? chapter.chapterContent : []).filter(keep),
    })),
  }
}

/**
 * Whole minutes: a part of a minute still to watch is a minute, and the noise of adding fractional durations
 * (0.1 + 0.2) never adds one.
 */
function wholeMinutes(minutes: number): number {
  return Math.ceil(Math.round(minutes * 1000) / 1000)
}

/**
 * Minutes of the lectures not yet completed, in whole minutes. A lecture with no stated length (missing, zero,
 * negative or not a number) adds nothing, as in the course's duration.
 */
export function minutesLeft(course: TimedCourse | null | undefined, completedLectureIds: ReadonlySet<string>): number {
  return wholeMinutes(
    courseDurationMinutes(lecturesWhere(course, (lecture) => !completedLectureIds.has(lecture.lectureId))),
  )
}

/** Minutes of the lectures completed (ids of lectures no longer in the course count for nothing). */
export function minutesLearned(course: TimedCourse | null | undefined, completedLectureIds: ReadonlySet<string>) {
  return courseDurationMinutes(lecturesWhere(course, (lecture) => completedLectureIds.has(lecture.lectureId)))
}

/** Lectures not yet completed that have no stated length: time left cannot include them. */
export function untimedLecturesLeft(course: TimedCourse | null | undefined, completedLectureIds: ReadonlySet<string>) {
  return lectureCount(
    lecturesWhere(
      course,
      (lecture) =>
        !completedLectureIds.has(lecture.lectureId) && chapterDurationMinutes({ chapterContent: [lecture] }) === 0,
    ),
  )
}

/**
 * Completed once every lecture is (as the Status column says), not started with none completed, in progress
 * between. A course without lectures is not started.
 */
export function studyStatus(completedCount: number, totalLectures: number): StudyStatus {
  if (enrollmentStatus(completedCount, totalLectures) === 'Completed') return 'completed'
  return completedCount > 0 ? 'in-progress' : 'not-started'
}

/** The filter the address names; anything else (missing, misspelt, another case) is All. */
export function parseStatusFilter(value: string | null | undefined): StatusFilter {
  return STATUS_FILTERS.find((filter) => filter === value) ?? 'all'
}

/** How many courses each choice of the filter shows; a course whose progress is unknown (null) is in All only. */
export function statusCounts(statuses: Iterable<StudyStatus | null>): Record<StatusFilter, number> {
  const counts: Record<StatusFilter, number> = { all: 0, 'in-progress': 0, 'not-started': 0, completed: 0 }
  for (const status of statuses) {
    counts.all += 1
    if (status) counts[status] += 1
  }
  return counts
}

export type LearnerSummary = { done: number; total: number; minutesLearned: number }

/** "{done} of {total} lectures complete · {duration} learned", over the courses given. */
export function learnerSummary(
  courses: Iterable<{ course: TimedCourse; completedLectureIds: ReadonlySet<string> }>,
): LearnerSummary {
  const summary: LearnerSummary = { done: 0, total: 0, minutesLearned: 0 }
  for (const { course, completedLectureIds } of courses) {
    const learned = lecturesWhere(course, (lecture) => completedLectureIds.has(lecture.lectureId))
    summary.done += lectureCount(learned)
    summary.total += lectureCount(course)
    summary.minutesLearned += courseDurationMinutes(learned)
  }
  return summary
}
