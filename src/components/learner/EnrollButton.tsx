import { Trans } from '@lingui/react/macro'
import { LoaderCircle } from 'lucide-react'
import { usePurchaseCourse } from '../../queries/purchase'

/** "Enroll Now", or "Already Enrolled" for a learner who owns the course (docs/product.md#course-page). */
export function EnrollButton({ courseId }: { courseId: string }) {
  const { enroll, isAlreadyEnrolled, isBusy, isCheckingEnrollment } = usePurchaseCourse(courseId)
  return (
    <button
      type="button"
      onClick={enroll}
      disabled={isBusy || isCheckingEnrollment}
      aria-busy={isBusy || undefined}
      className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 py-3 font-medium text-white hover:bg-brand-700 disabled:cursor-wait disabled:bg-brand-500"
    >
      {isBusy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />}
      {isAlreadyEnrolled ? <Trans>Already Enrolled</Trans> : <Trans>Enroll Now</Trans>}
    </button>
  )
}
