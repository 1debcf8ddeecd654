import { Trans } from '@lingui/react/macro'
import { CalendarClock } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

// The dialog (and the dialog library, which My Enrollments does not otherwise load) comes when it is first asked for.
const loadStudyPlanDialog = () => import('./StudyPlanDialog')
const StudyPlanDialog = lazy(() => loadStudyPlanDialog().then((module) => ({ default: module.StudyPlanDialog })))

type PlanStudyTimeProps = {
  courseId: string
  courseTitle: string
  /** Whole minutes of the lectures not yet completed (`minutesLeft` in domain/studyTime.ts). */
  minutesLeft: number
  /** Lectures not yet completed with no stated length (`untimedLecturesLeft`), mentioned in the dialog. */
  untimedLecturesLeft?: number
  className?: string
}

/**
 * "Plan study time" on an unfinished course (docs/study-flow.md#plan-study-time): a button that opens the plan's
 * dialog. Its accessible name adds the course title, as the row's other controls do.
 */
export function PlanStudyTime({
  courseId,
  courseTitle,
  minutesLeft,
  untimedLecturesLeft = 0,
  className = '',
}: PlanStudyTimeProps) {
  const [isOpen, setOpen] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setHasOpened(true)
          setOpen(true)
        }}
        // Pointing at or tabbing to the button starts fetching the dialog, so it opens without a wait.
        onPointerEnter={() => void loadStudyPlanDialog().catch(() => {})}
        onFocus={() => void loadStudyPlanDialog().catch(() => {})}
        className={`inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50 ${className}`}
      >
        <CalendarClock aria-hidden="true" className="size-4" />
        <Trans>Plan study time</Trans>
        <span className="sr-only">: {courseTitle}</span>
      </button>
      {hasOpened && (
        <Suspense fallback={null}>
          <StudyPlanDialog
            open={isOpen}
            onClose={() => setOpen(false)}
            courseId={courseId}
            courseTitle={courseTitle}
            minutesLeft={minutesLeft}
            untimedLecturesLeft={untimedLecturesLeft}
          />
        </Suspense>
      )}
    </>
  )
}
