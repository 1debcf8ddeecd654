import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { createId } from '../lib/id'
import { readJsonStorage, readStorage, removeStorage, writeJsonStorage } from '../lib/storage'
import {
  courseDraftStorageKey,
  emptyCourseDraft,
  isEmptyCourseDraft,
  legacyCourseDraftStorageKey,
  parseStoredCourseDraft,
  sameCourseDraft,
  storedCourseDraftSchema,
  type CourseDraft,
  type StoredCourseDraft,
} from '../domain/courseDraft'

/** Typing saves at most this often; the last change is also written when the page goes away. */
export const DRAFT_SAVE_DELAY_MS = 500

function removeDraft(userId: string) {
  removeStorage(courseDraftStorageKey(userId))
  removeLegacyDraft(userId)
}

function removeLegacyDraft(userId: string) {
  const legacyKey = legacyCourseDraftStorageKey(userId)
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
  const key = courseDraftStorageKey(userId)
  const legacyKey = legacyCourseDraftStorageKey(userId)
  const stored = readJsonStorage(legacyKey && readStorage(key) === null ? legacyKey : key, storedCourseDraftSchema)
  return stored && !isEmptyCourseDraft(stored.draft) ? stored.draft : null
}

/** What is stored under the draft's key now: which write put it there, and the draft when there is one. */
type StoredWrite = {
  /** `tabId:revision` for a stamped write; the text itself for an unstamped or unreadable one; null when empty. */
  id: string | null
  draft: CourseDraft | null
  /** Text that is no draft (hand-edited, damaged): nothing in it can be loaded, so nothing is lost by writing over it. */
  unreadable: boolean
}

const writeId = (tabId: string, revision: number) => `${tabId}:${revision}`

function readStoredWrite(userId: string): StoredWrite {
  const text = readStorage(courseDraftStorageKey(userId))
  if (text === null) return { id: null, draft: null, unreadable: false }
  const stored = parseStoredCourseDraft(text)
  const stamped = stored?.tabId !== undefined && stored.revision !== undefined
  return {
    id: stamped ? writeId(stored.tabId ?? '', stored.revision ?? 0) : `unstamped:${text}`,
    draft: stored && !isEmptyCourseDraft(stored.draft) ? stored.draft : null,
    unreadable: stored === null,
  }
}

/**
 * Why the form stopped saving: another tab stored a different draft, or removed the one this tab had
 * (published the course or discarded it). The form asks which draft to go on with.
 */
export type DraftConflict = 'changed' | 'removed'

/**
 * The add-course form's state, kept in localStorage per educator (everything but the thumbnail file,
 * which storage cannot hold) until the course is published, so a reload or a closed tab loses no work.
 * It is restored when the educator comes back, saved shortly after each change and flushed when the
 * page is left.
 *
 * The form can be open in two tabs. Each write is stamped with this form's id and revision, and before
 * each write, and on every `storage` event for the key, the stored stamp is compared with the last one
 * this form wrote or took: when another tab wrote or removed the draft since, nothing more is written
 * until the educator answers `conflict` with `loadNewerDraft` or `keepThisDraft`.
 */
export function useCourseDraft(userId: string, template: CourseDraft | null = null) {
  const [start] = useState(() => ({ restored: loadDraft(userId), stored: readStoredWrite(userId).id }))
  const { restored } = start
  // A template fills an empty form at once; over a draft in progress it waits for the educator's answer.
  const [draft, setDraft] = useState<CourseDraft>(() => (restored ? restored : (template ?? emptyCourseDraft())))
  const [isRestored, setIsRestored] = useState(restored !== null)
  const [pendingTemplate, setPendingTemplate] = useState(restored ? template : null)
  const [templateTitle, setTemplateTitle] = useState(restored || !template ? null : template.courseTitle)
  const [conflict, setConflict] = useState<DraftConflict | null>(null)

  const latest = useRef(draft)
  const [tabId] = useState(() => createId())
  const revision = useRef(0)
  /** The stored write this form is in step with: its own last write, or the one it restored or took. */
  const base = useRef(start.stored)
  const conflictNow = useRef<DraftConflict | null>(null)

  const showConflict = useCallback((next: DraftConflict | null) => {
    conflictNow.current = next
    setConflict(next)
  }, [])

  /**
   * Compares storage with `base`. Returns what is stored when this form may write over it, or null when
   * another tab's write or removal waits for the educator's answer.
   */
  const checkStorage = useCallback((): StoredWrite | null => {
    const stored = readStoredWrite(userId)
    if (stored.id === base.current && conflictNow.current === null) return stored
    const mine = latest.current
    // Nothing to choose: the other tab stored what this form shows, removed a draft this form does not have,
    // or something left text that is no draft.
    if (stored.unreadable || (stored.draft ? sameCourseDraft(stored.draft, mine) : isEmptyCourseDraft(mine))) {
      base.current = stored.id
      showConflict(null)
      return stored
    }
    if (stored.draft && isEmptyCourseDraft(mine)) {
      // An empty form has nothing to lose: it shows the other tab's draft at once, as a reload would.
      base.current = stored.id
      latest.current = stored.draft
      setDraft(stored.draft)
      setIsRestored(true)
      showConflict(null)
      return null
    }
    showConflict(stored.draft ? 'changed' : 'removed')
    return null
  }, [userId, showConflict])

  const save = useCallback(
    (next: CourseDraft) => {
      const stored = checkStorage()
      if (!stored) return
      if (isEmptyCourseDraft(next)) {
        removeDraft(userId)
        base.current = null
        return
      }
      // Unchanged (a restored draft, a tab that only looked): writing would only make other tabs ask.
      if (stored.draft && sameCourseDraft(stored.draft, next)) {
        removeLegacyDraft(userId)
        return
      }
      const nextRevision = revision.current + 1
      const value: StoredCourseDraft = { version: 1, draft: next, tabId, revision: nextRevision }
      // The old copy goes only once the new one is kept: a full storage must not lose it.
      if (writeJsonStorage(courseDraftStorageKey(userId), value)) {
        revision.current = nextRevision
        base.current = writeId(tabId, nextRevision)
        removeLegacyDraft(userId)
      }
    },
    [userId, tabId, checkStorage],
  )

  useEffect(() => {
    latest.current = draft
    const timer = setTimeout(() => save(draft), DRAFT_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft, save])

  // Leaving the page (navigation inside the app, reload, closing the tab) never drops the last edits.
  useEffect(() => {
    const flush = () => save(latest.current)
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [save])

  // Another tab wrote or removed the draft (a null key: it cleared all of storage).
  useEffect(() => {
    const key = courseDraftStorageKey(userId)
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) checkStorage()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [userId, checkStorage])

  /** Starts over: an empty form and nothing stored (after a publish, or "Discard draft"). */
  const clearDraft = useCallback(() => {
    const empty = emptyCourseDraft()
    latest.current = empty
    setDraft(empty)
    setIsRestored(false)
    setTemplateTitle(null)
    removeDraft(userId)
    base.current = null
    showConflict(null)
  }, [userId, showConflict])

  /**
   * The answer "Load the newer draft": the form takes what is stored now (an empty form when the other tab
   * removed the draft). Returns false when nothing was stored, so the page empties what the draft does not
   * hold (the thumbnail) too.
   */
  const loadNewerDraft = useCallback((): boolean => {
    const stored = readStoredWrite(userId)
    const next = stored.draft ?? emptyCourseDraft()
    base.current = stored.id
    latest.current = next
    setDraft(next)
    if (!stored.draft) setIsRestored(false)
    setTemplateTitle(null)
    showConflict(null)
    return stored.draft !== null
  }, [userId, showConflict])

  /** The answer "Keep this one": this tab's draft is written over the other's at once and becomes the newest. */
  const keepThisDraft = useCallback(() => {
    base.current = readStoredWrite(userId).id
    showConflict(null)
    save(latest.current)
  }, [userId, showConflict, save])

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
    /** Set while another tab's write or removal waits for an answer; meanwhile nothing is saved. */
    conflict,
    loadNewerDraft,
    keepThisDraft,
  }
}
