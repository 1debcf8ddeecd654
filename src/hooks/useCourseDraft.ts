import { useCallback, useEffect, useRef, useState } from 'react'
import { readJsonStorage, removeStorage, writeJsonStorage } from '../lib/storage'
import {
  emptyCourseDraft,
  isEmptyCourseDraft,
  storedCourseDraftSchema,
  type CourseDraft,
  type StoredCourseDraft,
} from '../domain/courseDraft'

/** Typing saves at most this often; the last change is also written when the page goes away. */
const DRAFT_SAVE_DELAY_MS = 500

export const DRAFT_STORAGE_PREFIX = 'edemy.add-course-draft.'

export function draftStorageKey(userId: string): string {
  return `${DRAFT_STORAGE_PREFIX}${userId}`
}

function saveDraft(key: string, draft: CourseDraft) {
  if (isEmptyCourseDraft(draft)) {
    removeStorage(key)
    return
  }
  const stored: StoredCourseDraft = { version: 1, draft }
  writeJsonStorage(key, stored)
}

function loadDraft(key: string): CourseDraft | null {
  const stored = readJsonStorage(key, storedCourseDraftSchema)
  return stored && !isEmptyCourseDraft(stored.draft) ? stored.draft : null
}

/**
 * The add-course form's state, kept in localStorage per educator (everything but the thumbnail file,
 * which storage cannot hold) until the course is published, so a reload or a closed tab loses no work.
 * It is restored when the educator comes back, saved shortly after each change and flushed when the
 * page is left.
 */
export function useCourseDraft(userId: string) {
  const key = draftStorageKey(userId)
  const [restored] = useState(() => loadDraft(key))
  const [draft, setDraft] = useState<CourseDraft>(() => restored ?? emptyCourseDraft())
  const [isRestored, setIsRestored] = useState(restored !== null)

  const latest = useRef(draft)
  useEffect(() => {
    latest.current = draft
    const timer = setTimeout(() => saveDraft(key, draft), DRAFT_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key, draft])

  // Leaving the page (navigation inside the app, reload, closing the tab) never drops the last edits.
  useEffect(() => {
    const flush = () => saveDraft(key, latest.current)
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [key])

  /** Starts over: an empty form and nothing stored (after a publish, or "Discard draft"). */
  const clearDraft = useCallback(() => {
    const empty = emptyCourseDraft()
    latest.current = empty
    setDraft(empty)
    setIsRestored(false)
    removeStorage(key)
  }, [key])

  return { draft, setDraft, isRestored, clearDraft }
}
