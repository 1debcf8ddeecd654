import type { ImageType } from '../src/lib/imageType.ts'

export { sniffImageType } from '../src/lib/imageType.ts'

/*
 * Thumbnail types are decided by the file's first bytes, never by its name or declared type: an
 * SVG (scriptable) or a PDF renamed to photo.png with type image/png is refused.
 */

export type ThumbnailType = ImageType

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
