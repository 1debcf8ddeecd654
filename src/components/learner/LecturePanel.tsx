import { CircleCheck, CloudUpload } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { Lecture } from '../../api/types'
import type { StudyStep } from '../../domain/studyPath'
import { LectureVideo } from './LectureVideo'
import { LectureSteps } from './StudyNavigation'

type LecturePanelProps = {
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
  onChoose: (step: StudyStep<Lecture>) => void
}

/**
 * The player's right column once a lecture is chosen: the video, "chapter.lecture title", the
 * "Mark as Complete" button and the previous and next lectures. Keyed by lecture, so choosing another one starts fresh.
 */
export function LecturePanel(props: LecturePanelProps) {
  const { lecture, number, isCompleted, isSavedForLater, onMarkComplete, isMarking, previous, next, onChoose } = props
  const panelRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)

  // "Watch" sits far from the video on phones: bring the video into view and tell screen readers what plays.
  useEffect(() => {
    panelRef.current?.scrollIntoView?.({ block: 'start' })
    headingRef.current?.focus({ preventScroll: true })
  }, [])

  return (
    <div ref={panelRef} className="scroll-mt-4">
      <LectureVideo url={lecture.lectureUrl ?? ''} title={`${number} ${lecture.lectureTitle}`} />
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
        Saved — will sync
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
        Completed
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
      Mark as Complete
    </button>
  )
}
