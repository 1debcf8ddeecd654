import {
  cleanNoteText,
  noteLength,
  noteSeconds,
  NOTE_MAX_LENGTH,
  type IncomingNote,
  type NoteSection,
} from './lectureNotes'
import { formatPosition, type StudyStep } from './studyPath'

/*
 * The notes file (docs/study-flow.md#notes): Markdown a person can read and the player can read back.
 *
 *   # {course title}
 *
 *   ## 1.3 {lecture title}
 *
 *   - [04:12] {first line of the note}
 *     {its next lines, indented by two spaces}
 *   - [1:02:03] {another note}
 *
 *   ## Other notes
 *
 * Sections follow course order; within one, notes follow the video. Notes are written as typed: a reader of the
 * file is a Markdown viewer or the player, which shows them as plain text.
 */

/** A file bigger than this is not a notes file (a course of 1,000 notes of 2,000 characters is about 2 MB). */
export const NOTES_FILE_MAX_BYTES = 8 * 1024 * 1024

// Written in English whatever the interface language: it is part of the file format.
const OTHER_NOTES_HEADING = 'Other notes'

/** Headings hold one line: a title's line breaks and runs of white space become one space. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** `{course title} notes.md`, with the characters file systems refuse replaced. */
export function notesFileName(courseTitle: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const safe = oneLine(courseTitle.replace(/[<>:"/\\|?*\u0000-\u001f\u007f]/g, '-')).slice(0, 150)
  return `${safe || 'Course'} notes.md`
}

/** The notes file of a course, its sections as the player lists them. */
export function notesToMarkdown(courseTitle: string, sections: readonly NoteSection[]): string {
  const lines = [`# ${oneLine(courseTitle)}`]
  for (const { step, notes } of sections) {
    lines.push('', step ? `## ${step.number} ${oneLine(step.lecture.lectureTitle)}` : `## ${OTHER_NOTES_HEADING}`, '')
    const inVideoOrder = [...notes].sort((a, b) => a.seconds - b.seconds || a.createdAt - b.createdAt)
    for (const note of inVideoOrder) {
      const [first = '', ...rest] = cleanNoteText(note.text).split('\n')
      lines.push(`- [${formatPosition(note.seconds)}] ${first}`)
      // Blank lines inside a note stay blank (no trailing spaces for an editor to strip).
      for (const line of rest) lines.push(line === '' ? '' : `  ${line}`)
    }
  }
  return `${lines.join('\n')}\n`
}

/** A section of a notes file: the lecture its heading names ("1.3" and the title), or null for "Other notes". */
export type NotesFileSection = {
  lecture: { number: string; title: string } | null
  notes: Omit<IncomingNote, 'lectureId'>[]
}
export type NotesFile = { courseTitle: string; sections: NotesFileSection[] }

/** What the player says about a file it cannot import; nothing of it is imported. */
export type NotesFileProblem = 'not-notes' | 'too-long'

const TIME = /^(?:(\d+):([0-5]\d)|(\d+)):([0-5]\d)$/

/** "04:12" or "1:02:03" as seconds, or null. */
function parseTime(text: string): number | null {
  const match = TIME.exec(text)
  if (!match) return null
  const [, hours, minutesOfHour, minutes, seconds] = match
  return Number(hours ?? 0) * 3600 + Number(minutesOfHour ?? minutes) * 60 + Number(seconds)
}

/**
 * Reads a notes file. Anything that is not one (another Markdown file, a file with no notes) is refused as a
 * whole, and so is a file with a note longer than NOTE_MAX_LENGTH: nothing of it may be imported.
 */
export function parseNotesMarkdown(text: string): { file: NotesFile } | { problem: NotesFileProblem } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/)
  let index = lines.findIndex((line) => line.trim() !== '')
  const title = /^#(?: ([\s\S]*))?$/.exec(lines[index] ?? '')
  if (!title) return { problem: 'not-notes' }
  const file: NotesFile = { courseTitle: oneLine(title[1] ?? ''), sections: [] }
  let section: NotesFileSection | null = null
  // The note being read: its time and lines, and blank lines that belong to it if an indented line follows.
  let note: { seconds: number; lines: string[]; blanks: number } | null = null
  let count = 0
  let isTooLong = false

  const endNote = () => {
    if (!note || !section) return
    const noteText = cleanNoteText(note.lines.join('\n'))
    if (noteText !== '') {
      section.notes.push({ seconds: note.seconds, text: noteText })
      count += 1
      if (noteLength(noteText) > NOTE_MAX_LENGTH) isTooLong = true
    }
    note = null
  }

  for (index += 1; index < lines.length; index++) {
    const line = lines[index] ?? ''
    if (note && line.startsWith('  ')) {
      note.lines.push(...Array<string>(note.blanks).fill(''), line.slice(2))
      note.blanks = 0
      continue
    }
    if (line.trim() === '') {
      if (note) note.blanks += 1
      continue
    }
    // [\s\S]: a note's line may hold characters `.` does not match (U+2028, U+2029).
    const heading = /^## ([\s\S]*)$/.exec(line)
    const item = /^- \[([\d:]+)\](?: ([\s\S]*))?$/.exec(line)
    if (heading) {
      endNote()
      const numbered = /^(\d+\.\d+) ([\s\S]+)$/.exec(oneLine(heading[1] ?? ''))
      section = { lecture: numbered ? { number: numbered[1] ?? '', title: numbered[2] ?? '' } : null, notes: [] }
      file.sections.push(section)
    } else if (item && section) {
      endNote()
      const seconds = parseTime(item[1] ?? '')
      if (seconds === null) return { problem: 'not-notes' }
      note = { seconds, lines: [item[2] ?? ''], blanks: 0 }
    } else {
      return { problem: 'not-notes' }
    }
  }
  endNote()
  if (count === 0) return { problem: 'not-notes' }
  return isTooLong ? { problem: 'too-long' } : { file }
}

/** Whether a file's heading names this course (white space and letter case aside). */
export function isSameCourseTitle(fileTitle: string, courseTitle: string): boolean {
  return oneLine(fileTitle).toLocaleLowerCase() === oneLine(courseTitle).toLocaleLowerCase()
}

/**
 * The file's notes placed on the course's lectures: a section goes to the lecture with its number and title,
 * else to the only lecture with its title (the lectures were reordered), else under "Other notes".
 */
export function placeNotesFile(file: NotesFile, steps: readonly StudyStep[]): IncomingNote[] {
  const lectureOf = (heading: NotesFileSection['lecture']): string => {
    if (!heading) return ''
    const sameTitle = steps.filter((step) => oneLine(step.lecture.lectureTitle) === heading.title)
    const exact = sameTitle.find((step) => step.number === heading.number)
    return (exact ?? (sameTitle.length === 1 ? sameTitle[0] : undefined))?.lecture.lectureId ?? ''
  }
  return file.sections.flatMap((section) => {
    const lectureId = lectureOf(section.lecture)
    return section.notes.map((note) => ({ lectureId, seconds: noteSeconds(note.seconds), text: note.text }))
  })
}
