import { useCallback, useState } from 'react'
import { readStudyPreferences, writeStudyPreferences, type StudyPreferences } from '../lib/studyStorage'

/**
 * The learner's player preferences (autoplay next, complete on end, captions, single-key
 * shortcuts, playback speed), remembered per user.
 * A change applies at once even when storage refuses to keep it (blocked or full): it then lasts for this visit.
 */
export function useStudyPreferences(userId: string | null) {
  const [preferences, setPreferences] = useState<StudyPreferences>(() => readStudyPreferences(userId))
  const update = useCallback(
    (change: Partial<StudyPreferences>) => {
      setPreferences((current) => {
        const next = { ...current, ...change }
        writeStudyPreferences(userId, next)
        return next
      })
    },
    [userId],
  )
  return [preferences, update] as const
}
