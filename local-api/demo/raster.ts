/*
 * Demo thumbnails as pictures. A browser draws each SVG image on its main thread, laying out a small document,
 * while it decodes a raster picture off that thread. The thumbnails learners see in production are uploaded
 * pictures, so the local API serves its drawings as WebP: the app then behaves, and measures, as it does there.
 */

/** Wide enough for a card on a phone at 2x and for the course page; about 10 KB each. */
export const THUMBNAIL_PICTURE = { width: 800, height: 450, quality: 75 } as const

/** The drawing as a WebP picture. sharp is a native module, loaded on the first thumbnail asked for. */
export async function thumbnailPicture(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import('sharp')
  const bytes = await sharp(Buffer.from(svg))
    .resize(THUMBNAIL_PICTURE.width, THUMBNAIL_PICTURE.height)
    .webp({ quality: THUMBNAIL_PICTURE.quality })
    .toBuffer()
  return new Uint8Array(bytes)
}
