import { postForMessage, type ApiClient } from './client'

/** POST /api/educator/update-role with an empty body: the caller becomes an educator. */
export function updateRoleToEducator(api: ApiClient): Promise<string> {
  return postForMessage(api, '/api/educator/update-role', undefined, { auth: true })
}
