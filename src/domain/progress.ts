/**
 * Learner progress on an enrolled course (docs/product.md#my-enrollments): "On Going" until the completed
 * lectures reach the total, then "Completed".
 */

export type EnrollmentStatus = 'Completed' | 'On Going'

function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0
}

/**
 * 'Completed' once every lecture is done. A course with no lectures stays 'On Going': claiming a
 * learner completed an empty course would be false, and the original app's `completed / total === 1`
 * test (0 / 0 is NaN) gave 'On Going' too. More completed ids than lectures (a lecture removed after
 * it was completed) still counts as completed.
 */
export function enrollmentStatus(completedCount: number, totalLectures: number): EnrollmentStatus {
  const total = wholeCount(totalLectures)
  return total > 0 && wholeCount(completedCount) >= total ? 'Completed' : 'On Going'
}

/** Share of lectures completed, in [0, 100]; 0 when the course has no lectures. */
export function progressPercent(completedCount: number, totalLectures: number): number {
  const total = wholeCount(totalLectures)
  if (total === 0) return 0
  return Math.min(100, (wholeCount(completedCount) / total) * 100)
}

type ProgressCourse = {
  readonly courseContent?:
    readonly { readonly chapterContent?: readonly { readonly lectureId: string }[] | null }[] | null
}

/**
 * How many of the course's lectures are among the completed ids. Progress records can hold ids of
 * lectures that no longer exist (or duplicates); counting only current lectures keeps
 * "completed / total" honest.
 */
export function completedLectureCount(
  course: ProgressCourse | null | undefined,
  completedLectureIds: readonly string[] | null | undefined,
): number {
  if (!Array.isArray(completedLectureIds) || completedLectureIds.length === 0) return 0
  const completed = new Set(completedLectureIds)
  let count = 0
  for (const chapter of course?.courseContent ?? []) {
    for (const lecture of chapter.chapterContent ?? []) {
      if (completed.has(lecture.lectureId)) count += 1
    }
  }
  return count
}
