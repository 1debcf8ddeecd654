import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type Ref } from 'react'
import { cleanNoteText, noteLength, NOTE_MAX_LENGTH } from '../../../domain/lectureNotes'
import { formatCount } from '../../../lib/format'

type NoteEditorProps = {
  label: string
  text: string
  onTextChange: (text: string) => void
  /** Called with the cleaned text once it is neither empty nor over the limit. */
  onSubmit: (text: string) => void
  isBusy: boolean
  /** Why the last save failed (the text stays in the box). */
  failure: string | null
  /** Editing an existing note: "Cancel" (and Escape) leaves it as it was. */
  onCancel?: () => void
  textareaRef?: Ref<HTMLTextAreaElement>
  className?: string
}

/**
 * The box a note is written or edited in: plain text, a visible count against the 2,000-character limit,
 * "Save note" (Ctrl+Enter or Cmd+Enter too). A note that is empty or too long is not saved and says why.
 */
export function NoteEditor(props: NoteEditorProps) {
  const { label, text, onTextChange, onSubmit, isBusy, failure, onCancel, textareaRef, className } = props
  const { t } = useLingui()
  const id = useId()
  const [refusal, setRefusal] = useState<string | null>(null)
  const length = noteLength(text)
  const isTooLong = length > NOTE_MAX_LENGTH
  const limit = formatCount(NOTE_MAX_LENGTH)
  const count = formatCount(length)
  const tooLong = t`A note can have at most ${limit} characters.`
  const problem = isTooLong ? tooLong : (refusal ?? failure)

  function submit() {
    const cleaned = cleanNoteText(text)
    if (cleaned === '') return setRefusal(t`Write something before saving.`)
    if (noteLength(cleaned) > NOTE_MAX_LENGTH) return setRefusal(tooLong)
    setRefusal(null)
    onSubmit(cleaned)
  }

  return (
    <form
      className={className}
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        ref={textareaRef}
        id={id}
        value={text}
        rows={3}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ''}`}
        onChange={(event) => {
          setRefusal(null)
          onTextChange(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            submit()
          } else if (event.key === 'Escape' && onCancel) {
            event.preventDefault()
            onCancel()
          }
        }}
        className="mt-1 block w-full resize-y rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-count`} className={`text-xs ${isTooLong ? 'font-medium text-red-700' : 'text-slate-600'}`}>
          <Trans>
            {count} / {limit} characters
          </Trans>
        </p>
        <div className="flex gap-2">
          {onCancel && (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              <Trans>Cancel</Trans>
            </button>
          )}
          <button
            type="submit"
            disabled={isBusy}
            aria-busy={isBusy || undefined}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700 disabled:opacity-60"
          >
            <Trans>Save note</Trans>
          </button>
        </div>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </form>
  )
}
