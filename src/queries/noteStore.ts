import { notesNotYetKept, type IncomingNote, type LectureNote } from '../domain/lectureNotes'
import { createId } from '../lib/id'
import { deleteDatabase, openDatabase, requestResult, transactionDone } from '../lib/indexedDb'
import { personalStorageKey } from '../lib/storage'

/*
 * Where notes live (docs/study-flow.md#notes): IndexedDB, one database per signed-in user named like their other
 * personal keys (`edemy.notes.user.{userId}`), so another account on this browser has a database of its own and
 * never reads these. One record per note, so two tabs adding notes at once both keep theirs; an import reads and
 * adds in one transaction, so it cannot add a note twice. Records are checked field by field as they are read:
 * one that is not a whole note (hand-edited, from another release) is left out, never shown half. Nothing here calls the API.
 */

const DATABASE_VERSION = 1
const NOTES = 'notes'
const BY_COURSE = 'courseId'

/** The user's notes database, by the same rule as their personal storage keys. */
export function notesDatabaseName(userId: string): string {
  return personalStorageKey('notes', userId)
}

function open(userId: string): Promise<IDBDatabase> {
  return openDatabase(notesDatabaseName(userId), DATABASE_VERSION, (database) => {
    if (!database.objectStoreNames.contains(NOTES)) {
      database.createObjectStore(NOTES, { keyPath: 'id' }).createIndex(BY_COURSE, 'courseId')
    }
  })
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value)

/** A stored record that is a whole note (checked by hand: a course may hold thousands, read on every visit). */
function isNote(record: unknown): record is LectureNote {
  if (typeof record !== 'object' || record === null) return false
  const note = record as Record<keyof LectureNote, unknown>
  return (
    typeof note.id === 'string' &&
    note.id !== '' &&
    typeof note.courseId === 'string' &&
    typeof note.lectureId === 'string' &&
    isFiniteNumber(note.seconds) &&
    note.seconds >= 0 &&
    typeof note.text === 'string' &&
    note.text !== '' &&
    isFiniteNumber(note.createdAt) &&
    isFiniteNumber(note.updatedAt)
  )
}

function courseNotesIn(store: IDBObjectStore, courseId: string): Promise<LectureNote[]> {
  return requestResult(store.index(BY_COURSE).getAll(courseId)).then((records: unknown[]) => records.filter(isNote))
}

/** Every readable note of the course, in no particular order. */
export async function readCourseNotes(userId: string, courseId: string): Promise<LectureNote[]> {
  const started = performance.now()
  const database = await open(userId)
  const notes = await courseNotesIn(database.transaction(NOTES, 'readonly').objectStore(NOTES), courseId)
  // How long listing a course's notes took, for `npm run bench` (scripts/bench-notes.mjs).
  performance.measure?.('notes-read', { start: started, end: performance.now() })
  return notes
}

/** Adds the note, or replaces the one with its id (an edit, or an undone delete). */
export async function putNote(userId: string, note: LectureNote): Promise<void> {
  const transaction = (await open(userId)).transaction(NOTES, 'readwrite')
  transaction.objectStore(NOTES).put(note)
  await transactionDone(transaction)
  announceChange(userId, note.courseId)
}

export async function deleteNote(userId: string, note: LectureNote): Promise<void> {
  const transaction = (await open(userId)).transaction(NOTES, 'readwrite')
  transaction.objectStore(NOTES).delete(note.id)
  await transactionDone(transaction)
  announceChange(userId, note.courseId)
}

/**
 * Adds the incoming notes the course does not have yet (see notesNotYetKept), reading and writing in one
 * transaction. Returns the notes added.
 */
export async function addNewNotes(
  userId: string,
  courseId: string,
  incoming: readonly IncomingNote[],
  lectureIds: ReadonlySet<string>,
): Promise<LectureNote[]> {
  const transaction = (await open(userId)).transaction(NOTES, 'readwrite')
  const store = transaction.objectStore(NOTES)
  const done = transactionDone(transaction)
  // A failed read aborts the transaction: `done` rejects too, and is awaited below.
  done.catch(() => undefined)
  const kept = await courseNotesIn(store, courseId)
  const now = Date.now()
  const added = notesNotYetKept(kept, incoming, lectureIds).map((note, index): LectureNote => ({
    ...note,
    id: createId(),
    courseId,
    createdAt: now + index,
    updatedAt: now,
  }))
  for (const note of added) store.put(note)
  await done
  if (added.length > 0) announceChange(userId, courseId)
  return added
}

/** Deletes the user's notes on this device ("Clear data on this device"); other users' stay. */
export async function forgetNotes(userId: string): Promise<void> {
  await deleteDatabase(notesDatabaseName(userId))
  announceChange(userId, null)
}

// --- other tabs --------------------------------------------------------------------------------------------

/** What changed: a course's notes, or (courseId null) all of the user's. */
type NotesChange = { userId: string; courseId: string | null }
const CHANNEL = 'edemy.notes'
const listeners = new Set<(change: NotesChange) => void>()
let channel: BroadcastChannel | null = null

/** Tells the other tabs (this one updates its own list); where there is no BroadcastChannel they see it on reload. */
function announceChange(userId: string, courseId: string | null) {
  const change: NotesChange = { userId, courseId }
  try {
    if (channel) channel.postMessage(change)
    else if (typeof BroadcastChannel === 'function') {
      const once = new BroadcastChannel(CHANNEL)
      once.postMessage(change)
      once.close()
    }
  } catch {
    // Nothing to do: another tab then sees the change at its next read.
  }
}

/** Calls `listener` when another tab changes notes. */
export function subscribeToNotes(listener: (change: NotesChange) => void): () => void {
  if (listeners.size === 0 && typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = (event: MessageEvent<NotesChange>) => listeners.forEach((each) => each(event.data))
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      channel?.close()
      channel = null
    }
  }
}
