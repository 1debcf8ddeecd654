/**
 * Unique ids for chapters and lectures created in the add-course form (docs/api.md#shapes: a chapter's and
 * a lecture's id). The original app used uniqid, which pulls Node's `os` module into the browser bundle;
 * the Web Crypto API is built in everywhere the app runs.
 */

// Module-level so that even the last-resort fallback cannot repeat within one page.
let fallbackCounter = 0

function formatUuid(bytes: Uint8Array): string {
  // RFC 9562 version 4: set the version and variant bits like crypto.randomUUID does.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function randomUuid(): string {
  const webCrypto: Crypto | undefined = globalThis.crypto
  // randomUUID exists only in secure contexts; plain http on a LAN address (a phone testing the dev
  // server) has getRandomValues but not randomUUID.
  if (typeof webCrypto?.randomUUID === 'function') return webCrypto.randomUUID()
  if (typeof webCrypto?.getRandomValues === 'function') return formatUuid(webCrypto.getRandomValues(new Uint8Array(16)))
  // Ids only need to be unique within a draft, not unguessable.
  fallbackCounter += 1
  return `${Date.now().toString(36)}-${fallbackCounter.toString(36)}-${Math.random().toString(36).slice(2, 10)}`
}

/** A new unique id, optionally prefixed (`createId('chapter-')`). */
export function createId(prefix = ''): string {
  return `${prefix}${randomUuid()}`
}
