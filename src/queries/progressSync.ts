import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { ApiClient } from '../api/client'
import { isApiError } from '../api/errors'
import { OwnerChangedError } from '../auth/tokenOwner'
import { updateCourseProgress } from '../api/progress'
import { notify } from '../lib/notify'
import { isBrowserOffline } from '../lib/online'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { pendingLectures, removePendingLecture } from './pendingProgress'
import { t } from '@lingui/core/macro'

/*
 * Sends the lectures marked complete without a connection (pendingProgress.ts). Mounted once for the whole
 * app (AppContext), apart from the player's own code, so a learner who marked lectures offline and left
 * the player still has them sent.
 */

/** A failure that says nothing about the lecture, only that the API could not be reached: worth sending later. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')
}

/**
 * The API itself said no (its own `success:false` answer, below 500): sending again would not help. Anything else
 * (no answer, a server error, an unreadable answer such as a captive portal's page) does not show the API saw the
 * lecture, so it stays for the next time.
 */
function isRefusal(error: unknown): boolean {
  return isApiError(error) && error.kind === 'server' && (error.status ?? 0) < 500
}

/** The send stopped because the queue's owner is no longer the one signed in: the lecture stays for them. */
function isOwnerGone(error: unknown, signal: AbortSignal): boolean {
  if (signal.aborted) return true
  return isApiError(error) && (error.kind === 'canceled' || error.cause instanceof OwnerChangedError)
}

// One send per user at a time in this tab: a new one waits for the one under way (which may be stopping after a
// switch of account, and then leaves the rest for the next).
const sendsFor = new Map<string, Promise<void>>()

function sendPendingLectures(
  api: ApiClient,
  userId: string,
  queryClient: QueryClient,
  signal: AbortSignal,
): Promise<void> {
  const next = (sendsFor.get(userId) ?? Promise.resolve()).then(() => sendEach(api, userId, queryClient, signal))
  sendsFor.set(userId, next)
  const done = () => {
    if (sendsFor.get(userId) === next) sendsFor.delete(userId)
  }
  next.then(done, done)
  return next
}

/**
 * Sends the user's lectures kept while offline, one by one, through a client bound to that user; stops at the first
 * the API cannot be reached for, and the moment the signed-in user changes (the signal aborts, or the client finds
 * another user's token), leaving the rest queued for their owner.
 */
async function sendEach(api: ApiClient, userId: string, queryClient: QueryClient, signal: AbortSignal): Promise<void> {
  let sent = 0
  let answered = 0
  for (const lecture of [...pendingLectures(userId)]) {
    if (signal.aborted) break
    try {
      await updateCourseProgress(api, lecture.courseId, lecture.lectureId, signal)
      sent += 1
    } catch (error) {
      if (isOwnerGone(error, signal) || !isRefusal(error)) break
      // Refused (a course no longer owned, a session that ended): it will never be accepted, so it is dropped;
      // the query client's toast is not involved here, so say it.
      notify.error(`A lecture marked complete offline could not be saved: ${isApiError(error) ? error.message : ''}`)
    }
    removePendingLecture(userId, lecture)
    answered += 1
  }
  if (answered === 0 || signal.aborted) return
  if (sent > 0) notify.success(t`Your progress from offline is saved`)
  // The API answered, so it can be reached: everything of the learner's is asked again once. That is the progress
  // just sent, and the data asked for when the browser said it was online before it could reach the API, which
  // then failed to refresh and still shows as out of date. Not awaited: the next send must not wait on a refresh.
  void queryClient.invalidateQueries({ queryKey: queryKeys.me(userId) })
}

/** Sends what was marked complete offline: at start (when online) and every time the browser is back online. */
export function useSyncPendingProgress(): void {
  const { clientFor, userId } = useApiSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (userId === null) return
    // Aborted when the signed-in user changes (or the app unmounts): a send under way stops at once.
    const controller = new AbortController()
    const api = clientFor(userId)
    const send = () => void sendPendingLectures(api, userId, queryClient, controller.signal)
    if (!isBrowserOffline()) send()
    window.addEventListener('online', send)
    return () => {
      controller.abort()
      window.removeEventListener('online', send)
    }
  }, [clientFor, userId, queryClient])
}
