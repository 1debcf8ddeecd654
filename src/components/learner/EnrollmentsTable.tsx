import { Trans, useLingui } from '@lingui/react/macro'
import { Award } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Course, Lecture } from '../../api/types'
import { useAuth } from '../../auth/AuthContext'
import { paths } from '../../config/paths'
import { courseDurationMinutes, formatDuration, hasCourseContent, lectureCount } from '../../domain/duration'
import { progressPercent } from '../../domain/progress'
import { isCourseComplete, lectureLabel, nextLectureToStudy, studySteps } from '../../domain/studyPath'
import { minutesLeft, studyStatus, untimedLecturesLeft } from '../../domain/studyTime'
import { useCompletionDay } from '../../hooks/useCompletionDay'
import type { CourseProgress } from '../../queries/progress'
import type { PlayerLocationState } from './CoursePlayer'
import { CourseThumbnail } from '../common/CourseThumbnail'
import { ProgressBar } from '../common/ProgressBar'
import { PlanStudyTime } from './PlanStudyTime'

type EnrollmentsTableProps = {
  /** Newest first, as AppContext gives them. */
  courses: readonly Course[]
  progress: ReadonlyMap<string, CourseProgress>
}

/*
 * Below the sm breakpoint each row becomes a card. Changing the display of table elements makes some
 * browsers drop their table semantics, so the roles are restated; screen readers keep the columns.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role -- see above: the roles restate the native ones so they survive the display change */

/** My Enrollments (docs/product.md#my-enrollments): Course (thumbnail, title, progress bar), Duration, Completed, Status. */
export function EnrollmentsTable({ courses, progress }: EnrollmentsTableProps) {
  return (
    <table role="table" className="w-full text-left text-sm text-slate-700 max-sm:block sm:text-base">
      <caption className="sr-only">
        <Trans>Your enrolled courses, newest first</Trans>
      </caption>
      <thead role="rowgroup" className="border-b border-slate-200 bg-slate-50 text-slate-900 max-sm:sr-only">
        <tr role="row">
          <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
            <Trans>Course</Trans>
          </th>
          <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
            <Trans>Duration</Trans>
          </th>
          <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
            <Trans>Completed</Trans>
          </th>
          <th role="columnheader" scope="col" className="px-4 py-3 font-semibold">
            <Trans>Status</Trans>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="max-sm:block max-sm:space-y-4">
        {courses.map((course) => (
          <EnrollmentRow
            key={course._id}
            course={course}
            progress={progress.get(course._id) ?? { status: 'pending' }}
          />
        ))}
      </tbody>
    </table>
  )
}

function EnrollmentRow({ course, progress }: { course: Course; progress: CourseProgress }) {
  const total = lectureCount(course)
  const duration = hasCourseContent(course) ? formatDuration(courseDurationMinutes(course)) : '–'
  const isKnown = progress.status === 'success'
  const completed = isKnown ? progress.completed : 0
  const percent = Math.round(progressPercent(completed, total))
  const isCompleted = isKnown && studyStatus(completed, total) === 'completed'
  // Known progress with lectures still to do: time left and the plan. None for a completed course.
  const left =
    progress.status === 'success' && !isCompleted && total > 0
      ? {
          minutes: minutesLeft(course, progress.completedLectureIds),
          untimed: untimedLecturesLeft(course, progress.completedLectureIds),
        }
      : null
  const courseTitle = course.courseTitle
  const { t } = useLingui()
  const timeLeft = left ? formatDuration(left.minutes) : ''

  return (
    <tr
      role="row"
      className="border-b border-slate-200 last:border-b-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:rounded-lg max-sm:border max-sm:p-4 max-sm:last:border-b"
    >
      <td role="cell" className="px-4 py-4 align-middle max-sm:col-span-2 max-sm:p-0">
        <div className="flex items-center gap-3 sm:gap-4">
          <CourseThumbnail
            src={course.courseThumbnail}
            width={112}
            height={63}
            isLazy
            className="aspect-video w-20 shrink-0 rounded-md bg-slate-100 object-cover sm:w-28"
          />
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words text-slate-900">{course.courseTitle}</p>
            {progress.status === 'success' && (
              <StudyLinks course={course} completedLectureIds={progress.completedLectureIds} />
            )}
            {isKnown && (
              <ProgressBar
                value={percent}
                max={100}
                label={{ text: t`Progress in ${courseTitle}` }}
                valueText={`${percent}%`}
                className="mt-2 max-w-64"
              />
            )}
          </div>
        </div>
      </td>
      <td role="cell" className="px-4 py-4 align-middle max-sm:p-0">
        <CardLabel>
          <Trans>Duration</Trans>
        </CardLabel>
        <span className="block">{duration}</span>
        {left && <span className="mt-1 block text-sm text-slate-600">{t`${timeLeft} left`}</span>}
      </td>
      <td role="cell" className="px-4 py-4 align-middle max-sm:p-0">
        <CardLabel>
          <Trans>Completed</Trans>
        </CardLabel>
        {progress.status === 'success' ? (
          <span>{t`${completed} / ${total} Lectures`}</span>
        ) : progress.status === 'error' ? (
          <span>
            <span aria-hidden="true">–</span>
            <span className="sr-only">
              <Trans>Progress unavailable</Trans>
            </span>
          </span>
        ) : (
          <span>
            <span aria-hidden="true">…</span>
            <span className="sr-only">
              <Trans>Loading progress</Trans>
            </span>
          </span>
        )}
      </td>
      <td role="cell" className="px-4 py-4 align-middle max-sm:col-span-2 max-sm:p-0">
        <div className="flex flex-col items-start gap-2 max-sm:items-stretch">
          <Link
            to={paths.player(course._id)}
            className={`inline-block rounded-md px-3 py-2 text-center text-sm font-medium whitespace-nowrap max-sm:block sm:px-4 ${
              isCompleted
                ? 'bg-emerald-700 text-white hover:bg-emerald-800'
                : 'bg-brand-600 text-white hover:bg-brand-700'
            }`}
          >
            {isCompleted ? t`Completed` : isKnown ? t`On Going` : t`Open`}
            <span className="sr-only">: {course.courseTitle}</span>
          </Link>
          {left && (
            <PlanStudyTime
              courseId={course._id}
              courseTitle={courseTitle}
              minutesLeft={left.minutes}
              untimedLecturesLeft={left.untimed}
              className="max-sm:justify-center"
            />
          )}
        </div>
      </td>
    </tr>
  )
}

/**
 * Under the title (docs/study-flow.md#my-enrollments): "Next: 2.3 {title}" opening that lecture in the
 * player while the course is not complete, then "Certificate" once it is.
 */
function StudyLinks({ course, completedLectureIds }: { course: Course; completedLectureIds: ReadonlySet<string> }) {
  const steps = studySteps<Lecture>(course)
  const isComplete = isCourseComplete(steps, completedLectureIds)
  const { user } = useAuth()
  const { t } = useLingui()
  useCompletionDay(user?.id ?? null, course._id, isComplete)
  if (isComplete) {
    return (
      <Link
        to={paths.certificate(course._id)}
        className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <Award aria-hidden="true" className="size-4" />
        <Trans>Certificate</Trans>
        <span className="sr-only">: {course.courseTitle}</span>
      </Link>
    )
  }
  const next = nextLectureToStudy(steps, completedLectureIds)
  if (!next) return null
  const state: PlayerLocationState = { openLectureId: next.lecture.lectureId }
  const nextLecture = lectureLabel(next)
  return (
    <Link
      to={paths.player(course._id)}
      state={state}
      className="mt-1 block text-sm break-words text-brand-700 underline-offset-2 hover:underline"
    >
      {t`Next: ${nextLecture}`}
    </Link>
  )
}

/** The column name inside a card on phones; screen readers already get it from the header row. */
function CardLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium tracking-wide text-slate-500 uppercase sm:hidden">
      {children}
    </span>
  )
}
