import { SERVICE_WORKER_REGISTER_MAX_WAIT_MS } from '../config/constants'
import { config, isProductionBuild } from '../config/env'
import { runWhenIdle } from '../lib/scheduling'
import { ANSWER_UPDATED_MESSAGE, publicAnswerAt, type PublicAnswer } from './publicAnswers'

/**
 * Starts the service worker of a production build (docs/offline.md). The worker's word that it has
 * stored a fresher public answer is listened for from the very start, since it can come before the
 * page has loaded; the registration code itself loads once the loaded page is idle.
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
  // Installing the worker downloads and stores the whole app. On a first visit that competed with showing the first
  // courses (first card 0.8 s without it, 1.4 s with it, at 10,000 courses), so it waits until the page is idle.
  const registerWhenIdle = () => void runWhenIdle(register, SERVICE_WORKER_REGISTER_MAX_WAIT_MS)
  if (document.readyState === 'complete') registerWhenIdle()
  else window.addEventListener('load', registerWhenIdle, { once: true })
}
