import { useEffect } from 'react'
import { config } from '../config/env'

/** Every page sets a meaningful document title (docs/product.md#titles-and-scrolling): "Page | Brand". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${config.brand}` : config.brand
  }, [title])
}
