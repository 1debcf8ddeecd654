import * as v from 'valibot'
import type { ApiClient } from './client'
import { serverMessage } from './serverMessages'

const messageAnswer = v.object({ message: v.optional(v.string()) })

/** POST /api/educator/update-role with an empty body: the caller becomes an educator. */
export async function updateRoleToEducator(api: ApiClient): Promise<string> {
  const answer = await api.post('/api/educator/update-role', undefined, messageAnswer, { auth: true })
  return serverMessage(answer.message ?? '')
}
