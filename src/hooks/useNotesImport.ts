import { useState } from 'react'
import type { Lecture } from '../api/types'
import type { StudyStep } from '../domain/studyPath'
import type { NotesFileProblem } from '../domain/notesMarkdown'
import { useAddNotes } from '../queries/lectureNotes'

/** How an import ended; every outcome but 'added' imported nothing. */
export type NotesImportOutcome =
  | { kind: 'added'; count: number }
  | { kind: NotesFileProblem | 'too-large' | 'unreadable' | 'not-stored' }
  | { kind: 'other-course'; courseTitle: string }

/**
 * "Import notes" (docs/study-flow.md#notes): reads a notes file, refuses one that is not a notes file, names
 * another course or holds a note over the limit, and otherwise adds the notes this course does not have yet.
 * Nothing is sent anywhere.
 */
export function useNotesImport(courseId: string, courseTitle: string, steps: readonly StudyStep<Lecture>[]) {
  const [outcome, setOutcome] = useState<NotesImportOutcome | null>(null)
  const { add, isAdding } = useAddNotes(courseId, {
    onDone: (added) => setOutcome({ kind: 'added', count: added.length }),
    onFailed: () => setOutcome({ kind: 'not-stored' }),
  })

  async function importFile(file: File): Promise<void> {
    let text: string
    let format: typeof import('../domain/notesMarkdown')
    try {
      // The file format loads with the first file made or read (it is not needed to write notes).
      format = await import('../domain/notesMarkdown')
      if (file.size > format.NOTES_FILE_MAX_BYTES) return setOutcome({ kind: 'too-large' })
      text = await file.text()
    } catch {
      return setOutcome({ kind: 'unreadable' })
    }
    const { isSameCourseTitle, parseNotesMarkdown, placeNotesFile } = format
    const parsed = parseNotesMarkdown(text)
    if ('problem' in parsed) return setOutcome({ kind: parsed.problem })
    if (!isSameCourseTitle(parsed.file.courseTitle, courseTitle)) {
      return setOutcome({ kind: 'other-course', courseTitle: parsed.file.courseTitle })
    }
    const lectureIds = new Set(steps.map((step) => step.lecture.lectureId))
    add({ notes: placeNotesFile(parsed.file, steps), lectureIds })
  }

  return { importFile, isImporting: isAdding, outcome, clearOutcome: () => setOutcome(null) }
}
