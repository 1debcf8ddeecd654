import { Trans, useLingui } from '@lingui/react/macro'
import { memo, startTransition, useEffect, useMemo, useRef, useState } from 'react'
import type { Lecture } from '../../../api/types'
import { type LectureNote, type NoteSection } from '../../../domain/lectureNotes'
import { formatPosition, lectureLabel, type StudyStep } from '../../../domain/studyPath'
import { useDeleteNote, useSaveNote } from '../../../queries/lectureNotes'
import { NoteEditor } from './NoteEditor'

type Step = StudyStep<Lecture>

// A course may hold thousands of notes: the first ones show at once, the rest follow a batch at a time in the
// background (each batch an interruptible render), so opening a lecture never waits for all of them.
const FIRST_NOTES = 30
const MORE_NOTES = 150

type NoteListProps = {
  courseId: string
  sections: NoteSection<Lecture>[]
  /** Moves the video to the note's time (opening its lecture when it is another one). */
  onJump: (step: Step, seconds: number) => void
  onDeleted: (note: LectureNote) => void
  onDeleteFailed: () => void
  /** The note whose Edit button takes the focus (a note just restored), or null. */
  focusNoteId: string | null
}

/** What a note can ask of the list; one object for all notes, so saving one note re-renders only that one. */
type NoteActions = {
  jump: (step: Step, seconds: number) => void
  edit: (note: LectureNote) => void
  cancel: () => void
  save: (note: LectureNote, text: string) => void
  remove: (note: LectureNote) => void
}

/**
 * The course's notes under "1.3 {lecture title}" headings in course order, then "Other notes". A course may have
 * thousands: the list edits one note at a time and its notes are memoised, so a change renders what changed.
 */
export function NoteList({ courseId, sections, onJump, onDeleted, onDeleteFailed, focusNoteId }: NoteListProps) {
  const { t } = useLingui()
  const [editingId, setEditingId] = useState<string | null>(null)
  const [editFailure, setEditFailure] = useState<string | null>(null)
  const { save } = useSaveNote(courseId, {
    onDone: () => setEditingId(null),
    onFailed: () =>
      setEditFailure(
        t`This note could not be saved: the browser's storage is full or blocked. Your text is still here.`,
      ),
  })
  const { remove } = useDeleteNote(courseId, { onDone: onDeleted, onFailed: onDeleteFailed })
  const actions = useMemo<NoteActions>(
    () => ({
      jump: onJump,
      edit: (note) => {
        setEditFailure(null)
        setEditingId(note.id)
      },
      cancel: () => setEditingId(null),
      save: (note, text) => save({ ...note, text, updatedAt: Date.now() }),
      remove,
    }),
    [onJump, save, remove],
  )

  const total = sections.reduce((sum, section) => sum + section.notes.length, 0)
  const [limit, setLimit] = useState(FIRST_NOTES)
  useEffect(() => {
    if (limit >= total) return
    const timer = setTimeout(() => startTransition(() => setLimit((shown) => shown + MORE_NOTES)), 0)
    return () => clearTimeout(timer)
  }, [limit, total])

  return (
    <div className="mt-4 space-y-4">
      {firstNotes(sections, limit).map(({ step, notes }) => (
        <div key={step?.lecture.lectureId ?? ''}>
          <h4 className="text-sm font-semibold break-words text-slate-900">
            {step ? lectureLabel(step) : <Trans>Other notes</Trans>}
          </h4>
          <ul className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {notes.map((note) => (
              <NoteItem
                key={note.id}
                note={note}
                step={step}
                actions={actions}
                isEditing={note.id === editingId}
                failure={note.id === editingId ? editFailure : null}
                hasFocus={note.id === focusNoteId}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  )
}

/** The sections cut to their first `limit` notes in all. */
function firstNotes<S extends { notes: readonly unknown[] }>(sections: readonly S[], limit: number): S[] {
  const kept: S[] = []
  let left = limit
  for (const section of sections) {
    if (left <= 0) break
    kept.push(section.notes.length <= left ? section : { ...section, notes: section.notes.slice(0, left) })
    left -= section.notes.length
  }
  return kept
}

type NoteItemProps = {
  note: LectureNote
  /** null: the note's lecture is gone, there is nowhere to jump. */
  step: Step | null
  actions: NoteActions
  isEditing: boolean
  failure: string | null
  hasFocus: boolean
}

/** One note: its time (a "Jump to" control), its text as typed, "Edit" and "Delete". */
const NoteItem = memo(function NoteItem({ note, step, actions, isEditing, failure, hasFocus }: NoteItemProps) {
  const { t } = useLingui()
  const [draft, setDraft] = useState(note.text)
  const editButton = useRef<HTMLButtonElement>(null)
  const box = useRef<HTMLTextAreaElement>(null)
  const wasEditing = useRef(false)
  const time = formatPosition(note.seconds)

  useEffect(() => {
    if (hasFocus) editButton.current?.focus()
  }, [hasFocus])

  // The box takes the focus when it opens, and gives it back to "Edit" when it closes.
  useEffect(() => {
    if (isEditing) box.current?.focus()
    else if (wasEditing.current) editButton.current?.focus()
    wasEditing.current = isEditing
  }, [isEditing])

  return (
    // Off-screen notes skip layout and paint (a course may hold thousands); they stay in the page for find and
    // for screen readers.
    <li className="flex [contain-intrinsic-size:auto_4rem] gap-3 py-3 [content-visibility:auto]">
      {step ? (
        <button
          type="button"
          onClick={() => actions.jump(step, note.seconds)}
          aria-label={t`Jump to ${time}`}
          className="h-fit min-w-18 shrink-0 rounded bg-brand-50 px-2 py-0.5 text-center font-mono text-xs font-semibold text-brand-700 tabular-nums hover:bg-brand-100"
        >
          {time}
        </button>
      ) : (
        <span className="h-fit min-w-18 shrink-0 px-2 py-0.5 text-center font-mono text-xs text-slate-700 tabular-nums">
          {time}
        </span>
      )}
      <div className="min-w-0 flex-1">
        {isEditing ? (
          <NoteEditor
            label={t`Edit note`}
            text={draft}
            onTextChange={setDraft}
            onSubmit={(text) => actions.save(note, text)}
            isBusy={false}
            failure={failure}
            onCancel={actions.cancel}
            textareaRef={box}
          />
        ) : (
          <>
            <p className="text-sm break-words whitespace-pre-wrap text-slate-800">{note.text}</p>
            <div className="mt-1 flex gap-4 text-sm">
              <button
                ref={editButton}
                type="button"
                onClick={() => {
                  setDraft(note.text)
                  actions.edit(note)
                }}
                aria-label={t`Edit the note at ${time}`}
                className="font-medium text-brand-700 underline-offset-2 hover:underline"
              >
                <Trans>Edit</Trans>
              </button>
              <button
                type="button"
                onClick={() => actions.remove(note)}
                aria-label={t`Delete the note at ${time}`}
                className="font-medium text-red-700 underline-offset-2 hover:underline"
              >
                <Trans>Delete</Trans>
              </button>
            </div>
          </>
        )}
      </div>
    </li>
  )
})
