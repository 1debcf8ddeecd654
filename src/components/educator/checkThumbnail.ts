import { THUMBNAIL_MAX_BYTES } from '../../config/constants'

/*
 * A thumbnail is checked before anything is sent (RELIABILITY.md U1): its first bytes must be a PNG,
 * JPEG, GIF or WebP signature, whatever its name or declared type says, so an SVG (scriptable) or a
 * PDF renamed photo.png is refused here, with a message, and never uploaded.
 */

const MAX_MB = THUMBNAIL_MAX_BYTES / (1024 * 1024)

export const THUMBNAIL_MESSAGES = {
  empty: 'This file is empty. Choose a PNG, JPEG, WebP or GIF image.',
  tooLarge: `This image is larger than ${MAX_MB} MB. Choose a smaller one.`,
  notImage: 'This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.',
  unreadable: 'This file could not be read. Choose it again.',
} as const

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

/** The image type named by the file's first bytes, or null when they are no PNG, JPEG, GIF or WebP. */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

function readHead(file: Blob, length: number): Promise<ArrayBuffer> {
  const head = file.slice(0, length)
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer()
  // Older engines (and some test DOMs) only have FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(head)
  })
}

/** Null when the file may be uploaded, otherwise the sentence to show. */
export async function checkThumbnail(file: File): Promise<string | null> {
  if (file.size === 0) return THUMBNAIL_MESSAGES.empty
  if (file.size > THUMBNAIL_MAX_BYTES) return THUMBNAIL_MESSAGES.tooLarge
  let head: ArrayBuffer
  try {
    head = await readHead(file, 12)
  } catch {
    return THUMBNAIL_MESSAGES.unreadable
  }
  return sniffImageType(new Uint8Array(head)) ? null : THUMBNAIL_MESSAGES.notImage
}
