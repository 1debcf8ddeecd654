/**
 * Which API answers the service worker may keep: the public catalogue (GET /api/course/all) and single
 * courses (GET /api/course/{id}), asked without a token. Everything else, and any call that carries a
 * bearer token, always goes to the network and is never stored, so the caches hold nothing of a user.
 * Shared by the worker (what to keep) and the app (which answer an update message is about).
 */

/** The cache the public answers live in. */
export const PUBLIC_COURSES_CACHE = 'public-courses'

/** How many single-course answers are kept besides the catalogue; the least recently stored go first. */
export const MAX_CACHED_COURSES = 60

/** Pictures (thumbnails, avatars) pages have shown, for offline use; the app's own images are precached. */
export const IMAGES_CACHE = 'images'
export const MAX_CACHED_IMAGES = 200

/** What the app posts to a waiting service worker when the learner chose "Reload". */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING'

/** What the worker posts to open pages when it has stored a public answer that differs from the last one. */
export const ANSWER_UPDATED_MESSAGE = 'PUBLIC_ANSWER_UPDATED'

export type PublicAnswer = { kind: 'catalogue' } | { kind: 'course'; courseId: string }

/**
 * The public answer an address asks for, or null. `apiBase` is the configured API address (origin plus
 * optional base path, no trailing slash), or '' for the page's own origin, given as `pageOrigin`.
 */
export function publicAnswerAt(address: string, apiBase: string, pageOrigin: string): PublicAnswer | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (url.search || url.hash) return null
  const prefix = `${apiBase || pageOrigin}/api/course/`
  const href = `${url.origin}${url.pathname}`
  if (!href.startsWith(prefix)) return null
  // One path segment: the id as getCourse encodes it (encodeURIComponent leaves no '/').
  const segment = href.slice(prefix.length)
  if (segment === '' || segment.includes('/')) return null
  if (segment === 'all') return { kind: 'catalogue' }
  try {
    return { kind: 'course', courseId: decodeURIComponent(segment) }
  } catch {
    return null
  }
}

export type RequestFacts = { method: string; url: string; hasAuthorization: boolean }

/** True when the service worker may answer this request from its cache and keep the network's answer. */
export function isPublicCourseRequest(request: RequestFacts, apiBase: string, pageOrigin: string): boolean {
  if (request.method !== 'GET' || request.hasAuthorization) return false
  return publicAnswerAt(request.url, apiBase, pageOrigin) !== null
}

/** The catalogue's address, which a new service worker fetches once so the next visit starts with it. */
export function catalogueUrl(apiBase: string, pageOrigin: string): string {
  return `${apiBase || pageOrigin}/api/course/all`
}
