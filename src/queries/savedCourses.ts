import * as v from 'valibot'
import { cleanSavedIds, mergeSaved, toggleSaved } from '../domain/savedCourses'
import { notify } from '../lib/notify'
import { personalStorageKey, readJsonStorage, readStorage, removeStorage, writeJsonStorage } from '../lib/storage'

/*
 * Where saved courses live (docs/catalogue-discovery.md#saved-courses): localStorage, one list per signed-in
 * user or for the visitor, under personalStorageKey('saved-courses', userId). Saving never calls the API.
 * The list is read back defensively (anything but a list of ids counts as empty), and when storage is full
 * or blocked the list still works for this visit, kept in memory, and the learner is told once.
 */

const NAME = 'saved-courses'
const EMPTY: readonly string[] = []
const idsSchema = v.pipe(v.unknown(), v.transform(cleanSavedIds))

export const SAVED_COURSES_NOT_KEPT = 'Saved courses cannot be kept in this browser: its storage is full or blocked.'

// The last parse of each key's stored text, so a snapshot stays the same array until the text changes.
const parsed = new Map<string, { text: string | null; ids: readonly string[] }>()
// Lists that could not be stored (storage full or blocked): they hold for this visit.
const unstored = new Map<string, readonly string[]>()
const listeners = new Set<() => void>()

const keyOf = (userId: string | null) => personalStorageKey(NAME, userId)

/** The saved course ids of a user (null: the visitor), in the order they were saved. */
export function savedCourseIds(userId: string | null): readonly string[] {
  const key = keyOf(userId)
  const pending = unstored.get(key)
  if (pending) return pending
  const text = readStorage(key)
  const cached = parsed.get(key)
  if (cached && cached.text === text) return cached.ids
  const ids = text === null ? EMPTY : (readJsonStorage(key, idsSchema) ?? EMPTY)
  parsed.set(key, { text, ids })
  return ids
}

function emit() {
  listeners.forEach((listener) => listener())
}

function store(userId: string | null, ids: readonly string[]): void {
  const key = keyOf(userId)
  if (writeJsonStorage(key, ids)) {
    unstored.delete(key)
  } else {
    unstored.set(key, ids)
    notify.error(SAVED_COURSES_NOT_KEPT, { toastId: 'saved-courses:not-kept' })
  }
  emit()
}

export function toggleSavedCourse(userId: string | null, courseId: string): void {
  store(userId, toggleSaved(savedCourseIds(userId), courseId))
}

/** Replaces the list (after dropping bought courses and courses that left the catalogue); no-op when equal. */
export function replaceSavedCourses(userId: string | null, ids: readonly string[]): void {
  const current = savedCourseIds(userId)
  if (current.length === ids.length && current.every((id, index) => id === ids[index])) return
  store(userId, ids)
}

/** At sign-in: what the visitor saved joins the account's list, and the visitor's list is emptied. */
export function mergeVisitorSavedCourses(userId: string): void {
  const visitor = savedCourseIds(null)
  if (visitor.length === 0) return
  store(userId, mergeSaved(savedCourseIds(userId), visitor))
  store(null, EMPTY)
}

/** Forgets the user's saved courses ("Clear data on this device"); screens showing them update. */
export function forgetSavedCourses(userId: string): void {
  const key = keyOf(userId)
  unstored.delete(key)
  removeStorage(key)
  emit()
}

function handleStorage(event: StorageEvent) {
  // Another tab saved or removed a course: snapshots re-read the stored text on the next render.
  if (event.key === null || event.key.startsWith(`edemy.${NAME}.`)) emit()
}

export function subscribeToSavedCourses(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage)
  }
}
