import { useLingui } from '@lingui/react/macro'
import { Bookmark } from 'lucide-react'
import { useAppContext } from '../../context/AppContext'
import { isEnrolledIn } from '../../domain/enrollment'
import { useSavedCourses } from '../../hooks/useSavedCourses'

type SaveCourseButtonProps = {
  courseId: string
  courseTitle: string
  className?: string
}

/**
 * The saved-course toggle (docs/catalogue-discovery.md#saved-courses): kept in this browser, no network call.
 * A course the learner already owns has nothing to save for, so it shows no toggle.
 */
export function SaveCourseButton({ courseId, courseTitle, className = '' }: SaveCourseButtonProps) {
  const { t } = useLingui()
  const { savedIds, toggle } = useSavedCourses()
  const { userData, enrolledCourses } = useAppContext()
  if (isEnrolledIn(courseId, userData.data, enrolledCourses.data)) return null
  const isSaved = savedIds.has(courseId)
  return (
    <button
      type="button"
      aria-pressed={isSaved}
      aria-label={isSaved ? t`Remove ${courseTitle} from saved` : t`Save ${courseTitle}`}
      onClick={() => toggle(courseId)}
      className={`grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      <Bookmark aria-hidden="true" className={`size-5 ${isSaved ? 'fill-brand-600 text-brand-600' : ''}`} />
    </button>
  )
}
