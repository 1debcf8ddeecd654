import { Trans, useLingui } from '@lingui/react/macro'
import { Award } from 'lucide-react'
import { Link } from 'react-router-dom'
import { paths } from '../../config/paths'
import { isolated } from '../../lib/format'
import { CourseRating } from './CourseRating'
import { StudyDialog } from './StudyDialog'

type CompletionDialogProps = {
  open: boolean
  onClose: () => void
  courseId: string
  courseTitle: string
  previousRating: number | null
}

/** "Course complete" (docs/study-flow.md#the-completion-moment): shown when the last lecture is marked complete here. */
export function CompletionDialog({
  open,
  onClose,
  courseId,
  courseTitle: title,
  previousRating,
}: CompletionDialogProps) {
  const { t } = useLingui()
  // Isolated, so direction marks in a course title cannot reorder the sentence around it.
  const courseTitle = isolated(title)
  return (
    <StudyDialog
      open={open}
      onClose={onClose}
      title={t`Course complete`}
      description={t`Congratulations! You have completed every lecture of ${courseTitle}.`}
    >
      <Link
        to={paths.certificate(courseId)}
        className="mt-5 inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        <Award aria-hidden="true" className="size-5" />
        <Trans>View your certificate</Trans>
      </Link>
      <div className="mt-6 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">
          <Trans>How was the course? Your rating helps other learners.</Trans>
        </p>
        <div className="mt-2">
          <CourseRating courseId={courseId} previousRating={previousRating} />
        </div>
      </div>
    </StudyDialog>
  )
}
