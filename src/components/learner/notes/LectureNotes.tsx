import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Upload } from 'lucide-react'
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { Lecture } from '../../../api/types'
import { noteSections, noteSeconds, NOTE_MAX_LENGTH, type LectureNote } from '../../../domain/lectureNotes'
import type { StudyStep } from '../../../domain/studyPath'
import { useNotesImport, type NotesImportOutcome } from '../../../hooks/useNotesImport'
import { formatCount } from '../../../lib/format'
import { createId } from '../../../lib/id'
import { useCourseNotes, useSaveNote } from '../../../queries/lectureNotes'
import { FileDownloadButton } from '../../common/FileDownloadButton'
import { QueryResult } from '../../common/QueryResult'
import { NoteEditor } from './NoteEditor'
import { NoteList } from './NoteList'

type LectureNotesProps = {
  courseId: string
  courseTitle: string
  steps: readonly StudyStep<Lecture>[]
  /** The lecture playing: new notes are written on it. */
  lectureId: string
  /** The video's time now, in seconds (0 before the player is ready). */
  currentTime: () => number
  /** Moves this lecture's video to `seconds`. */
  onSeek: (seconds: number) => void
  /** Opens another lecture at `seconds`. */
  onOpenLecture: (step: StudyStep<Lecture>, seconds: number) => void
}

/**
 * The learner's notes under the video (docs/study-flow.md#notes): "Add a note" on the lecture playing, every note
 * of the course by lecture, "Export notes" and "Import notes". Kept on this device only, and it says so.
 */
export function LectureNotes(props: LectureNotesProps) {
  const { courseId, courseTitle, steps, lectureId, currentTime, onSeek, onOpenLecture } = props
  const { t } = useLingui()
  const headingId = useId()
  const notes = useCourseNotes(courseId)
  const sections = useMemo(() => noteSections(steps, notes.data ?? []), [steps, notes.data])
  const [deleted, setDeleted] = useState<LectureNote | null>(null)
  const [restoredId, setRestoredId] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const notesImport = useNotesImport(courseId, courseTitle, steps)
  const undoButton = useRef<HTMLButtonElement>(null)
  const notStored = t`Your notes could not be changed: the browser's storage is full or blocked.`

  const { save: restore } = useSaveNote(courseId, {
    onDone: (note) => {
      setDeleted(null)
      setRestoredId(note.id)
    },
    onFailed: () => setFailure(notStored),
  })

  useEffect(() => {
    if (deleted) undoButton.current?.focus()
  }, [deleted])

  // One jump handler for the whole list, whatever the player hands down on each render (see NoteList).
  const latest = useRef({ lectureId, onSeek, onOpenLecture })
  useLayoutEffect(() => {
    latest.current = { lectureId, onSeek, onOpenLecture }
  })
  const jump = useCallback((step: StudyStep<Lecture>, seconds: number) => {
    const current = latest.current
    if (step.lecture.lectureId === current.lectureId) current.onSeek(seconds)
    else current.onOpenLecture(step, seconds)
  }, [])

  const status = deleted ? null : importMessage(notesImport.outcome)

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-slate-200 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          <Trans>Notes</Trans>
        </h3>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {sections.length > 0 && (
            <FileDownloadButton
              // The file format loads when a file is made or read: most visits never export.
              make={async () => {
                const { notesFileName, notesToMarkdown } = await import('../../../domain/notesMarkdown')
                const text = notesToMarkdown(courseTitle, sections)
                return {
                  fileName: notesFileName(courseTitle),
                  blob: new Blob([text], { type: 'text/markdown;charset=utf-8' }),
                }
              }}
              failureMessage={t`The notes could not be exported.`}
              label={t`Export notes`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
              iconClassName="size-4"
            />
          )}
          <ImportButton
            isBusy={notesImport.isImporting}
            onFile={(file) => {
              setDeleted(null)
              setFailure(null)
              void notesImport.importFile(file)
            }}
          />
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Notes are kept on this device only</Trans>
      </p>
      <NewNote courseId={courseId} lectureId={lectureId} currentTime={currentTime} />
      <div role="status" className="text-sm text-slate-700">
        {deleted && (
          <p className="mt-3 flex flex-wrap items-center gap-3">
            <Trans>Note deleted.</Trans>
            <button
              ref={undoButton}
              type="button"
              onClick={() => restore(deleted)}
              className="font-medium text-brand-700 underline underline-offset-2"
            >
              <Trans>Undo</Trans>
            </button>
          </p>
        )}
        {status?.tone === 'done' && <p className="mt-3">{status.text}</p>}
      </div>
      {(failure ?? (status?.tone === 'refused' ? status.text : null)) && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {failure ?? status?.text}
        </p>
      )}
      <QueryResult
        resource={notes}
        loadingLabel={t`Loading your notes…`}
        error={() => ({
          title: t`Your notes could not be read`,
          message: t`This browser's storage is blocked or holds notes it cannot read.`,
        })}
        errorHeadingLevel={2}
        empty={{
          when: (data) => data.length === 0,
          view: (
            <p className="mt-4 text-sm text-slate-600">
              <Trans>No notes yet.</Trans>
            </p>
          ),
        }}
      >
        {() => (
          <NoteList
            courseId={courseId}
            sections={sections}
            onJump={jump}
            onDeleted={(note) => {
              notesImport.clearOutcome()
              setFailure(null)
              setDeleted(note)
            }}
            onDeleteFailed={() => setFailure(notStored)}
            focusNoteId={restoredId}
          />
        )}
      </QueryResult>
    </section>
  )

  function importMessage(outcome: NotesImportOutcome | null): { tone: 'done' | 'refused'; text: string } | null {
    if (!outcome) return null
    switch (outcome.kind) {
      case 'added': {
        const added = outcome.count
        const count = formatCount(added)
        return {
          tone: 'done',
          text:
            added === 0
              ? t`These notes are here already: nothing new was imported.`
              : plural(added, { one: `${count} note imported.`, other: `${count} notes imported.` }),
        }
      }
      case 'other-course': {
        const title = outcome.courseTitle
        return { tone: 'refused', text: t`These notes are for another course (${title}). Nothing was imported.` }
      }
      case 'too-long': {
        const limit = formatCount(NOTE_MAX_LENGTH)
        return {
          tone: 'refused',
          text: t`A note in this file is longer than ${limit} characters. Nothing was imported.`,
        }
      }
      case 'too-large':
        return { tone: 'refused', text: t`This file is too large to be a notes file. Nothing was imported.` }
      case 'unreadable':
        return { tone: 'refused', text: t`This file could not be read. Nothing was imported.` }
      case 'not-stored':
        return { tone: 'refused', text: t`The notes could not be imported: the browser's storage is full or blocked.` }
      case 'not-notes':
        return { tone: 'refused', text: t`This is not a notes file. Nothing was imported.` }
    }
  }
}

/** "Add a note" on the lecture playing, at the video time when the learner started writing it. */
function NewNote({
  courseId,
  lectureId,
  currentTime,
}: {
  courseId: string
  lectureId: string
  currentTime: () => number
}) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [failure, setFailure] = useState<string | null>(null)
  // The video time when writing began: the moment the note is about, not when Save was pressed.
  const startedAt = useRef<number | null>(null)
  const { save, isSaving } = useSaveNote(courseId, {
    onDone: () => {
      setText('')
      setFailure(null)
      startedAt.current = null
    },
    onFailed: () =>
      setFailure(t`This note could not be saved: the browser's storage is full or blocked. Your text is still here.`),
  })

  return (
    <NoteEditor
      className="mt-3"
      label={t`Add a note`}
      text={text}
      onTextChange={(value) => {
        if (value.trim() === '') startedAt.current = null
        else startedAt.current ??= noteSeconds(currentTime())
        setFailure(null)
        setText(value)
      }}
      onSubmit={(cleaned) => {
        const now = Date.now()
        const seconds = startedAt.current ?? noteSeconds(currentTime())
        save({ id: createId(), courseId, lectureId, seconds, text: cleaned, createdAt: now, updatedAt: now })
      }}
      isBusy={isSaving}
      failure={failure}
    />
  )
}

/** "Import notes": a button that opens the file chooser (the file input itself stays out of sight). */
function ImportButton({ isBusy, onFile }: { isBusy: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <button
        type="button"
        onClick={() => input.current?.click()}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        className="inline-flex items-center gap-2 font-medium text-brand-700 underline-offset-2 hover:underline disabled:opacity-60"
      >
        <Upload aria-hidden="true" className="size-4" />
        <Trans>Import notes</Trans>
      </button>
      <input
        ref={input}
        type="file"
        accept=".md,.markdown,.txt,text/markdown,text/plain"
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared, so choosing the same file again is a new choice.
          event.target.value = ''
          if (file) onFile(file)
        }}
      />
    </>
  )
}
