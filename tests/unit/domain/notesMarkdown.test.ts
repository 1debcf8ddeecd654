// @vitest-environment node
import fc from 'fast-check'
import { noteSections, notesNotYetKept, NOTE_MAX_LENGTH, type LectureNote } from '../../../src/domain/lectureNotes'
import {
  isSameCourseTitle,
  notesFileName,
  notesToMarkdown,
  parseNotesMarkdown,
  placeNotesFile,
  type NotesFile,
} from '../../../src/domain/notesMarkdown'
import { studySteps } from '../../../src/domain/studyPath'

/*
 * The notes file (docs/study-flow.md#notes): what "Export notes" writes, "Import notes" reads back the same, and
 * anything else is refused whole.
 */

const COURSE = {
  courseContent: [
    {
      chapterContent: [
        { lectureId: 'lec_1', lectureTitle: 'Welcome' },
        { lectureId: 'lec_2', lectureTitle: 'Variables' },
      ],
    },
    { chapterContent: [{ lectureId: 'lec_3', lectureTitle: 'Closures' }] },
  ],
}
const STEPS = studySteps(COURSE)
const LECTURE_IDS = new Set(STEPS.map((step) => step.lecture.lectureId))

let nextId = 0
function note(lectureId: string, seconds: number, text: string, createdAt = 0): LectureNote {
  nextId += 1
  return { id: `n${nextId}`, courseId: 'c1', lectureId, seconds, text, createdAt, updatedAt: createdAt }
}

function parsed(text: string): NotesFile {
  const result = parseNotesMarkdown(text)
  if (!('file' in result)) throw new Error(`refused: ${result.problem}`)
  return result.file
}

test('the file: the course heading, a section per lecture with notes in course order, times as the player shows them', () => {
  const notes = [
    note('lec_3', 3723, 'Past an hour'),
    note('lec_1', 252, 'First line\nsecond line\n\nafter a blank line'),
    note('lec_1', 5, 'Early'),
    note('lec_gone', 61, 'From a lecture the course no longer has'),
  ]
  expect(notesToMarkdown('JavaScript  Essentials\n', noteSections(STEPS, notes))).toBe(
    [
      '# JavaScript Essentials',
      '',
      '## 1.1 Welcome',
      '',
      '- [00:05] Early',
      '- [04:12] First line',
      '  second line',
      '',
      '  after a blank line',
      '',
      '## 2.1 Closures',
      '',
      '- [1:02:03] Past an hour',
      '',
      '## Other notes',
      '',
      '- [01:01] From a lecture the course no longer has',
      '',
    ].join('\n'),
  )
})

test('a file read back gives the same notes on the same lectures, multi-line notes and hours included', () => {
  const notes = [
    note('lec_1', 252, 'First line\n  indented line\n\n\nafter two blank lines'),
    note('lec_2', 0, '<b>markup</b> and # and - [00:10] stay as typed\n- [00:11] even on a later line'),
    note('lec_3', 36_000 + 61, 'Ten hours in'),
    note('lec_gone', 7, 'Other'),
  ]
  const file = parsed(notesToMarkdown('JS', noteSections(STEPS, notes)))
  expect(file.courseTitle).toBe('JS')
  const placed = placeNotesFile(file, STEPS)
  const key = (each: { lectureId: string; seconds: number; text: string }) =>
    `${LECTURE_IDS.has(each.lectureId) ? each.lectureId : 'other'}|${each.seconds}|${each.text}`
  expect(placed.map(key).sort()).toEqual(notes.map(key).sort())
})

// Any plain text a learner might type (line breaks, indents, Devanagari, symbols), as the player keeps it.
const noteText = fc
  .array(fc.oneof(fc.string(), fc.constantFrom('\n', '\r\n', '  ', '\t', '- [00:01] ', '## ', '# ', 'क्ष', '\u2028')), {
    maxLength: 8,
  })
  .map((parts) => parts.join('').replace(/\r\n?/g, '\n').trim())
  .filter((text) => text !== '')

test('round trip: whatever is typed comes back the same, at the same second of the same lecture', () => {
  fc.assert(
    fc.property(
      fc.array(
        fc.record({
          lectureId: fc.constantFrom('lec_1', 'lec_2', 'lec_3', 'lec_gone'),
          seconds: fc.nat({ max: 40_000 }),
          text: noteText,
        }),
        { minLength: 1, maxLength: 12 },
      ),
      fc.string(),
      (drafts, title) => {
        const notes = drafts.map((draft) => note(draft.lectureId, draft.seconds, draft.text))
        const file = parsed(notesToMarkdown(title, noteSections(STEPS, notes)))
        expect(isSameCourseTitle(file.courseTitle, title)).toBe(true)
        const placed = placeNotesFile(file, STEPS)
        const key = (each: { lectureId: string; seconds: number; text: string }) =>
          JSON.stringify([LECTURE_IDS.has(each.lectureId) ? each.lectureId : null, each.seconds, each.text])
        expect(placed.map(key).sort()).toEqual(notes.map(key).sort())
        // Importing the file into the course it came from adds nothing.
        expect(notesNotYetKept(notes, placed, LECTURE_IDS)).toEqual([])
      },
    ),
    { numRuns: 500 },
  )
})

test('import merges without duplicates: only notes the course lacks, each once', () => {
  const kept = [note('lec_1', 10, 'Kept'), note('lec_gone', 5, 'Other kept')]
  const incoming = [
    { lectureId: 'lec_1', seconds: 10, text: 'Kept' },
    { lectureId: 'lec_1', seconds: 11, text: 'Kept' },
    { lectureId: 'lec_2', seconds: 10, text: 'Kept' },
    { lectureId: 'lec_2', seconds: 10, text: 'Kept' },
    // A note of a lecture the course no longer has comes back from a file under "Other notes".
    { lectureId: '', seconds: 5, text: 'Other kept' },
  ]
  expect(notesNotYetKept(kept, incoming, LECTURE_IDS)).toEqual([
    { lectureId: 'lec_1', seconds: 11, text: 'Kept' },
    { lectureId: 'lec_2', seconds: 10, text: 'Kept' },
  ])
})

test('sections go to the lecture with their number and title, else the only lecture with that title, else Other notes', () => {
  const file = parsed(
    [
      '# JS',
      '## 2.1 Closures', // exact
      '- [00:01] a',
      '## 1.1 Variables', // renumbered: the only "Variables"
      '- [00:02] b',
      '## 1.2 Renamed lecture', // no such title
      '- [00:03] c',
      '## Other notes',
      '- [00:04] d',
    ].join('\n'),
  )
  expect(placeNotesFile(file, STEPS).map((each) => [each.lectureId, each.text])).toEqual([
    ['lec_3', 'a'],
    ['lec_2', 'b'],
    ['', 'c'],
    ['', 'd'],
  ])
})

test('Windows line ends, a byte-order mark and blank lines around the file are read', () => {
  const file = parsed('\uFEFF\r\n# JS\r\n\r\n## 1.1 Welcome\r\n\r\n- [1:00:00] one\r\n  two\r\n\r\n')
  expect(file.sections).toEqual([
    { lecture: { number: '1.1', title: 'Welcome' }, notes: [{ seconds: 3600, text: 'one\ntwo' }] },
  ])
})

test.each([
  ['an empty file', ''],
  ['a README', '# Project\n\nSome text about it.\n'],
  ['a list that is not notes', '# Shopping\n\n- milk\n- eggs\n'],
  ['a heading with no notes', '# JS\n\n## 1.1 Welcome\n'],
  ['notes before any section', '# JS\n- [00:01] a\n'],
  ['a time that is not one', '# JS\n## 1.1 Welcome\n- [00:99] a\n'],
  ['an indented line outside a note', '# JS\n## 1.1 Welcome\n  stray\n'],
  ['JSON', '{"notes": []}'],
  ['binary', '\u0000\u0001PNG\r\n'],
])('%s is not a notes file', (_, text) => {
  expect(parseNotesMarkdown(text)).toEqual({ problem: 'not-notes' })
})

test('a file with a note over the limit is refused whole', () => {
  const tooLong = 'x'.repeat(NOTE_MAX_LENGTH + 1)
  expect(parseNotesMarkdown(`# JS\n## 1.1 Welcome\n- [00:01] fine\n- [00:02] ${tooLong}\n`)).toEqual({
    problem: 'too-long',
  })
  // At the limit it is read (counted in characters, not UTF-16 units: each "क्ष" is 3 code points).
  const atLimit = 'क्ष'.repeat(NOTE_MAX_LENGTH / 4) + 'x'.repeat(NOTE_MAX_LENGTH / 4)
  expect(parseNotesMarkdown(`# JS\n## 1.1 Welcome\n- [00:01] ${atLimit}\n`)).toHaveProperty('file')
})

test('the course heading is compared without regard to spacing and case', () => {
  expect(isSameCourseTitle('javascript   essentials', 'JavaScript Essentials ')).toBe(true)
  expect(isSameCourseTitle('Python', 'JavaScript Essentials')).toBe(false)
})

test('the file is named after the course, with characters file systems refuse replaced', () => {
  expect(notesFileName('JavaScript Essentials')).toBe('JavaScript Essentials notes.md')
  expect(notesFileName('C/C++: a <tour>?')).toBe('C-C++- a -tour-- notes.md')
  expect(notesFileName('   ')).toBe('Course notes.md')
})

test('notes are listed by lecture in course order, the latest video time first, other notes last', () => {
  const notes = [
    note('lec_gone', 1, 'gone'),
    note('lec_3', 10, 'c'),
    note('lec_1', 10, 'a1 older', 1),
    note('lec_1', 10, 'a1 newer', 2),
    note('lec_1', 90, 'a2'),
  ]
  const sections = noteSections(STEPS, notes)
  expect(sections.map((section) => [section.step?.number ?? null, section.notes.map((each) => each.text)])).toEqual([
    ['1.1', ['a2', 'a1 newer', 'a1 older']],
    ['2.1', ['c']],
    [null, ['gone']],
  ])
})
