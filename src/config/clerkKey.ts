/**
 * A Clerk publishable key is `pk_test_` or `pk_live_` followed by base64 of Clerk's Frontend API
 * host and a `$`. The app checks the key with this at start, and the build reads the host from it
 * for the Content-Security-Policy, so both agree on what a valid key is.
 *
 * Returns the host in lower case, or '' when the key is missing or is not such a key.
 */
export function clerkFrontendApiFromKey(key: string | undefined): string {
  const encoded = /^pk_(?:test|live)_([A-Za-z0-9+/=_-]+)$/.exec(key?.trim() ?? '')?.[1]
  if (!encoded) return ''
  try {
    const decoded = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
    return /^[a-z0-9.-]+\$$/i.test(decoded) && decoded.length > 2 ? decoded.slice(0, -1).toLowerCase() : ''
  } catch {
    return ''
  }
}
