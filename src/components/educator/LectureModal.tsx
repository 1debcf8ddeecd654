import { Trans, useLingui } from '@lingui/react/macro'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { FormField } from '../common/FormField'
import { emptyLectureDraft, type DraftLecture, type LectureDraft } from '../../domain/courseDraft'
import { validateLectureDraft, type LectureErrors, type LectureField } from '../../domain/validateCourse'

type LectureModalProps = {
  /** The chapter the lecture goes to; null keeps the modal closed. */
  chapter: { chapterTitle: string; position: number } | null
  onAdd: (lecture: Omit<DraftLecture, 'lectureId' | 'lectureOrder'>) => void
  onClose: () => void
  /** Where focus goes back to when the modal closes: the "+ Add Lectures" button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>
}

const FIELD_ORDER: readonly LectureField[] = ['lectureTitle', 'lectureDuration', 'lectureUrl']

/**
 * "+ Add Lectures" (docs/product.md#add-course): an accessible dialog (Radix) that traps focus, closes on
 * Escape or the close icon, and hands focus back to its opener. After ADD the lecture draft is reset
 * to empty; closing without ADD keeps what was typed for the next time it opens.
 */
export function LectureModal({ chapter, onAdd, onClose, returnFocusTo }: LectureModalProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<LectureDraft>(emptyLectureDraft)
  const [errors, setErrors] = useState<LectureErrors>({})
  const freeId = useId()
  const titleRef = useRef<HTMLInputElement>(null)
  const durationRef = useRef<HTMLInputElement>(null)
  const urlRef = useRef<HTMLInputElement>(null)

  function update<K extends keyof LectureDraft>(field: K, value: LectureDraft[K]) {
    setDraft((current) => ({ ...current, [field]: value }))
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current))
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    // The dialog is portalled, but React still bubbles its events to the page form around it.
    event.stopPropagation()
    const result = validateLectureDraft(draft)
    if (!result.ok) {
      setErrors(result.errors)
      const first = FIELD_ORDER.find((field) => result.errors[field])
      const target = { lectureTitle: titleRef, lectureDuration: durationRef, lectureUrl: urlRef }
      if (first) target[first].current?.focus()
      return
    }
    onAdd(result.lecture)
    setDraft(emptyLectureDraft())
    setErrors({})
  }

  function handleOpenChange(open: boolean) {
    if (open) return
    setErrors({})
    onClose()
  }

  const position = chapter?.position
  const chapterTitle = chapter?.chapterTitle

  return (
    <Dialog.Root open={chapter !== null} onOpenChange={handleOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocusTo.current?.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">
                <Trans>Add Lecture</Trans>
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                {chapter ? t`Chapter ${position}: ${chapterTitle}` : ''}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t`Close`}
                className="-m-1 rounded-md p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
            <FormField
              label={t`Lecture Title`}
              inputRef={titleRef}
              type="text"
              value={draft.lectureTitle}
              onChange={(event) => update('lectureTitle', event.target.value)}
              error={errors.lectureTitle}
            />
            <FormField
              label={t`Duration (minutes)`}
              inputRef={durationRef}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={draft.lectureDuration}
              onChange={(event) => update('lectureDuration', event.target.value)}
              error={errors.lectureDuration}
            />
            <FormField
              label={t`Lecture URL`}
              inputRef={urlRef}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={draft.lectureUrl}
              onChange={(event) => update('lectureUrl', event.target.value)}
              error={errors.lectureUrl}
            />
            <div className="flex items-center gap-2">
              <input
                id={freeId}
                type="checkbox"
                checked={draft.isPreviewFree}
                onChange={(event) => update('isPreviewFree', event.target.checked)}
                className="size-4 rounded border-slate-400 accent-brand-600"
              />
              <label htmlFor={freeId} className="text-sm font-medium text-slate-800">
                <Trans>Is Preview Free</Trans>
              </label>
            </div>
            <button
              type="submit"
              className="w-full rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              <Trans>ADD</Trans>
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
