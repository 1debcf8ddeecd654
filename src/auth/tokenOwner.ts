/*
 * Whose a bearer token is, when the token says so. Clerk's session tokens are JWTs whose `sub` is the user's id;
 * the local provider's tokens are opaque (null here). Nothing is verified: the API checks the signature. This only
 * lets the app refuse to send one person's queued work with a token that names someone else.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/

/** The JWT's `sub` claim, or null for a token that is not a readable JWT. */
export function tokenSubject(token: string): string | null {
  const parts = token.split('.')
  const payload = parts[1]
  if (parts.length !== 3 || payload === undefined || !BASE64URL.test(payload)) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    const subject = typeof json === 'object' && json !== null ? (json as { sub?: unknown }).sub : undefined
    return typeof subject === 'string' && subject !== '' ? subject : null
  } catch {
    return null
  }
}

/** Thrown by a client bound to one user when the signed-in user, or the token's owner, is someone else. */
export class OwnerChangedError extends Error {
  constructor() {
    super('The signed-in user changed')
    this.name = 'OwnerChangedError'
  }
}
