import { useEffect } from 'react'
import { localDay, readCompletionDay, recordCompletionDay } from '../lib/studyStorage'

/**
 * The day this user's course was first seen complete in this browser ("YYYY-MM-DD"): kept the first time
 * `isComplete` is true here (player, My Enrollments or certificate). Today when nothing is kept (yet, or
 * because storage is blocked or full); null while the course is not complete.
 */
export function useCompletionDay(userId: string | null, courseId: string, isComplete: boolean): string | null {
  useEffect(() => {
    if (isComplete) recordCompletionDay(userId, courseId)
  }, [isComplete, userId, courseId])

  if (!isComplete) return null
  return readCompletionDay(userId, courseId) ?? localDay(new Date())
}
