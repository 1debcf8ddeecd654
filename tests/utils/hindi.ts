import { onTestFinished } from 'vitest'
import { i18n } from '../../src/lib/i18n'
import { formatLocales, setFormatLocales } from '../../src/lib/format'
import { DATE_LOCALES } from '../../src/lib/language'

/**
 * Switches the interface to Hindi with the real catalogue (src/locales/hi.po): before a test renders, or inside
 * `act` once it has. Dates follow; the next test starts in English again (tests/setup.ts) with the date locale it had.
 */
export async function activateHindi(): Promise<void> {
  const { messages } = await import('../../src/locales/hi.po')
  const { date } = formatLocales()
  onTestFinished(() => setFormatLocales({ date }))
  i18n.loadAndActivate({ locale: 'hi', messages })
  setFormatLocales({ date: DATE_LOCALES.hi })
}
