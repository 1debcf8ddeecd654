// What the soak run watches on every page (scripts/soak.mjs): uncaught exceptions, console errors, the
// browser's own network logs (excluded, and sorted by cause), server errors nobody injected, and the toasts the
// app shows (read by the journeys).

/**
 * Chromium's resource-load failure log, the only console errors excluded: "Failed to load resource: the server
 * responded with a status of 500 (Internal Server Error)" for an HTTP error answer and "Failed to load resource:
 * net::ERR_FAILED" (ERR_CONNECTION_RESET, ERR_INTERNET_DISCONNECTED, …) for a request with no answer. The
 * browser writes these for every failed request, whatever the page does with the failure; the app itself
 * logs nothing on a handled failure.
 */
export const BROWSER_NETWORK_LOG =
  /^Failed to load resource: (?:the server responded with a status of (\d{3})(?: \([^)]*\))?|(net::ERR_[A-Z_]+))$/

/**
 * Put in every page before the app runs: keeps every toast react-toastify shows (kind and text), so a journey
 * can ask what was said since a moment, even after the toast closed.
 */
export function toastRecorderScript() {
  if (window !== window.top) return
  const seen = []
  const read = ({ element, at }) => ({
    kind: /Toastify__toast--(\w+)/.exec(element.className)?.[1] ?? 'default',
    text: (element.textContent ?? '').trim(),
    at,
    shown: element.isConnected,
  })
  window.__soakToasts = () => seen.map(read)
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof Element)) continue
        const toasts = node.classList.contains('Toastify__toast') ? [node] : node.querySelectorAll('.Toastify__toast')
        for (const toast of toasts) {
          if (!seen.some((entry) => entry.element === toast)) seen.push({ element: toast, at: Date.now() })
        }
      }
    }
  }).observe(document, { childList: true, subtree: true })
}

/**
 * The toasts the page has shown so far, oldest first: [{ kind, text, at (when it appeared), shown (still on
 * screen) }] ([] when the page cannot be read).
 */
export async function toastsOf(page) {
  return page.evaluate(() => (window.__soakToasts ? window.__soakToasts() : [])).catch(() => [])
}

/**
 * Watches one page. `stats` collects across the run; `faulted` holds the calls the fault layer answered on this
 * page ({ urls: url → count, requests: WeakSet }), so their network logs and 5xx answers are put down to it.
 */
export function watchPage(page, { stats, journey, isOffline, faulted }) {
  const where = () => `${journey.label} at ${safeUrl(page)}`
  page.on('pageerror', (error) => {
    stats.pageErrors.push(`${where()}: ${error.stack?.split('\n').slice(0, 4).join(' | ') ?? error.message}`)
  })
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    const network = BROWSER_NETWORK_LOG.exec(text)
    if (!network) {
      stats.consoleErrors.push(`${where()}: ${text.slice(0, 500)}`)
      return
    }
    const resource = message.location()?.url ?? ''
    let cause
    const pending = faulted.urls.get(resource) ?? 0
    if (pending > 0) {
      faulted.urls.set(resource, pending - 1)
      cause = 'injected fault'
    } else if (network[2] === 'net::ERR_INTERNET_DISCONNECTED' || isOffline()) cause = 'offline'
    else if (!resource.includes('/api/')) cause = 'not an API call'
    else cause = 'server answer, not injected'
    const key = `${cause}: ${network[1] ? `status ${network[1]}` : network[2]}${cause === 'injected fault' || cause === 'offline' ? '' : ` ${pathOf(resource)}`}`
    stats.excluded.set(key, (stats.excluded.get(key) ?? 0) + 1)
  })
  page.on('response', (response) => {
    if (response.status() < 500) return
    if (faulted.requests.has(response.request())) return
    stats.serverErrors.push(`${where()}: ${response.status()} ${response.request().method()} ${pathOf(response.url())}`)
  })
}

function safeUrl(page) {
  try {
    return pathOf(page.url())
  } catch {
    return '?'
  }
}

export function pathOf(url) {
  try {
    const parsed = new URL(url)
    return `${parsed.pathname}${parsed.search}`
  } catch {
    return url
  }
}
