import { useEffect } from 'react'
import { useLocation } from 'react-router-dom'

/** A new page starts at the top (course cards "scroll to the top", docs/product.md#titles-and-scrolling). */
export function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])
  return null
}
