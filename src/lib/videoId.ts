/**
 * YouTube video ids from lecture links. The course screen takes the id from the last path segment
 * (`youtu.be/ID`, `/embed/ID`), the player from watch-style links (`watch?v=ID`); both go through this
 * one parser so a link that plays in one place plays in the other, and anything that is not a YouTube
 * link yields `null` rather than an iframe pointing somewhere else.
 */

// The IFrame API rejects anything else with error 2 ("invalid parameter").
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/

const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com'])
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com'])
const SHORT_HOSTS = new Set(['youtu.be'])

// Paths whose next segment is the video id.
const ID_PREFIXES = new Set(['embed', 'shorts', 'live', 'v', 'e'])
// Paths on youtube.com whose segments name channels or pages, never videos (a user may be 11 chars long).
const NON_VIDEO_PREFIXES = new Set(['user', 'c', 'channel', 'playlist', 'results', 'feed', 'hashtag', 'post'])

// Real links are short; a cap keeps a pathological string from costing anything.
const MAX_URL_LENGTH = 2048

// Lecture links are often pasted without a scheme ("youtu.be/ID", "www.youtube.com/watch?v=ID").
const SCHEMELESS_YOUTUBE = /^(?:[a-z0-9-]+\.)*(?:youtube\.com|youtube-nocookie\.com|youtu\.be)(?:[/?#:]|$)/i

function toUrl(text: string): URL | null {
  const candidate = SCHEMELESS_YOUTUBE.test(text) ? `https://${text}` : text.startsWith('//') ? `https:${text}` : text
  try {
    return new URL(candidate)
  } catch {
    return null
  }
}

function validId(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && VIDEO_ID.test(value) ? value : null
}

function idFromPath(segments: readonly string[]): string | null {
  const [first, second] = segments
  if (first !== undefined && ID_PREFIXES.has(first.toLowerCase())) return validId(second)
  if (first === undefined || NON_VIDEO_PREFIXES.has(first.toLowerCase()) || first.startsWith('@')) return null
  // The preview id is "the last path segment of the lecture link" (docs/product.md#course-page).
  return validId(segments.at(-1))
}

/** The 11-character video id of a YouTube link, or `null` for anything else. Never throws. */
export function parseYouTubeId(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > MAX_URL_LENGTH) return null
  const parsed = toUrl(url.trim())
  if (!parsed) return null
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
  // A port or credentials mean some other server that merely borrows the name.
  if (parsed.port !== '' || parsed.username !== '' || parsed.password !== '') return null

  const host = parsed.hostname
  const segments = parsed.pathname.split('/').filter((segment) => segment !== '')
  if (SHORT_HOSTS.has(host)) return segments.length === 1 ? validId(segments[0]) : null
  if (NOCOOKIE_HOSTS.has(host)) return segments[0] === 'embed' && segments.length === 2 ? validId(segments[1]) : null
  if (!WATCH_HOSTS.has(host)) return null
  if (segments.length === 1 && segments[0] === 'watch') return validId(parsed.searchParams.get('v'))
  return idFromPath(segments)
}
