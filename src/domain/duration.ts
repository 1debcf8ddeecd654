/**
 * Course length (docs/product.md#business-rules): the sum of lectureDuration in minutes, shown in hours and
 * minutes; the lecture count is the number of lectures across chapters.
 */

import humanizeDuration from 'humanize-duration'
import { i18n } from '../lib/i18n'

/*
 * Structural shapes rather than the API types (the ESLint layer rule keeps domain/ free of api/
 * imports): Course from api/types, the add-course draft and the catalogue answer (which leaves
 * courseContent out, docs/api.md#what-the-hosted-api-may-leave-out) all fit them.
 */
type LectureLike = { readonly lectureDuration?: number | null }
type ChapterLike = { readonly chapterContent?: readonly LectureLike[] | null }
type CourseLike = { readonly courseContent?: readonly ChapterLike[] | null }

const MS_PER_MINUTE = 60_000

function lecturesOf(chapter: ChapterLike | null | undefined): readonly LectureLike[] {
  const lectures = chapter?.chapterContent
  return Array.isArray(lectures) ? lectures : []
}

function chaptersOf(course: CourseLike | null | undefined): readonly ChapterLike[] {
  const chapters = course?.courseContent
  return Array.isArray(chapters) ? chapters : []
}

// A negative or non-finite duration is a data error; counting it would make a total shrink or go NaN.
function countableMinutes(lecture: LectureLike | null | undefined): number {
  const minutes = lecture?.lectureDuration
  return typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0 ? minutes : 0
}

/** Total minutes of a chapter's lectures; 0 when it has none. */
export function chapterDurationMinutes(chapter: ChapterLike | null | undefined): number {
  return lecturesOf(chapter).reduce((total, lecture) => total + countableMinutes(lecture), 0)
}

/** Total minutes of every lecture in the course; 0 when the content was not sent. */
export function courseDurationMinutes(course: CourseLike | null | undefined): number {
  return chaptersOf(course).reduce((total, chapter) => total + chapterDurationMinutes(chapter), 0)
}

/** Number of lectures in a chapter. */
export function chapterLectureCount(chapter: ChapterLike | null | undefined): number {
  return lecturesOf(chapter).length
}

/** Number of lectures across all chapters. */
export function lectureCount(course: CourseLike | null | undefined): number {
  return chaptersOf(course).reduce((total, chapter) => total + chapterLectureCount(chapter), 0)
}

/**
 * False when the answer left courseContent out (the catalogue list does): a duration or lecture
 * count computed from it would be a wrong 0, so screens show a dash instead.
 */
export function hasCourseContent(course: CourseLike | null | undefined): boolean {
  return Array.isArray(course?.courseContent)
}

/**
 * `1 hour, 30 minutes`, `45 minutes`, `0 minutes` (in Hindi `1 घंटा, 30 मिनट`): in the interface language, rounded
 * to whole minutes; `–` for no value.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return '–'
  return humanizeDuration(Math.round(minutes) * MS_PER_MINUTE, {
    units: ['h', 'm'],
    round: true,
    language: i18n.locale || 'en',
    fallbacks: ['en'],
  })
}
