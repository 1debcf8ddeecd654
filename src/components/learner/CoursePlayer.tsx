import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { useLocation } from 'react-router-dom'
import type { Course, Lecture } from '../../api/types'
import { useAuth } from '../../auth/AuthContext'
import { useAppContext } from '../../context/AppContext'
import { completedLectureCount } from '../../domain/progress'
import {
  isCourseComplete,
  neighbouringLectures,
  nextLectureToStudy,
  studySteps,
  type StudyStep,
} from '../../domain/studyPath'
import { minutesLeft, untimedLecturesLeft } from '../../domain/studyTime'
import { useCompletionDay } from '../../hooks/useCompletionDay'
import { useStudyPreferences } from '../../hooks/useStudyPreferences'
import { useStudyShortcuts } from '../../hooks/useStudyShortcuts'
import { useCourseProgress, useMarkLectureComplete, usePendingLectureIds } from '../../queries/progress'
import { OutOfDateNotice } from '../common/OutOfDateNotice'
import { ProgressBar } from '../common/ProgressBar'
import { CompletionDialog } from './CompletionDialog'
import { CourseRating } from './CourseRating'
import { LecturePanel } from './LecturePanel'
import { PlanStudyTime } from './PlanStudyTime'
import { PlayerCourseStructure, type LecturePosition } from './PlayerCourseStructure'
import { CourseThumbnail } from '../common/CourseThumbnail'
import { ShortcutsDialog } from './ShortcutsDialog'
import { ContinueButton } from './StudyNavigation'

const NO_LECTURES: ReadonlySet<string> = new Set()

/** What My Enrollments' "Next: …" link hands the player: the lecture to open at once. */
export type PlayerLocationState = { openLectureId?: string }

function openLectureFrom(state: unknown): string | null {
  const id = (state as PlayerLocationState | null)?.openLectureId
  return typeof id === 'string' ? id : null
}

/**
 * The player for a course the learner owns (docs/product.md#player, docs/study-flow.md). On phones the video
 * comes first, so "Watch" does not leave it below a long list; from md up it is the right column and stays in view.
 */
export function CoursePlayer({ course }: { course: Course }) {
  const { userData, enrolledCourses } = useAppContext()
  const { user } = useAuth()
  const location = useLocation()
  const steps = useMemo(() => studySteps<Lecture>(course), [course])
  const [chosen, setChosen] = useState<LecturePosition | null>(() => {
    const openId = openLectureFrom(location.state)
    const step = openId ? steps.find((candidate) => candidate.lecture.lectureId === openId) : undefined
    return step ? { chapterIndex: step.chapterIndex, lectureIndex: step.lectureIndex } : null
  })
  const [isCelebrating, setCelebrating] = useState(false)
  const [isShortcutsOpen, setShortcutsOpen] = useState(false)
  // The lecture opened by "Autoplay next lecture": the only one that starts playing by itself.
  const [autoplayLectureId, setAutoplayLectureId] = useState<string | null>(null)
  const userId = user?.id ?? null
  const [preferences, updatePreferences] = useStudyPreferences(userId)

  const progress = useCourseProgress(course._id)
  const savedForLater = usePendingLectureIds(course._id)
  const completedLectures = progress.data
  const completedLectureIds = useMemo(
    () => (completedLectures ? new Set(completedLectures) : NO_LECTURES),
    [completedLectures],
  )
  // The dialog opens only for a lecture marked here, once the server's progress says the course is done.
  const { markComplete, isPending: isMarking } = useMarkLectureComplete(course._id, {
    onSaved: () => setCelebrating(true),
  })
  const isComplete = completedLectures !== undefined && isCourseComplete(steps, completedLectureIds)
  useCompletionDay(userId, course._id, isComplete)

  // The lecture is looked up again on every render, so a refreshed course shows its current data.
  const step = chosen
    ? steps.find((s) => s.chapterIndex === chosen.chapterIndex && s.lectureIndex === chosen.lectureIndex)
    : undefined
  const { previous, next } = step
    ? neighbouringLectures(steps, step.chapterIndex, step.lectureIndex)
    : { previous: null, next: null }
  // Until progress is known the next lecture is unknown too; a failed load falls back to the first lecture.
  const continueStep = progress.status === 'pending' ? null : nextLectureToStudy(steps, completedLectureIds)
  const raterId = userData.data?._id ?? user?.id
  const previousRating = course.courseRatings.find((entry) => entry.userId === raterId)?.rating ?? null
  const choose = (target: StudyStep<Lecture>, options?: { autoplay: boolean }) => {
    setAutoplayLectureId(options?.autoplay ? target.lecture.lectureId : null)
    setChosen({ chapterIndex: target.chapterIndex, lectureIndex: target.lectureIndex })
  }
  const canMark = step && !completedLectureIds.has(step.lecture.lectureId) && !savedForLater.has(step.lecture.lectureId)

  useStudyShortcuts(preferences.singleKeyShortcuts, {
    // Before a lecture is chosen, N opens the one "Continue" names.
    n: () => (step ? next && choose(next) : continueStep && choose(continueStep)),
    p: () => previous && choose(previous),
    m: () => step && canMark && markComplete(step.lecture.lectureId),
    '?': () => setShortcutsOpen(true),
  })

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 md:px-10">
      <h1 className="mb-4 text-2xl font-semibold break-words text-slate-900 sm:text-3xl">{course.courseTitle}</h1>
      <OutOfDateNotice resources={[enrolledCourses, progress]} />
      {completedLectures !== undefined && steps.length > 0 && (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <StudyProgress completed={completedLectureCount(course, completedLectures)} total={steps.length} />
          {/* Only once the progress is known: the time left counts the lectures not completed yet. */}
          {!isComplete && (
            <PlanStudyTime
              courseId={course._id}
              courseTitle={course.courseTitle}
              minutesLeft={minutesLeft(course, completedLectureIds)}
              untimedLecturesLeft={untimedLecturesLeft(course, completedLectureIds)}
            />
          )}
        </div>
      )}
      <div className="mt-2 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="md:sticky md:top-6 md:col-start-2 md:row-start-1 md:self-start">
          {step ? (
            <LecturePanel
              key={step.lecture.lectureId}
              courseId={course._id}
              courseTitle={course.courseTitle}
              steps={steps}
              userId={userId}
              lecture={step.lecture}
              number={step.number}
              isCompleted={completedLectureIds.has(step.lecture.lectureId)}
              isSavedForLater={savedForLater.has(step.lecture.lectureId)}
              onMarkComplete={() => markComplete(step.lecture.lectureId)}
              isMarking={isMarking}
              previous={previous}
              next={next}
              onChoose={choose}
              autoplay={autoplayLectureId === step.lecture.lectureId}
              preferences={preferences}
              onPreferencesChange={updatePreferences}
              onShowShortcuts={() => setShortcutsOpen(true)}
            />
          ) : (
            <>
              <CourseThumbnail
                src={course.courseThumbnail}
                width={640}
                height={360}
                className="aspect-video w-full rounded-lg bg-slate-100 object-cover"
              />
              {continueStep && <ContinueButton step={continueStep} onChoose={choose} />}
            </>
          )}
        </div>
        <div className="md:col-start-1 md:row-start-1">
          <h2 className="text-xl font-semibold text-slate-900">
            <Trans>Course Structure</Trans>
          </h2>
          {progress.status === 'error' && (
            <p role="status" className="mt-3 text-sm text-slate-600">
              <Trans>Your progress could not be loaded.</Trans>{' '}
              <button
                type="button"
                onClick={() => void progress.reload()}
                className="font-medium text-brand-700 underline hover:text-brand-900"
              >
                <Trans>Try again</Trans>
              </button>
            </p>
          )}
          <PlayerCourseStructure
            course={course}
            completedLectureIds={completedLectureIds}
            chosen={chosen}
            onWatch={(position) => {
              setAutoplayLectureId(null)
              setChosen(position)
            }}
          />
          <div className="mt-8">
            <CourseRating courseId={course._id} previousRating={previousRating} />
          </div>
        </div>
      </div>
      <CompletionDialog
        open={isCelebrating && isComplete}
        onClose={() => setCelebrating(false)}
        courseId={course._id}
        courseTitle={course.courseTitle}
        previousRating={previousRating}
      />
      <ShortcutsDialog
        open={isShortcutsOpen}
        onClose={() => setShortcutsOpen(false)}
        enabled={preferences.singleKeyShortcuts}
        onEnabledChange={(enabled) => updatePreferences({ singleKeyShortcuts: enabled })}
      />
    </div>
  )
}

/** "{completed} of {total} lectures complete" and its bar. */
function StudyProgress({ completed, total }: { completed: number; total: number }) {
  const labelId = useId()
  const { t } = useLingui()
  const text = t`${completed} of ${total} lectures complete`
  return (
    <div className="w-full max-w-md">
      <p id={labelId} className="text-sm text-slate-700">
        {text}
      </p>
      <ProgressBar value={completed} max={total} label={{ labelledBy: labelId }} valueText={text} className="mt-1.5" />
    </div>
  )
}
