import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { personalStorageKey, readJsonStorage, readStorage, removeStorage, writeJsonStorage } from '../lib/storage'
import {
  emptyCourseDraft,
  isEmptyCourseDraft,
  storedCourseDraftSchema,
  type CourseDraft,
  type StoredCourseDraft,
} from '../domain/courseDraft'

/** Typing saves at most this often; the last change is also written when the page goes away. */
const DRAFT_SAVE_DELAY_MS = 500

function draftStorageKey(userId: string): string {
  return personalStorageKey('add-course-draft', userId)
}

/**
 * Where drafts were kept before they moved to the personal key. Read only when the new key holds nothing, and
 * removed once the draft is stored under the new one, so a draft written by an older release is not lost.
 */
function legacyDraftStorageKey(userId: string): string | null {
  // The old key of an id starting "user." is another id's new key: never read someone else's draft.
  return userId.startsWith('user.') ? null : `edemy.add-course-draft.${userId}`
}

function saveDraft(userId: string, draft: CourseDraft) {
  if (isEmptyCourseDraft(draft)) {
    removeDraft(userId)
    return
  }
  const stored: StoredCourseDraft = { version: 1, draft }
  // The old copy goes only once the new one is kept: a full storage must not lose it.
  if (writeJsonStorage(draftStorageKey(userId), stored)) removeLegacyDraft(userId)
}

function removeDraft(userId: string) {
  removeStorage(draftStorageKey(userId))
  removeLegacyDraft(userId)
}

function removeLegacyDraft(userId: string) {
  const legacyKey = legacyDraftStorageKey(userId)
  if (legacyKey) removeStorage(legacyKey)
}

/**
 * What My Courses' "Use as template" hands Add Course in the navigation state. History state survives
 * reloads and can hold anything an older release put there, so it is checked like stored data.
 */
export type TemplateRequest = { template: CourseDraft }

const templateRequestSchema = v.object({ template: storedCourseDraftSchema.entries.draft })

export function readTemplateRequest(state: unknown): CourseDraft | null {
  const result = v.safeParse(templateRequestSchema, state)
  return result.success && !isEmptyCourseDraft(result.output.template) ? result.output.template : null
}

function loadDraft(userId: string): CourseDraft | null {
  const key = draftStorageKey(userId)
  const legacyKey = legacyDraftStorageKey(userId)
  const stored = readJsonStorage(legacyKey && readStorage(key) === null ? legacyKey : key, storedCourseDraftSchema)
  return stored && !isEmptyCourseDraft(stored.draft) ? stored.draft : null
}

/**
 * The add-course form's state, kept in localStorage per educator (everything but the thumbnail file,
 * which storage cannot hold) until the course is published, so a reload or a closed tab loses no work.
 * It is restored when the educator comes back, saved shortly after each change and flushed when the
 * page is left.
 */
export function useCourseDraft(userId: string, template: CourseDraft | null = null) {
  const [restored] = useState(() => loadDraft(userId))
  // A template fills an empty form at once; over a draft in progress it waits for the educator's answer.
  const [draft, setDraft] = useState<CourseDraft>(() => (restored ? restored : (template ?? emptyCourseDraft())))
  const [isRestored, setIsRestored] = useState(restored !== null)
  const [pendingTemplate, setPendingTemplate] = useState(restored ? template : null)
  const [templateTitle, setTemplateTitle] = useState(restored || !template ? null : template.courseTitle)

  const latest = useRef(draft)
  useEffect(() => {
    latest.current = draft
    const timer = setTimeout(() => saveDraft(userId, draft), DRAFT_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [userId, draft])

  // Leaving the page (navigation inside the app, reload, closing the tab) never drops the last edits.
  useEffect(() => {
    const flush = () => saveDraft(userId, latest.current)
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [userId])

  /** Starts over: an empty form and nothing stored (after a publish, or "Discard draft"). */
  const clearDraft = useCallback(() => {
    const empty = emptyCourseDraft()
    latest.current = empty
    setDraft(empty)
    setIsRestored(false)
    setTemplateTitle(null)
    removeDraft(userId)
  }, [userId])

  /** Replaces the draft in progress with the template waiting for an answer, or keeps the draft. */
  const answerTemplate = useCallback(
    (replace: boolean) => {
      if (replace && pendingTemplate) {
        latest.current = pendingTemplate
        setDraft(pendingTemplate)
        setIsRestored(false)
        setTemplateTitle(pendingTemplate.courseTitle)
      }
      setPendingTemplate(null)
    },
    [pendingTemplate],
  )

  return {
    draft,
    setDraft,
    isRestored,
    clearDraft,
    /** A template asked for while a draft was in progress: the form asks before replacing the draft. */
    pendingTemplate,
    answerTemplate,
    /** The title of the template the form was filled from, until the form is emptied. */
    templateTitle,
  }
}
