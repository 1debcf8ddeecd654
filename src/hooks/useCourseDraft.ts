import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
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
export function useCourseDraft(userId: string, template: CourseDraft | null = null) {
  const key = draftStorageKey(userId)
  const [restored] = useState(() => loadDraft(key))
  // A template fills an empty form at once; over a draft in progress it waits for the educator's answer.
  const [draft, setDraft] = useState<CourseDraft>(() => (restored ? restored : (template ?? emptyCourseDraft())))
  const [isRestored, setIsRestored] = useState(restored !== null)
  const [pendingTemplate, setPendingTemplate] = useState(restored ? template : null)
  const [templateTitle, setTemplateTitle] = useState(restored || !template ? null : template.courseTitle)

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
    setTemplateTitle(null)
    removeStorage(key)
  }, [key])

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
