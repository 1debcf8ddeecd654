import * as Dialog from '@radix-ui/react-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowLeft, Eye } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { CoursePageView } from '../../course/CoursePageView'
import type { CourseDraft } from '../../../domain/courseDraft'
import type { ThumbnailFacts } from '../../../domain/publishChecklist'
import { courseFromDraft } from './courseFromDraft'
import { PublishChecklist } from './PublishChecklist'

// Add Course loads the checklist from this chunk too (one lazy chunk for both).
export { PublishChecklist }

type CoursePreviewProps = {
  draft: CourseDraft
  thumbnail: { facts: ThumbnailFacts; url: string }
  educatorName: string
  currency: string
  /** "Back to editing", Escape: the form is still there, as it was. */
  onBack: () => void
}

/** The side card's "Enroll Now", which in a preview only says so. */
function PreviewEnrollButton() {
  const [isPressed, setIsPressed] = useState(false)
  return (
    <div>
      <button
        type="button"
        onClick={() => setIsPressed(true)}
        className="flex w-full items-center justify-center gap-2 rounded-md bg-brand-600 py-3 font-medium text-white hover:bg-brand-700"
      >
        <Trans>Enroll Now</Trans>
      </button>
      <p role="status" className="mt-2 text-center text-sm text-slate-700 empty:hidden">
        {isPressed && <Trans>This is a preview: learners enroll here once the course is published.</Trans>}
      </p>
    </div>
  )
}

/**
 * "Preview as learner" (docs/product.md#preview-as-learner): the unsent draft drawn by the course page's own view, over
 * the whole window like the page itself, under a bar that says it is a preview and leads back to the form. Nothing is
 * sent; the form stays mounted underneath, so going back finds every field, the editor and the thumbnail as they were.
 */
export default function CoursePreview({ draft, thumbnail, educatorName, currency, onBack }: CoursePreviewProps) {
  const { t } = useLingui()
  const course = useMemo(
    () => courseFromDraft(draft, thumbnail.url, educatorName),
    [draft, thumbnail.url, educatorName],
  )
  const checklistHeading = useRef<HTMLHeadingElement>(null)
  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onBack()}>
      <Dialog.Portal>
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 overflow-y-auto bg-white"
          data-testid="course-preview"
        >
          <div className="sticky top-0 z-10 flex flex-wrap items-center gap-x-4 gap-y-2 bg-slate-900 px-4 py-3 text-white sm:px-6 md:px-10">
            <Eye aria-hidden="true" className="size-5 shrink-0" />
            <Dialog.Title className="min-w-0 flex-1 basis-56 font-semibold">
              <Trans>Preview — not published yet</Trans>
            </Dialog.Title>
            <button
              type="button"
              onClick={() => {
                checklistHeading.current?.scrollIntoView?.({ block: 'start' })
                checklistHeading.current?.focus()
              }}
              className="rounded-md px-3 py-1.5 text-sm font-medium underline underline-offset-2 hover:bg-white/10"
            >
              <Trans>Before you publish</Trans>
            </button>
            <button
              type="button"
              onClick={onBack}
              className="flex items-center gap-1.5 rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 hover:bg-slate-100"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              <Trans>Back to editing</Trans>
            </button>
          </div>
          <main aria-label={t`Course page preview`}>
            <CoursePageView course={course} currency={currency} enroll={<PreviewEnrollButton />} />
          </main>
          <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 md:px-10">
            <PublishChecklist
              draft={draft}
              thumbnail={thumbnail.facts}
              currency={currency}
              headingRef={checklistHeading}
              className="scroll-mt-16"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
