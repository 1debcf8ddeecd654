import { config, isProductionBuild } from '../config/env'
import { ANSWER_UPDATED_MESSAGE, publicAnswerAt, type PublicAnswer } from './publicAnswers'

/**
 * Starts the service worker of a production build (docs/offline.md). The worker's word that it has
 * stored a fresher public answer is listened for from the very start, since it can come before the
 * page has loaded; the registration code itself loads after the page has.
 */
export function startServiceWorker(onAnswerUpdated: (answer: PublicAnswer) => void): void {
  if (!isProductionBuild || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  container.addEventListener('message', (event: MessageEvent<{ type?: unknown; url?: unknown } | null>) => {
    const data = event.data
    if (data?.type !== ANSWER_UPDATED_MESSAGE || typeof data.url !== 'string') return
    const answer = publicAnswerAt(data.url, config.backendUrl, window.location.origin)
    if (answer) onAnswerUpdated(answer)
  })
  container.startMessages()

  const register = () => {
    import('./register').then(
      ({ registerServiceWorker }) => registerServiceWorker(),
      // Offline before the code arrived: the next visit registers it.
      () => undefined,
    )
  }
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
