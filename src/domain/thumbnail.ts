import { THUMBNAIL_MAX_BYTES } from '../config/constants'
import { IMAGE_SIGNATURE_BYTES, sniffImageType } from '../lib/imageType'
import { t } from '@lingui/core/macro'

/*
 * A thumbnail is checked before anything is sent (a refused upload would cost up to 5 MB for nothing),
 * by the same signature rule the API applies (src/lib/imageType.ts): an SVG or a PDF renamed photo.png
 * is refused here, with a message, and never uploaded.
 */

const MAX_MB = THUMBNAIL_MAX_BYTES / (1024 * 1024)

export const THUMBNAIL_MESSAGES = {
  get empty() {
    return t`This file is empty. Choose a PNG, JPEG, WebP or GIF image.`
  },
  get tooLarge() {
    return t`This image is larger than ${MAX_MB} MB. Choose a smaller one.`
  },
  get notImage() {
    return t`This file is not a PNG, JPEG, WebP or GIF image. Choose an image file.`
  },
  get unreadable() {
    return t`This file could not be read. Choose it again.`
  },
} as const

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
    head = await readHead(file, IMAGE_SIGNATURE_BYTES)
  } catch {
    return THUMBNAIL_MESSAGES.unreadable
  }
  return sniffImageType(new Uint8Array(head)) ? null : THUMBNAIL_MESSAGES.notImage
}
