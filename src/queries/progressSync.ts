import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import { updateCourseProgress } from '../api/progress'
import { notify } from '../lib/notify'
import { isBrowserOffline } from '../lib/online'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { pendingLectures, removePendingLecture } from './pendingProgress'

/*
 * Sends the lectures marked complete without a connection (pendingProgress.ts). Mounted once for the whole
 * app (AppContext), apart from the player's own code, so a learner who marked lectures offline and left
 * the player still has them sent.
 */

/** A failure that says nothing about the lecture, only that the API could not be reached: worth sending later. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

// One send at a time in this tab, however many times the browser says it is back online.
let isSending = false

/** Sends the lectures kept while offline, one by one; stops at the first the API cannot be reached for. */
async function sendPendingLectures(api: ApiClient, userId: string, queryClient: QueryClient): Promise<void> {
  if (isSending) return
  isSending = true
  let sent = 0
  let answered = 0
  try {
    for (const lecture of [...pendingLectures(userId)]) {
      try {
        await updateCourseProgress(api, lecture.courseId, lecture.lectureId)
        sent += 1
      } catch (error) {
        if (isUnreachable(error) || (isApiError(error) && (error.status ?? 0) >= 500)) break
        // Refused (a course no longer owned, a session that ended): it will never be accepted, so it is dropped;
        // the query client's toast is not involved here, so say it.
        notify.error(`A lecture marked complete offline could not be saved: ${isApiError(error) ? error.message : ''}`)
      }
      removePendingLecture(userId, lecture)
      answered += 1
    }
  } finally {
    isSending = false
  }
  if (answered === 0) return
  if (sent > 0) notify.success('Your progress from offline is saved')
  // The API answered, so it can be reached: everything of the learner's is asked again once. That is the progress
  // just sent, and the data asked for when the browser said it was online before it could reach the API, which
  // then failed to refresh and still shows as out of date.
  await queryClient.invalidateQueries({ queryKey: queryKeys.me(userId) })
}

/** Sends what was marked complete offline: at start (when online) and every time the browser is back online. */
export function useSyncPendingProgress(): void {
  const { api, userId } = useApiSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === null) return
    const send = () => void sendPendingLectures(api, userId, queryClient)
    if (!isBrowserOffline()) send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [api, userId, queryClient])
}
