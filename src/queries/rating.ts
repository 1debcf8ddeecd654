import { useQueryClient } from '@tanstack/react-query'
import { addUserRating } from '../api/progress'
import { notify } from '../lib/notify'
import { useApiSession } from './ApiClientProvider'
import { queryKeys } from './keys'
import { useGuardedMutation } from './useGuardedMutation'
import { t } from '@lingui/core/macro'
import { MESSAGES } from '../api/errors'

/**
 * Rates a course (a number from 1 to 5), then reads the enrolled courses again: they carry the
 * course's ratings, so the stars show what the server now has. `onFailed` lets the stars go back.
 */
export function useRateCourse(courseId: string, { onFailed }: { onFailed?: () => void } = {}) {
  const { api, userId } = useApiSession()
  const queryClient = useQueryClient()
  const mutation = useGuardedMutation({
    mutationFn: (rating: number) => addUserRating(api, courseId, rating),
    meta: { errorFallback: MESSAGES.fallback },
    onSuccess: async (message) => {
      notify.success(message || t`Thank you for rating this course`)
      await queryClient.invalidateQueries({ queryKey: queryKeys.enrolledCourses(userId) })
    },
    onError: () => onFailed?.(),
  })
  return { rate: (rating: number) => mutation.submit(() => rating), isPending: mutation.isPending }
}
