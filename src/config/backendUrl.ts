/**
 * VITE_BACKEND_URL as the app calls it: the origin and path, without trailing slashes. The app checks the setting
 * with this at start, and the build names the API with it in index.html's early requests, so both write the same
 * address letter for letter (the app's request takes an early answer only for the same address).
 *
 * Returns '' when the setting is empty (the local API on the page's own origin), or what is wrong with it.
 */
export function readBackendUrl(
  value: string,
): { ok: true; url: string } | { ok: false; reason: 'not-a-url' | 'not-http' | 'url-extras' } {
  if (value === '') return { ok: true, url: '' }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, reason: 'not-a-url' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'not-http' }
  if (url.username || url.password || url.search || url.hash) return { ok: false, reason: 'url-extras' }
  return { ok: true, url: `${url.origin}${url.pathname}`.replace(/\/+$/, '') }
}
