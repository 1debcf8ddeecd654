import * as v from 'valibot'
import { FRESH_ANSWER_MS } from '../config/constants'
import { readJsonStorage, removeStorageStartingWith, writeJsonStorage } from '../lib/storage'

/*
 * The last answer of a signed-in learner's own loads (their data, their courses, their progress), kept in
 * this browser per user, so My Enrollments and the player still show something without a network
 * (docs/offline.md). A query starts from its saved copy, marked with the time it was saved, and replaces
 * it as soon as the network answers. Copies are read back through the answer's own schema (storage can
 * hold anything), and signing out deletes the user's copies.
 */

export const SAVED_COPIES_PREFIX = 'edemy.saved.'

const keyOf = (userId: string, name: string) => `${SAVED_COPIES_PREFIX}${userId}.${name}`

/**
 * The query options that load an answer with `load`, keep a copy of it for the user, and start from the
 * copy saved before: its data and when it was saved (TanStack's initialData), under a freshness rule by
 * which a copy is always asked for again, however recently it was saved.
 */
export function savedCopyQuery<T>(
  userId: string | null,
  name: string,
  schema: v.GenericSchema<unknown, T>,
  load: (signal: AbortSignal) => Promise<T>,
) {
  let copy: { savedAt: number; data: T } | null | undefined
  const read = () => {
    if (copy === undefined) copy = userId === null ? null : readJsonStorage(keyOf(userId, name), savedSchema(schema))
    return copy
  }
  return {
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<T> => {
      const data = await load(signal)
      saveCopy(userId, name, data)
      return data
    },
    initialData: () => read()?.data,
    initialDataUpdatedAt: () => read()?.savedAt,
    // Only the page's own loads count (a copy from storage is no load): another device may have changed it.
    staleTime: (query: { state: { dataUpdateCount: number } }) =>
      query.state.dataUpdateCount === 0 ? 0 : FRESH_ANSWER_MS,
  }
}

const savedSchemas = new WeakMap<object, v.GenericSchema>()
function savedSchema<T>(schema: v.GenericSchema<unknown, T>) {
  let saved = savedSchemas.get(schema)
  if (!saved) {
    saved = v.object({ savedAt: v.pipe(v.number(), v.finite(), v.minValue(1)), data: schema })
    savedSchemas.set(schema, saved)
  }
  return saved as v.GenericSchema<unknown, { savedAt: number; data: T }>
}

/** Keeps the answer; a full or blocked storage just means no copy this time. */
function saveCopy(userId: string | null, name: string, data: unknown): void {
  if (userId !== null) writeJsonStorage(keyOf(userId, name), { savedAt: Date.now(), data })
}

/** Deletes every copy kept for the user (at sign-out). */
export function forgetSavedCopies(userId: string): void {
  removeStorageStartingWith(`${SAVED_COPIES_PREFIX}${userId}.`)
}
