import { useLingui } from '@lingui/react/macro'
import { useCallback, useState } from 'react'
import { activateLanguage } from '../lib/i18n'
import { isLanguage, keepLanguage, type Language, DEFAULT_LANGUAGE } from '../lib/language'
import { notify } from '../lib/notify'

/**
 * The interface language and the action that changes it (docs/languages.md): kept on this device, then the
 * catalogue loaded and every screen re-rendered in place (nothing typed is lost). `isSwitching` while Hindi's
 * catalogue downloads; if it cannot (offline before it was ever kept), the language stays as it was and a toast
 * says why.
 */
export function useLanguage() {
  const { i18n, t } = useLingui()
  const language: Language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE
  const [isSwitching, setSwitching] = useState(false)
  const failed = t`The language could not be loaded. Check your connection and try again.`
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
