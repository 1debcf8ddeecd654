import { Workbox } from 'workbox-window'
import { offerUpdate } from './updateOffer'

/**
 * Registers the service worker (sw.ts). Loaded once the page has loaded, so it never competes with the
 * page's own downloads. A new deploy's worker installs in the background and waits; the update notice
 * then offers "Reload", and only that switches to it and reloads this tab. Another tab taking the new
 * version does not reload this one: a learner typing or watching here keeps the page.
 */
export function registerServiceWorker(): void {
  const workbox = new Workbox('/sw.js')
  let reloadAsked = false
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      reloadAsked = true
      workbox.messageSkipWaiting()
    })
  })
  workbox.addEventListener('controlling', () => {
    if (reloadAsked) window.location.reload()
  })
  // A tab left open for days still learns of a deploy: look again whenever it comes back into view.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') workbox.update().catch(() => undefined)
  })
  // Refused (a browser or policy that blocks workers): the app works as before, only without offline use.
  workbox.register().catch(() => undefined)
}
