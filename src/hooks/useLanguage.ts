import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { activateLanguage } from '../lib/i18n'
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  keepLanguage,
  LANGUAGE_STORAGE_KEY,
  startingLanguage,
  type Language,
} from '../lib/language'
import { notify } from '../lib/notify'

/**
 * The interface language and the action that changes it (docs/languages.md): kept on this device, then the
 * catalogue loaded and every screen re-rendered in place (nothing typed is lost). `isSwitching` while Hindi's
 * catalogue downloads; if it cannot (offline before it was ever kept), the language stays as it was and a toast
 * says why. A choice made in another tab of this site applies here too, as the theme's does.
 */
export function useLanguage() {
  const { i18n, t } = useLingui()
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE
  const [isSwitching, setSwitching] = useState(false)
  const failed = t`The language could not be loaded. Check your connection and try again.`
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // null: the other tab cleared all of storage (then the browser's language counts again).
      if (event.key !== null && event.key !== LANGUAGE_STORAGE_KEY) return
      // Not kept again here: the other tab already did. A catalogue that cannot load leaves this tab as it is.
      activateLanguage(startingLanguage()).catch(() => undefined)
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [])
  const choose = useCallback(
    (next: Language) => {
      setSwitching(true)
      activateLanguage(next)
        .then(() => keepLanguage(next))
        .catch(() => notify.error(failed, { toastId: 'language:failed' }))
        .finally(() => setSwitching(false))
    },
    [failed],
  )
  return { language, choose, isSwitching }
}
