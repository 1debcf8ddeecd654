import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronLeft, ChevronRight, CirclePlay } from 'lucide-react'
import type { Lecture } from '../../api/types'
import { lectureLabel, type StudyStep } from '../../domain/studyPath'

type Step = StudyStep<Lecture>

/** "Continue": the learner's next lecture (docs/study-flow.md#continue), shown until a lecture is chosen. */
export function ContinueButton({ step, onChoose }: { step: Step; onChoose: (step: Step) => void }) {
  return (
    <button
      type="button"
      onClick={() => onChoose(step)}
      className="mt-4 flex w-full items-center gap-3 rounded-lg bg-brand-600 px-4 py-3 text-left text-white hover:bg-brand-700"
    >
      <CirclePlay aria-hidden="true" className="size-6 shrink-0" />
      <span className="min-w-0">
        <span className="block font-semibold">
          <Trans>Continue</Trans>
        </span>{' '}
        <span className="block text-sm break-words text-brand-50">{lectureLabel(step)}</span>
      </span>
    </button>
  )
}

type LectureStepsProps = { previous: Step | null; next: Step | null; onChoose: (step: Step) => void }

/** "Previous lecture" and "Next lecture" under the video; each is absent at its end of the course. */
export function LectureSteps({ previous, next, onChoose }: LectureStepsProps) {
  const { t } = useLingui()
  if (!previous && !next) return null
  return (
    <nav aria-label={t`Lectures`} className="mt-4 grid grid-cols-2 gap-3">
      {previous && <StepButton direction="previous" step={previous} onChoose={onChoose} />}
      {next && <StepButton direction="next" step={next} onChoose={onChoose} />}
    </nav>
  )
}

type StepButtonProps = { direction: 'previous' | 'next'; step: Step; onChoose: (step: Step) => void }

function StepButton({ direction, step, onChoose }: StepButtonProps) {
  const isNext = direction === 'next'
  const Icon = isNext ? ChevronRight : ChevronLeft
  return (
    <button
      type="button"
      onClick={() => onChoose(step)}
      className={`flex min-w-0 items-center gap-2 rounded-md border border-slate-300 px-3 py-2 hover:bg-slate-50 ${
        isNext ? 'col-start-2 flex-row-reverse text-right' : 'col-start-1 text-left'
      }`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-slate-600" />
      <span className="min-w-0 flex-1">
        <span className="block text-sm font-medium text-slate-900">
          {isNext ? <Trans>Next lecture</Trans> : <Trans>Previous lecture</Trans>}
        </span>{' '}
        <span className="block text-xs break-words text-slate-600">{lectureLabel(step)}</span>
      </span>
    </button>
  )
}
