import { useEffect, useState } from 'react'
import type { ThumbnailFacts } from '../domain/publishChecklist'

type ThumbnailImage = { facts: ThumbnailFacts; url: string }

const NONE: ThumbnailImage = { facts: { status: 'none' }, url: '' }
const MEASURING: ThumbnailImage = { facts: { status: 'measuring' }, url: '' }

/** The image's size in pixels, decoded in the browser; null where it cannot decode off-screen (no createImageBitmap). */
async function measure(file: File): Promise<ThumbnailFacts> {
  if (typeof createImageBitmap !== 'function') return { status: 'measuring' }
  try {
    const bitmap = await createImageBitmap(file)
    const facts: ThumbnailFacts = { status: 'image', width: bitmap.width, height: bitmap.height }
    bitmap.close()
    return facts
  } catch {
    return { status: 'unreadable' }
  }
}

/**
 * The chosen thumbnail for Add Course's checklist and preview: its size in pixels, measured once per file, and,
 * while `withUrl` (the preview is open), an object URL for it, revoked when the file changes or the preview
 * closes. The file is never uploaded for this.
 */
export function useThumbnailImage(file: File | null, withUrl: boolean): ThumbnailImage {
  const [image, setImage] = useState<ThumbnailImage & { file: File | null; withUrl: boolean }>({
    ...NONE,
    file: null,
    withUrl: false,
  })

  useEffect(() => {
    if (!file) return
    let isCurrent = true
    const url = withUrl && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''
    void measure(file).then((facts) => {
      if (isCurrent) setImage({ file, withUrl, url, facts })
    })
    return () => {
      isCurrent = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [file, withUrl])

  // Until the effect has answered for this file, nothing from an earlier one shows.
  if (!file) return NONE
  if (image.file !== file) return MEASURING
  // Opening or closing the preview keeps the size already measured; only the address comes and goes.
  if (image.withUrl !== withUrl) return { facts: image.facts, url: '' }
  return { facts: image.facts, url: image.url }
}
