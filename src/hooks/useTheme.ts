import { useCallback, useEffect, useState } from 'react'
import { chooseTheme, currentTheme, showTheme, storedTheme, THEME_STORAGE_KEY, type Theme } from '../lib/theme'

/**
 * The theme chosen on this device and the action that changes it (src/lib/theme.ts). A choice made in another tab
 * of this site applies here too. System needs nothing here: the stylesheet follows the device's setting by itself.
 */
export function useTheme() {
  const [theme, setTheme] = useState<Theme>(currentTheme)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // null: the other tab cleared all of storage.
      if (event.key !== null && event.key !== THEME_STORAGE_KEY) return
      const kept = storedTheme()
      showTheme(kept)
      setTheme(kept)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const choose = useCallback((next: Theme) => {
    chooseTheme(next)
    setTheme(next)
  }, [])
  return [theme, choose] as const
}
