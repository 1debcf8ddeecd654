/*
 * Which addresses may go into an attribute. One definition for the sanitiser, the API answer checks,
 * the add-course form and the local API (which imports this file too, hence no imports here).
 */

// Relative addresses resolve against the page, which is http(s); any absolute base of that kind will do.
const RELATIVE_BASE = 'https://relative.invalid/'

/** Inline images the app shows: raster types in base64 only (no SVG, which can carry script). */
export const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/

/**
 * The protocol a browser would use for this address, relative ones resolved against an https page.
 * The URL parser strips TABs, newlines and leading control characters exactly as browsers do, so
 * `java\tscript:` and `\0javascript:` are seen as the javascript: they would become.
 */
export function urlProtocol(url: string): string | null {
  try {
    return new URL(url, RELATIVE_BASE).protocol
  } catch {
    return null
  }
}

/*
 * The usual shape of a web address (`https://cdn.example.com/a/b.webp?w=400`), which always parses as http(s):
 * a host of letters, digits and hyphens whose last label starts with a letter (never read as an IPv4 number),
 * no punycode label (which can fail to decode), an optional port of up to 4 digits, and printable ASCII after.
 * Anything else goes to the URL parser. Checking 10,000 catalogue thumbnails took about 30 ms with the parser
 * alone in Chromium, on the way to the first card.
 */
const PLAIN_WEB_URL = /^https?:\/\/(?![^/?#]*xn--)(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*(?::\d{1,4})?(?:[/?#][!-~]*)?$/i

/** An absolute http: or https: address (surrounding spaces allowed): what a lecture link must be. */
export function isWebUrl(text: string): boolean {
  const address = text.trim()
  if (PLAIN_WEB_URL.test(address)) return true
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** An image the app may show from an answer: an http(s) address, or one of its own blob: or raster data: previews. */
export function isShowableImageUrl(url: string): boolean {
  if (url.startsWith('data:')) return RASTER_DATA_IMAGE.test(url)
  if (url.startsWith('blob:')) return urlProtocol(url) === 'blob:'
  return isWebUrl(url) && url === url.trim()
}
