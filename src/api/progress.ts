import * as v from 'valibot'
import type { ApiClient } from './client'
import { progressDataSchema, type ProgressData } from './types'
import { serverMessage } from './serverMessages'

const progressAnswer = v.object({ progressData: progressDataSchema })
const messageAnswer = v.object({ message: v.optional(v.string()) })

export type ProgressPathVariant = 'plain' | 'trailing-slash'

/**
 * POST /api/user/get-course-progress. The original app calls it both with and without a trailing
 * slash (docs/api.md#calls) and servers accept both; the player uses the trailing-slash form.
 */
export async function getCourseProgress(
  api: ApiClient,
  courseId: string,
  options: { signal?: AbortSignal; variant?: ProgressPathVariant } = {},
): Promise<ProgressData> {
  const path = options.variant === 'trailing-slash' ? '/api/user/get-course-progress/' : '/api/user/get-course-progress'
  const answer = await api.post(path, { courseId }, progressAnswer, { auth: true, signal: options.signal })
  return answer.progressData
}

/** POST /api/user/update-course-progress: marks one lecture complete; repeating it is harmless. */
export async function updateCourseProgress(
  api: ApiClient,
  courseId: string,
  lectureId: string,
  signal?: AbortSignal,
): Promise<string> {
  const answer = await api.post('/api/user/update-course-progress', { courseId, lectureId }, messageAnswer, {
    auth: true,
    signal,
  })
  return serverMessage(answer.message ?? '')
}

/** POST /api/user/add-user-rating: the rating goes as a number, 1 to 5. */
export async function addUserRating(api: ApiClient, courseId: string, rating: number): Promise<string> {
  const answer = await api.post('/api/user/add-user-rating', { courseId, rating }, messageAnswer, { auth: true })
  return serverMessage(answer.message ?? '')
}
