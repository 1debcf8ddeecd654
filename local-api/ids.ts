import { createHash, randomBytes } from 'node:crypto'

/*
 * Ids look like the hosted API's MongoDB ObjectIds (8 hex digits of creation time, then 16 more),
 * so the app sees the same kind of opaque string in both modes.
 */

function timeHex(time: number): string {
  return Math.floor(time / 1000)
    .toString(16)
    .padStart(8, '0')
    .slice(-8)
}

/** Deterministic id for seeded records: the same demo data gets the same ids on every machine. */
export function seededObjectId(createdAt: string, serial: number): string {
  return `${timeHex(Date.parse(createdAt))}d3e0${serial.toString(16).padStart(12, '0')}`
}

export function randomObjectId(now: number): string {
  return `${timeHex(now)}${randomBytes(8).toString('hex')}`
}

/** Bearer tokens and checkout session ids: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
