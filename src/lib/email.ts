/**
 * The one e-mail address rule: something@domain.tld with no spaces and none of the characters that
 * would make it markup or a URL (`< > / : ? #`). Used for settings, sign-up, and for telling a bare
 * address from a link in rich text, where it becomes a `mailto:` link.
 */
const EMAIL_ADDRESS = /^[^\s@<>/:?#]+@[^\s@<>/:?#.]+(\.[^\s@<>/:?#.]+)+$/

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text)
}

/** A bare e-mail address used as a link gets `mailto:`; anything else is returned as it is. */
export function withMailto(url: string): string {
  const trimmed = url.trim()
  return isEmailAddress(trimmed) ? `mailto:${trimmed}` : url
}
