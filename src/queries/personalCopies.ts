import * as v from 'valibot'
import { PERSONAL_COPIES_MAX_AGE_MS } from '../config/constants'
import { readJsonStorage, storageKeys, writeJsonStorage } from '../lib/storage'
import { forgetPendingLectures, PENDING_PROGRESS_PREFIX } from './pendingProgress'
import { forgetSavedCopies, SAVED_COPIES_PREFIX } from './savedCopies'

/*
 * A signed-in user's personal copies on this device: the saved answers (their data, courses and progress) and the
 * lectures waiting to be sent (docs/offline.md#what-stays-on-this-device). They belong to people signed in here:
 * when someone else signs in, the copies of everyone no longer signed in on the device are deleted, and any
 * user's copies go after 30 days unused. Positions, preferences and saved courses are not copies of server data
 * and stay per user until "Clear data on this device".
 */

const REGISTRY_KEY = 'edemy.personal-copies'
const registrySchema = v.record(v.string(), v.pipe(v.number(), v.finite()))

type Registry = Record<string, number>

function readRegistry(): Registry {
  return readJsonStorage(REGISTRY_KEY, registrySchema) ?? {}
}

/** Users with copies stored under keys, found also when the registry was lost or written by an older release. */
function usersWithCopies(): Set<string> {
  const users = new Set<string>()
  for (const key of storageKeys()) {
    if (key.startsWith(SAVED_COPIES_PREFIX)) {
      const id = key.slice(SAVED_COPIES_PREFIX.length).split('.')[0]
      if (id) users.add(id)
    } else if (key.startsWith(PENDING_PROGRESS_PREFIX)) {
      const id = key.slice(PENDING_PROGRESS_PREFIX.length)
      if (id) users.add(id)
    }
  }
  return users
}

/** Deletes one user's copies and their entry. */
export function forgetPersonalCopies(userId: string): void {
  forgetSavedCopies(userId)
  forgetPendingLectures(userId)
  const registry = readRegistry()
  if (userId in registry) {
    delete registry[userId]
    writeJsonStorage(REGISTRY_KEY, registry)
  }
}

/**
 * With someone signed in, keeps the copies of `signedIn` (the users with a session in this browser, the current
 * one first, whose copies count as used now) and deletes everyone else's. Signed out, it deletes nobody's for that
 * reason: the last user may come back offline. Either way, copies unused for 30 days go. Returns who was deleted.
 */
export function sweepPersonalCopies(signedIn: readonly string[], now: number): string[] {
  const registry = readRegistry()
  const [current] = signedIn
  if (current !== undefined) registry[current] = now
  const removed: string[] = []
  for (const userId of new Set([...Object.keys(registry), ...usersWithCopies()])) {
    // A copy found with no entry (an older release, a lost registry) starts its 30 days now.
    const lastUsed = registry[userId] ?? now
    registry[userId] = lastUsed
    const isSignedInHere = signedIn.length === 0 || signedIn.includes(userId)
    if (isSignedInHere && now - lastUsed <= PERSONAL_COPIES_MAX_AGE_MS) continue
    forgetSavedCopies(userId)
    forgetPendingLectures(userId)
    delete registry[userId]
    removed.push(userId)
  }
  writeJsonStorage(REGISTRY_KEY, registry)
  return removed
}
