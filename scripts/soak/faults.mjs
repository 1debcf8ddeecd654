// The soak run's fault layer (scripts/soak.mjs): a page.route handler on the API's `/api/` calls that answers a
// share of them with a fault instead of (or on top of) the server's answer. Only `/api/` is routed: the
// checkout page and its form post (`/checkout/…`), sign-in (`/local-auth/…`), the build's files and pictures
// always reach the server untouched, so no fault can make a payment happen twice.
//
// Whether the n-th call to one endpoint is faulted, and how, depends only on the seed, the method, the path
// (ids replaced by ":id") and n: a replay with the same seed faults the same calls, however the page
// interleaves its requests.
import { stream } from './random.mjs'

export const FAULT_KINDS = {
  http500: 'HTTP 500 with a success:false JSON body',
  delay: 'answer delayed 0.3–4 s (the request then reaches the server)',
  truncated: 'JSON cut in the middle (status 200)',
  html: 'an HTML page instead of JSON (status 200 or 502)',
  abort: 'connection dropped (route.abort)',
}

// How the faults are shared out, once a call is chosen for one.
const KIND_WEIGHTS = { http500: 30, delay: 25, truncated: 15, html: 10, abort: 20 }

const HTML_PAGE = '<!doctype html><html><head><title>Bad gateway</title></head><body><h1>Bad gateway</h1></body></html>'

/** "/api/course/64b0c3…" → "/api/course/:id", so the stream of a call does not depend on generated ids. */
function endpointOf(method, url) {
  const path = new URL(url).pathname.replace(/\/[0-9a-f]{24}(?=\/|$)/g, '/:id')
  return `${method} ${path}`
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * `rate`: the share of `/api/` calls faulted (0–1). `isOffline()`: while the page's context is offline, nothing
 * is faulted (the browser fails those calls itself). `onFault(record)` hears of every fault.
 */
export function createFaultLayer({ seed, rate, onFault }) {
  const counters = new Map()
  let enabled = true
  let calls = 0
  const counts = Object.fromEntries(Object.keys(FAULT_KINDS).map((kind) => [kind, 0]))

  /** Decides the fate of one call: null (untouched) or { kind, … } with the details drawn from its stream. */
  function decide(method, url, isMultipart) {
    const endpoint = endpointOf(method, url)
    const n = (counters.get(endpoint) ?? 0) + 1
    counters.set(endpoint, n)
    const random = stream(seed, `fault ${endpoint} #${n}`)
    if (!random.chance(rate)) return null
    const kind = random.weighted(KIND_WEIGHTS)
    const isChange = method !== 'GET'
    switch (kind) {
      case 'delay':
        return { kind, ms: random.int(300, 4000) }
      case 'http500':
        return { kind }
      case 'truncated':
        // A truncated answer started as the server's own: the server has done the work (not for uploads,
        // whose body is not sent again from here).
        return { kind, forward: !isMultipart }
      case 'html':
        // A proxy's or portal's page: the server never saw the call.
        return { kind, status: random.chance(0.5) ? 200 : 502 }
      case 'abort':
        // A change may be lost on the way there or its answer on the way back.
        return {
          kind,
          error: random.chance(0.5) ? 'connectionreset' : 'failed',
          forward: isChange && !isMultipart && random.chance(0.5),
        }
      default:
        throw new Error(`unknown fault ${kind}`)
    }
  }

  /** Installs the layer on a page. `isOffline()` tells whether the page's context is offline now. */
  async function install(page, isOffline) {
    await page.route(
      (url) => url.pathname.startsWith('/api/'),
      async (route, request) => {
        const method = request.method()
        const url = request.url()
        if (!enabled || isOffline()) return route.fallback()
        calls += 1
        const isMultipart = (request.headers()['content-type'] ?? '').startsWith('multipart/')
        const fault = decide(method, url, isMultipart)
        if (!fault) return route.fallback()
        counts[fault.kind] += 1
        onFault({ ...fault, method, url, page, request, at: Date.now() })
        try {
          await apply(route, fault)
        } catch {
          // The page closed (or the request was cancelled) meanwhile: nothing left to answer.
        }
      },
    )
  }

  async function apply(route, fault) {
    switch (fault.kind) {
      case 'delay':
        await sleep(fault.ms)
        return route.fallback()
      case 'http500':
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, message: 'Soak test: the server failed (injected fault)' }),
        })
      case 'truncated': {
        if (!fault.forward)
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":tr' })
        const response = await route.fetch()
        const text = await response.text()
        const cut = text.slice(0, Math.max(1, Math.floor(text.length / 2)))
        return route.fulfill({ status: response.status(), contentType: 'application/json', body: cut })
      }
      case 'html':
        return route.fulfill({ status: fault.status, contentType: 'text/html', body: HTML_PAGE })
      case 'abort':
        if (fault.forward) await route.fetch()
        return route.abort(fault.error)
      default:
        return route.fallback()
    }
  }

  return {
    install,
    counts,
    total: () => Object.values(counts).reduce((sum, count) => sum + count, 0),
    /** The API calls the layer decided on (online, while enabled). */
    calls: () => calls,
    /** Faults stop (the final online period) or start again. */
    setEnabled(value) {
      enabled = value
    },
  }
}
