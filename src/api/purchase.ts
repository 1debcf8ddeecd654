import * as v from 'valibot'
import type { ApiClient } from './client'

const purchaseAnswer = v.object({ sessionUrl: v.string() })

/**
 * POST /api/user/purchase: returns the hosted checkout URL. The caller must check it with
 * isAllowedCheckoutUrl before navigating (docs/security-and-reliability.md#checkout-allow-list).
 */
export async function purchaseCourse(api: ApiClient, courseId: string): Promise<string> {
  const answer = await api.post('/api/user/purchase', { courseId }, purchaseAnswer, { auth: true })
  return answer.sessionUrl
}
