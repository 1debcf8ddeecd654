const BARE_EMAIL = /^[^\s@/:?#]+@[^\s@/:?#]+\.[^\s@/:?#]+$/

/** A bare e-mail address used as a link gets `mailto:` (docs/product.md#educator-area); anything else is returned as it is. */
export function withMailto(url: string): string {
  const trimmed = url.trim()
  return BARE_EMAIL.test(trimmed) ? `mailto:${trimmed}` : url
}
