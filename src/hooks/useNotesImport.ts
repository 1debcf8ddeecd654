import { useState } from 'react'
import type { Lecture } from '../api/types'
import type { StudyStep } from '../domain/studyPath'
import {
  isSameCourseTitle,
  NOTES_FILE_MAX_BYTES,
  parseNotesMarkdown,
  placeNotesFile,
  type NotesFileProblem,
} from '../domain/notesMarkdown'
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
    if (file.size > NOTES_FILE_MAX_BYTES) return setOutcome({ kind: 'too-large' })
    let text: string
    try {
      text = await file.text()
    } catch {
      return setOutcome({ kind: 'unreadable' })
    }
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
