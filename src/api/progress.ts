import * as v from 'valibot'
import { postForMessage, type ApiClient } from './client'
import { progressDataSchema, type ProgressData } from './types'

const progressAnswer = v.object({ progressData: progressDataSchema })

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
export function updateCourseProgress(
  api: ApiClient,
  courseId: string,
  lectureId: string,
  signal?: AbortSignal,
): Promise<string> {
  return postForMessage(api, '/api/user/update-course-progress', { courseId, lectureId }, { auth: true, signal })
}

/** POST /api/user/add-user-rating: the rating goes as a number, 1 to 5. */
export function addUserRating(api: ApiClient, courseId: string, rating: number): Promise<string> {
  return postForMessage(api, '/api/user/add-user-rating', { courseId, rating }, { auth: true })
}
