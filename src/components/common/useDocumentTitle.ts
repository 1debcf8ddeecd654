import { useEffect } from 'react'
import { config } from '../../config/env'

/** Every page sets a meaningful document title (DESIGN.md section 8): "Page | Brand". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${config.brand}` : config.brand
  }, [title])
}
