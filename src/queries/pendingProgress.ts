import * as v from 'valibot'
import { readJsonStorage, removeStorage, writeJsonStorage } from '../lib/storage'

/*
 * Lectures a learner marked complete without a connection, per user, waiting to be sent (docs/offline.md).
 * Kept in storage, so a reload or a closed tab loses none; sent once the browser is back online
 * (useSyncPendingProgress in progress.ts). Marking a lecture complete twice is harmless on the API, so a
 * lecture sent and then found still waiting (a tab closed mid-send) costs one more call, never a wrong result.
 */

export type PendingLecture = { courseId: string; lectureId: string }

const pendingSchema = v.array(v.object({ courseId: v.string(), lectureId: v.string() }))
export const PENDING_PROGRESS_PREFIX = 'edemy.pending-progress.'
const keyOf = (userId: string) => `${PENDING_PROGRESS_PREFIX}${userId}`
const NONE: readonly PendingLecture[] = []

const listeners = new Set<() => void>()
// useSyncExternalStore needs the same list back until it changes: the last read, by its storage key.
let lastRead: { key: string; list: readonly PendingLecture[] } | null = null

function changed() {
  lastRead = null
  listeners.forEach((listener) => listener())
}

export function pendingLectures(userId: string | null): readonly PendingLecture[] {
  if (userId === null) return NONE
  const key = keyOf(userId)
  if (lastRead?.key !== key) lastRead = { key, list: readJsonStorage(key, pendingSchema) ?? NONE }
  return lastRead.list
}

const isSame = (a: PendingLecture) => (b: PendingLecture) => a.courseId === b.courseId && a.lectureId === b.lectureId

/** Keeps the lecture for sending later; false when storage is full or blocked (then nothing is kept). */
export function addPendingLecture(userId: string, lecture: PendingLecture): boolean {
  const list = pendingLectures(userId)
  if (list.some(isSame(lecture))) return true
  const stored = writeJsonStorage(keyOf(userId), [...list, lecture])
  changed()
  return stored
}

export function removePendingLecture(userId: string, lecture: PendingLecture): void {
  const rest = pendingLectures(userId).filter((entry) => !isSame(lecture)(entry))
  if (rest.length === 0) removeStorage(keyOf(userId))
  else writeJsonStorage(keyOf(userId), rest)
  changed()
}

/** Drops the user's waiting lectures (at sign-out: nothing of theirs stays in this browser). */
export function forgetPendingLectures(userId: string): void {
  removeStorage(keyOf(userId))
  changed()
}

export function subscribeToPendingLectures(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
