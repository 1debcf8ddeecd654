/**
 * The learner's path through a course (docs/study-flow.md): every lecture in course order with its
 * "{chapter}.{lecture}" number, the lecture to continue with, and the neighbours of the one playing.
 * Course order is the order the player lists: chapters as sent, lectures as sent within each chapter.
 */

type StudyLecture = { readonly lectureId: string; readonly lectureTitle: string }
type StudyChapter<L> = { readonly chapterTitle?: string; readonly chapterContent?: readonly L[] | null }
type StudyCourse<L> = { readonly courseContent?: readonly StudyChapter<L>[] | null }

/** One lecture in course order: where it sits (indexes) and the number the player shows. */
export type StudyStep<L extends StudyLecture = StudyLecture> = {
  readonly chapterIndex: number
  readonly lectureIndex: number
  readonly number: string
  readonly lecture: L
}

/** Every lecture of the course in course order; chapters without lectures add nothing. */
export function studySteps<L extends StudyLecture>(course: StudyCourse<L> | null | undefined): StudyStep<L>[] {
  const chapters = Array.isArray(course?.courseContent) ? course.courseContent : []
  return chapters.flatMap((chapter, chapterIndex) => {
    const lectures: readonly L[] = Array.isArray(chapter?.chapterContent) ? chapter.chapterContent : []
    return lectures.map((lecture, lectureIndex) => ({
      chapterIndex,
      lectureIndex,
      number: `${chapterIndex + 1}.${lectureIndex + 1}`,
      lecture,
    }))
  })
}

/**
 * The lecture to continue with: the first in course order that is not completed; when every one is
 * completed, the first. `null` only for a course without lectures. Completed ids of lectures that no
 * longer exist change nothing.
 */
export function nextLectureToStudy<L extends StudyLecture>(
  steps: readonly StudyStep<L>[],
  completedLectureIds: ReadonlySet<string>,
): StudyStep<L> | null {
  return steps.find((step) => !completedLectureIds.has(step.lecture.lectureId)) ?? steps[0] ?? null
}

/** The lectures before and after the one at (chapterIndex, lectureIndex), across chapters; null at either end. */
export function neighbouringLectures<L extends StudyLecture>(
  steps: readonly StudyStep<L>[],
  chapterIndex: number,
  lectureIndex: number,
): { previous: StudyStep<L> | null; next: StudyStep<L> | null } {
  const at = steps.findIndex((step) => step.chapterIndex === chapterIndex && step.lectureIndex === lectureIndex)
  if (at === -1) return { previous: null, next: null }
  return { previous: steps[at - 1] ?? null, next: steps[at + 1] ?? null }
}

/** "{chapter}.{lecture} {title}", as the player heads a lecture. */
export function lectureLabel(step: StudyStep): string {
  return `${step.number} ${step.lecture.lectureTitle}`
}

/** True when the course has lectures and every one of them is completed. */
export function isCourseComplete(steps: readonly StudyStep[], completedLectureIds: ReadonlySet<string>): boolean {
  return steps.length > 0 && steps.every((step) => completedLectureIds.has(step.lecture.lectureId))
}

/** Positions closer than this to either end of a lecture are not worth resuming. */
export const RESUME_MARGIN_SECONDS = 5

/**
 * Where to start a lecture from a kept position (whole seconds), or null to start at the beginning: a position
 * near the start, at or past the end of the lecture (a stale or hand-edited value), or not a number gives null.
 * The length is the lecture's duration in minutes as the course states it; unknown lengths trust the position.
 */
export function resumePosition(savedSeconds: number | null, lectureMinutes: number | null | undefined): number | null {
  if (savedSeconds === null || !Number.isFinite(savedSeconds) || savedSeconds < RESUME_MARGIN_SECONDS) return null
  const length =
    typeof lectureMinutes === 'number' && Number.isFinite(lectureMinutes) && lectureMinutes > 0
      ? lectureMinutes * 60
      : null
  if (length !== null && savedSeconds >= length - RESUME_MARGIN_SECONDS) return null
  return Math.floor(savedSeconds)
}

/** "mm:ss" (or "h:mm:ss" past an hour) for a position in seconds. */
export function formatPosition(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`
}
