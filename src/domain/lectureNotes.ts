import type { StudyStep } from './studyPath'

/*
 * A learner's notes on a course (docs/study-flow.md#notes): plain text written against a lecture's video time,
 * kept on the device. These are the rules the player, the notes file and the store share.
 */

/** A note holds at most this many characters (as `noteLength` counts them). */
export const NOTE_MAX_LENGTH = 2000

export type LectureNote = {
  id: string
  courseId: string
  /** The lecture it was written on; one the course no longer has puts it under "Other notes". */
  lectureId: string
  /** Whole seconds into the lecture's video when it was written. */
  seconds: number
  text: string
  createdAt: number
  updatedAt: number
}

/** What a note says, wherever it came from: line ends as "\n", no blank margin around it. */
export function cleanNoteText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}

/** Characters as a reader counts them: code points, so a Devanagari letter or an emoji outside the BMP counts once. */
export function noteLength(text: string): number {
  let length = 0
  for (const _ of text) length += 1
  return length
}

/** A video time as a note keeps it: whole seconds, never negative or NaN. */
export function noteSeconds(seconds: number): number {
  return Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
}

/** The notes of one lecture, or (step null) of lectures the course no longer has: "Other notes". */
export type NoteSection<L extends StudyStep['lecture'] = StudyStep['lecture']> = {
  step: StudyStep<L> | null
  notes: LectureNote[]
}

/**
 * The notes by lecture in course order, each lecture's notes with the latest video time first (the newest note
 * first when two share a time); notes of lectures not in `steps` come last, together. Lectures without notes
 * are left out.
 */
export function noteSections<L extends StudyStep['lecture']>(
  steps: readonly StudyStep<L>[],
  notes: readonly LectureNote[],
): NoteSection<L>[] {
  const byLecture = new Map<string, LectureNote[]>()
  for (const note of notes) {
    const list = byLecture.get(note.lectureId)
    if (list) list.push(note)
    else byLecture.set(note.lectureId, [note])
  }
  const latestFirst = (a: LectureNote, b: LectureNote) => b.seconds - a.seconds || b.createdAt - a.createdAt
  const sections: NoteSection<L>[] = []
  for (const step of steps) {
    const list = byLecture.get(step.lecture.lectureId)
    if (!list) continue
    byLecture.delete(step.lecture.lectureId)
    sections.push({ step, notes: list.sort(latestFirst) })
  }
  const others = [...byLecture.values()].flat().sort(latestFirst)
  if (others.length > 0) sections.push({ step: null, notes: others })
  return sections
}

/** A note to add that came from outside (an imported file): no id or dates yet. */
export type IncomingNote = { lectureId: string; seconds: number; text: string }

/**
 * The incoming notes the course does not have yet, each once. Two notes are the same when they say the same at
 * the same second of the same lecture; notes of lectures the course no longer has count as one "other" lecture,
 * since a notes file names those only as "Other notes".
 */
export function notesNotYetKept(
  kept: readonly Pick<LectureNote, 'lectureId' | 'seconds' | 'text'>[],
  incoming: readonly IncomingNote[],
  lectureIds: ReadonlySet<string>,
): IncomingNote[] {
  const keyOf = (note: Pick<LectureNote, 'lectureId' | 'seconds' | 'text'>) =>
    JSON.stringify([lectureIds.has(note.lectureId) ? note.lectureId : null, noteSeconds(note.seconds), note.text])
  const seen = new Set(kept.map(keyOf))
  return incoming.filter((note) => {
    const key = keyOf(note)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
