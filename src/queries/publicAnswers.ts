import type { QueryClient } from '@tanstack/react-query'
import type { PublicAnswer } from '../serviceWorker/publicAnswers'
import { queryKeys } from './keys'

/**
 * The service worker answered from its cache and has since stored a fresher answer: load it again (the
 * worker hands over the one it just stored, so nothing is downloaded twice). Only the query of that
 * answer changes, so the catalogue keeps its place on screen.
 */
export function refreshPublicAnswer(queryClient: QueryClient, answer: PublicAnswer): void {
  const queryKey = answer.kind === 'catalogue' ? queryKeys.courses : queryKeys.course(answer.courseId)
  void queryClient.invalidateQueries({ queryKey, exact: true })
}
