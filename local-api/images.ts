import { THUMBNAIL_TYPES } from '../src/config/constants.ts'

/*
 * Thumbnail types are decided by the file's first bytes, never by its name or declared type: an
 * SVG (scriptable) or a PDF renamed to photo.png with type image/png is refused.
 */

export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number]

export const EXTENSION_BY_TYPE: Record<ThumbnailType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
}

export const TYPE_BY_EXTENSION: Record<string, ThumbnailType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
}

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

export function sniffImageType(bytes: Uint8Array): ThumbnailType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}
