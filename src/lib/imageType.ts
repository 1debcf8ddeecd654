/*
 * An image's type as its first bytes say, never its name or declared type: an SVG (scriptable) or a
 * PDF renamed photo.png with type image/png is no image here. The add-course form and the local API
 * both decide with this one function, so they cannot disagree about a file.
 */

/** The image types a file's first bytes can name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

/** How many leading bytes sniffImageType needs (WebP names itself at offset 8). */
export const IMAGE_SIGNATURE_BYTES = 12

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const GIF87 = ascii('GIF87a')
const GIF89 = ascii('GIF89a')
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

/** The image type named by the first bytes, or null when they are no PNG, JPEG, GIF or WebP signature. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'image/png'
  if (startsWith(bytes, JPEG)) return 'image/jpeg'
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return 'image/gif'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp'
  return null
}
