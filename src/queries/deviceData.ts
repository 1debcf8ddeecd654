import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { courseDraftStorageKey, legacyCourseDraftStorageKey } from '../domain/courseDraft'
import { personalStorageKeySuffix, readStorage, removeStorage, storageKeys } from '../lib/storage'
import { forgetSignedInPictures } from '../serviceWorker/signOut'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { pendingLectures } from './pendingProgress'
import { forgetPersonalCopies } from './personalCopies'
import { forgetNotes } from './noteStore'
import { forgetSavedCourses, savedCourseIds } from './savedCourses'

/*
 * "Clear data on this device" (docs/offline.md#what-stays-on-this-device): everything this browser keeps for the
 * signed-in user goes: the copies of their server data, lectures waiting to be sent, and what is theirs alone
 * (positions, preferences, completion days, saved courses, the course draft), all kept under their personal keys,
 * and their lecture notes (IndexedDB, a database named like those keys).
 * Their account and what the API holds are untouched.
 */

export type DeviceData = {
  /** Lectures marked complete offline and not sent yet: clearing loses them, so the confirmation names them. */
  pendingLectures: number
  savedCourses: number
  hasCourseDraft: boolean
}

function personalKeysOf(userId: string): string[] {
  const suffix = personalStorageKeySuffix(userId)
  // Drafts kept before personal keys existed sit under the older name.
  const legacyDraft = legacyCourseDraftStorageKey(userId)
  return storageKeys().filter((key) => key.endsWith(suffix) || key === legacyDraft)
}

export function deviceDataOf(userId: string): DeviceData {
  const draftKeys = [courseDraftStorageKey(userId), legacyCourseDraftStorageKey(userId)]
  return {
    pendingLectures: pendingLectures(userId).length,
    savedCourses: savedCourseIds(userId).length,
    hasCourseDraft: draftKeys.some((key) => key !== null && readStorage(key) !== null),
  }
}

/** The signed-in user's data on this device, and the action that clears it (null while signed out). */
export function useDeviceData() {
  const { userId } = useApiSession()
  const queryClient = useQueryClient()
  const clear = useCallback(async () => {
    if (userId === null) return
    forgetPersonalCopies(userId)
    forgetSavedCourses(userId)
    for (const key of personalKeysOf(userId)) removeStorage(key)
    await forgetNotes(userId)
    await forgetSignedInPictures()
    // What is on screen stays until it is asked again; the answers in memory are theirs alone, so ask now.
    await queryClient.invalidateQueries({ queryKey: queryKeys.me(userId) })
  }, [userId, queryClient])
  return { userId, read: () => (userId === null ? null : deviceDataOf(userId)), clear }
}
