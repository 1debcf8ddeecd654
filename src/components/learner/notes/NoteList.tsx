import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Lecture } from '../../../api/types'
import { type LectureNote, type NoteSection } from '../../../domain/lectureNotes'
import { formatPosition, lectureLabel, type StudyStep } from '../../../domain/studyPath'
import { useDeleteNote, useSaveNote } from '../../../queries/lectureNotes'
import { NoteEditor } from './NoteEditor'

type NoteListProps = {
  courseId: string
  sections: NoteSection<Lecture>[]
  /** Moves the video to the note's time (opening its lecture when it is another one). */
  onJump: (step: StudyStep<Lecture>, seconds: number) => void
  onDeleted: (note: LectureNote) => void
  onDeleteFailed: () => void
  /** The note whose Edit button takes the focus (a note just restored), or null. */
  focusNoteId: string | null
}

/** The course's notes under "1.3 {lecture title}" headings in course order, then "Other notes". */
export function NoteList({ courseId, sections, onJump, onDeleted, onDeleteFailed, focusNoteId }: NoteListProps) {
  return (
    <div className="mt-4 space-y-4">
      {sections.map(({ step, notes }) => (
        <div key={step?.lecture.lectureId ?? ''}>
          <h4 className="text-sm font-semibold break-words text-slate-900">
            {step ? lectureLabel(step) : <Trans>Other notes</Trans>}
          </h4>
          <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {notes.map((note) => (
              <NoteItem
                key={note.id}
                courseId={courseId}
                note={note}
                onJump={step ? () => onJump(step, note.seconds) : null}
                onDeleted={onDeleted}
                onDeleteFailed={onDeleteFailed}
                hasFocus={note.id === focusNoteId}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

type NoteItemProps = {
  courseId: string
  note: LectureNote
  /** null: the note's lecture is gone, there is nowhere to jump. */
  onJump: (() => void) | null
  onDeleted: (note: LectureNote) => void
  onDeleteFailed: () => void
  hasFocus: boolean
}

/** One note: its time (a "Jump to" control), its text as typed, "Edit" and "Delete". */
function NoteItem({ courseId, note, onJump, onDeleted, onDeleteFailed, hasFocus }: NoteItemProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const isEditing = draft !== null
  const wasEditing = useRef(false)
  const time = formatPosition(note.seconds)
  const { save, isSaving } = useSaveNote(courseId, {
    onDone: () => {
      setDraft(null)
      setFailure(null)
    },
    onFailed: () =>
      setFailure(t`This note could not be saved: the browser's storage is full or blocked. Your text is still here.`),
  })
  const { remove, isDeleting } = useDeleteNote(courseId, { onDone: onDeleted, onFailed: onDeleteFailed })

  useEffect(() => {
    if (hasFocus) editButton.current?.focus()
  }, [hasFocus])

  // The box takes the focus when it opens, and gives it back to "Edit" when it closes.
  useEffect(() => {
    if (isEditing) box.current?.focus()
    else if (wasEditing.current) editButton.current?.focus()
    wasEditing.current = isEditing
  }, [isEditing])

  const stopEditing = () => {
    setDraft(null)
    setFailure(null)
  }

  return (
    <li className="flex gap-3 py-3">
      {onJump ? (
        <button
          type="button"
          onClick={onJump}
          aria-label={t`Jump to ${time}`}
          className="h-fit shrink-0 rounded bg-brand-50 px-2 py-0.5 font-mono text-xs font-semibold text-brand-800 tabular-nums hover:bg-brand-100"
        >
          {time}
        </button>
      ) : (
        <span className="h-fit shrink-0 px-2 py-0.5 font-mono text-xs text-slate-700 tabular-nums">{time}</span>
      )}
      <div className="min-w-0 flex-1">
        {!isEditing ? (
          <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{note.text}</p>
        ) : (
          <NoteEditor
            label={t`Edit note`}
            text={draft}
            onTextChange={setDraft}
            onSubmit={(text) => save({ ...note, text, updatedAt: Date.now() })}
            isBusy={isSaving}
            failure={failure}
            onCancel={stopEditing}
            textareaRef={box}
          />
        )}
        {!isEditing && (
          <div className="mt-1 flex gap-4 text-sm">
            <button
              ref={editButton}
              type="button"
              onClick={() => setDraft(note.text)}
              aria-label={t`Edit the note at ${time}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              <Trans>Edit</Trans>
            </button>
            <button
              type="button"
              onClick={() => remove(note)}
              disabled={isDeleting}
              aria-label={t`Delete the note at ${time}`}
              className="font-medium text-red-700 underline-offset-2 hover:underline disabled:opacity-60"
            >
              <Trans>Delete</Trans>
            </button>
          </div>
        )}
      </div>
    </li>
  )
}
