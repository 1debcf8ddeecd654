/*
 * Demo thumbnails as pictures. A browser draws each SVG image on its main thread, laying out a small document,
 * while it decodes a raster picture off that thread. The thumbnails learners see in production are uploaded
 * pictures, so the local API serves its drawings as WebP: the app then behaves, and measures, as it does there.
 */

/** A card is at most about 380 CSS pixels wide (a phone); at a phone's pixel ratio that is about 640. 7 to 10 KB each. */
export const THUMBNAIL_PICTURE = { width: 640, height: 360, quality: 70 } as const

/** The drawing as a WebP picture. sharp is a native module, loaded on the first thumbnail asked for. */
export async function thumbnailPicture(svg: string): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import('sharp')
  const bytes = await sharp(Buffer.from(svg))
    .resize(THUMBNAIL_PICTURE.width, THUMBNAIL_PICTURE.height)
    .webp({ quality: THUMBNAIL_PICTURE.quality })
    .toBuffer()
  return new Uint8Array(bytes)
}
