import { Trans, useLingui } from '@lingui/react/macro'
import { CircleCheck, CloudUpload, RotateCcw } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Lecture } from '../../api/types'
import { formatPosition, type StudyStep } from '../../domain/studyPath'
import { useLecturePosition } from '../../hooks/useLecturePosition'
import { isLanguage, DEFAULT_LANGUAGE } from '../../lib/language'
import { writeLecturePosition, type StudyPreferences } from '../../lib/studyStorage'
import { LectureVideo } from './LectureVideo'
import { LectureNotes } from './notes/LectureNotes'
import { LectureSteps } from './StudyNavigation'
import { StudyOptions } from './StudyOptions'
import { UpNext } from './UpNext'

type LecturePanelProps = {
  courseId: string
  /** The course's title and lectures in course order, for the notes under the video. */
  courseTitle: string
  steps: readonly StudyStep<Lecture>[]
  userId: string | null
  lecture: Lecture
  /** "{chapter}.{lecture}" */
  number: string
  isCompleted: boolean
  /** Marked complete without a connection: sent once the browser is back online. */
  isSavedForLater: boolean
  onMarkComplete: () => void
  isMarking: boolean
  previous: StudyStep<Lecture> | null
  next: StudyStep<Lecture> | null
  /** `autoplay`: the next lecture was opened by "Autoplay next lecture" and starts playing. */
  onChoose: (step: StudyStep<Lecture>, options?: { autoplay: boolean }) => void
  /** This lecture was opened by autoplay: it starts playing. */
  autoplay: boolean
  preferences: StudyPreferences
  onPreferencesChange: (change: Partial<StudyPreferences>) => void
  onShowShortcuts: () => void
}

/**
 * The player's right column once a lecture is chosen: the video (resumed where the learner left it, at their
 * speed), "chapter.lecture title", "Mark as Complete", the previous and next lectures and the study options.
 * Keyed by lecture, so choosing another one starts fresh.
 */
export function LecturePanel(props: LecturePanelProps) {
  const { courseId, userId, lecture, number, isCompleted, isSavedForLater, onMarkComplete, isMarking } = props
  const { previous, next, onChoose, autoplay, preferences, onPreferencesChange, onShowShortcuts } = props
  const { courseTitle, steps } = props
  const panelRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const position = useLecturePosition(userId, courseId, lecture)
  const [isUpNext, setUpNext] = useState(false)
  const { i18n } = useLingui()

  // "Watch" sits far from the video on phones: bring the video into view and tell screen readers what plays.
  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  const resumedAt = position.resumedAt === null ? '' : formatPosition(position.resumedAt)

  const playNext = useCallback(() => {
    if (next) onChoose(next, { autoplay: true })
  }, [next, onChoose])

  return (
    <div ref={panelRef} className="scroll-mt-4">
      <LectureVideo
        url={lecture.lectureUrl ?? ''}
        title={`${number} ${lecture.lectureTitle}`}
        playback={{
          startSeconds: position.resumedAt,
          playbackRate: preferences.playbackRate,
          autoplay,
          captions: {
            on: preferences.captions === 'on',
            language: isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE,
          },
          onReady: position.onReady,
          onEnded: () => {
            position.onEnded()
            // The same call as the button, so it is sent once however often the end is reported (the mutation's
            // latch, then the lecture shows as completed or saved for later) and waits offline like a press.
            if (preferences.completeOnEnd && !isCompleted && !isSavedForLater) onMarkComplete()
            if (preferences.autoplayNext && next) setUpNext(true)
          },
          onPlaybackRateChange: (rate) => onPreferencesChange({ playbackRate: rate }),
        }}
      />
      {position.isResumeShown && position.resumedAt !== null && (
        <p role="status" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <Trans>Resumed at {resumedAt}</Trans>
          <button
            type="button"
            onClick={position.startOver}
            className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            <Trans>Start over</Trans>
          </button>
        </p>
      )}
      {isUpNext && next && <UpNext next={next} onPlay={playNext} onCancel={() => setUpNext(false)} />}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="min-w-0 text-lg font-semibold break-words text-slate-900">
          {number} {lecture.lectureTitle}
        </h2>
        <MarkCompleteButton
          onMarkComplete={onMarkComplete}
          isBusy={isMarking}
          isCompleted={isCompleted}
          isSavedForLater={isSavedForLater}
        />
      </div>
      <LectureSteps previous={previous} next={next} onChoose={onChoose} />
      <StudyOptions
        preferences={preferences}
        onChange={(change) => {
          if (change.playbackRate !== undefined) position.player()?.setPlaybackRate(change.playbackRate)
          onPreferencesChange(change)
        }}
        onShowShortcuts={onShowShortcuts}
      />
      {userId !== null && (
        <LectureNotes
          courseId={courseId}
          courseTitle={courseTitle}
          steps={steps}
          lectureId={lecture.lectureId}
          currentTime={() => position.player()?.currentTime() ?? 0}
          onSeek={(seconds) => {
            position.player()?.seekTo(seconds)
            // On a phone the video is far above the notes: bring it into view (nothing moves when it is in view).
            panelRef.current?.firstElementChild?.scrollIntoView?.({ block: 'nearest' })
          }}
          // Another lecture's note: that lecture opens where the note was written, as a resumed position.
          onOpenLecture={(step, seconds) => {
            writeLecturePosition(userId, courseId, step.lecture.lectureId, seconds)
            onChoose(step)
          }}
        />
      )}
    </div>
  )
}

type MarkCompleteButtonProps = {
  onMarkComplete: () => void
  isBusy: boolean
  isCompleted: boolean
  isSavedForLater: boolean
}

function MarkCompleteButton({ onMarkComplete, isBusy, isCompleted, isSavedForLater }: MarkCompleteButtonProps) {
  if (isSavedForLater && !isCompleted) {
    return (
      <button
        type="button"
        disabled
        className="inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
      >
        <CloudUpload aria-hidden="true" className="size-4" />
        <Trans>Saved — will sync</Trans>
      </button>
    )
  }

  if (isCompleted) {
    return (
      <button
        type="button"
        disabled
        className="inline-flex items-center gap-1.5 rounded-md bg-emerald-50 px-4 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200"
      >
        <CircleCheck aria-hidden="true" className="size-4" />
        <Trans>Completed</Trans>
      </button>
    )
  }
  return (
    <button
      type="button"
      onClick={onMarkComplete}
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      className="rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
    >
      <Trans>Mark as Complete</Trans>
    </button>
  )
}
