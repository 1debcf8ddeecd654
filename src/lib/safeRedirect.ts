/**
 * Which checkout pages the app may send the browser to: a URL it did not build itself
 * (docs/security-and-reliability.md#redirects). An allowlist, never a denylist (OWASP
 * Unvalidated Redirects cheat sheet): anything unrecognised is refused.
 */

const STRIPE_CHECKOUT_HOST = 'checkout.stripe.com'
// Browsers cap URLs around 2 kB in places; a checkout link is far shorter.
const MAX_CHECKOUT_URL_LENGTH = 2048
// Whitespace, control and invisible format characters are stripped or ignored by the URL parser, so
// a link carrying them reads differently to a person, a log and the browser; a real one has none.
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Z}\s]/u

export type CheckoutUrlOptions = {
  /**
   * Absolute origin of the API (`VITE_BACKEND_URL`, or the app's own origin when the local API is
   * mounted there); its checkout stand-in lives on it. Anything unparsable allows no API checkout.
   */
  apiOrigin: string
  /** Extra checkout host names, e.g. a Stripe custom domain (`VITE_CHECKOUT_HOSTS`). */
  extraHosts?: readonly string[]
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text)
  } catch {
    return null
  }
}

/*
 * A configured host is accepted only if it is already a plain, canonical host name: whatever the URL
 * parser would change (case aside) — a port, a path, credentials, Unicode turned into punycode, a
 * trailing dot — marks a mistake, and a mistaken entry must not widen the allowlist.
 */
function canonicalHost(host: string): string | null {
  const lower = host.trim().toLowerCase()
  if (lower === '' || lower.endsWith('.')) return null
  const parsed = parseUrl(`https://${lower}/`)
  return parsed !== null && parsed.hostname === lower && parsed.host === lower ? lower : null
}

/**
 * True only for a checkout page the app may send the browser to: https on `checkout.stripe.com` or a
 * configured extra host (exact host name, default port), or a page on the API's own origin (same
 * scheme, host and port: the only way plain http passes, for the local API in development). Never
 * with credentials; never a string the URL parser would have to clean up first.
 */
export function isAllowedCheckoutUrl(url: unknown, options: CheckoutUrlOptions): boolean {
  if (typeof url !== 'string' || url.length === 0 || url.length >= MAX_CHECKOUT_URL_LENGTH) return false
  if (INVISIBLE_CHARACTERS.test(url) || url.includes('\\')) return false
  const target = parseUrl(url)
  if (!target || target.username !== '' || target.password !== '') return false

  const api = parseUrl(options.apiOrigin)
  const isWebApi = api !== null && (api.protocol === 'http:' || api.protocol === 'https:')
  // Same scheme, host and port as the API (the local API's /checkout/{id}); the only place http passes.
  if (isWebApi && target.origin === api.origin) return true
  if (target.protocol !== 'https:' || target.port !== '') return false

  const allowedHosts = new Set<string>([STRIPE_CHECKOUT_HOST])
  for (const host of options.extraHosts ?? []) {
    const canonical = canonicalHost(host)
    if (canonical) allowedHosts.add(canonical)
  }
  // URL has already lower-cased the host and turned Unicode into punycode, so equality is exact.
  return allowedHosts.has(target.hostname)
}
