import { onTestFinished } from 'vitest'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { i18n } from '../../src/lib/i18n'
import { formatLocales, setFormatLocales } from '../../src/lib/format'
import { DATE_LOCALES } from '../../src/lib/language'
import { PENDING_HINDI } from '../fixtures/pendingHindi'

/**
 * Switches the interface to Hindi with the real catalogue (src/locales/hi.po): before a test renders, or inside
 * `act` once it has. The messages written since the catalogue was last merged (tests/fixtures/pendingHindi.ts) fill
 * in what it lacks, and only that: once a message is in hi.po, the catalogue's translation is the one shown. Dates
 * follow; the next test starts in English again (tests/setup.ts) with the date locale it had.
 */
export async function activateHindi(): Promise<void> {
  const { messages } = await import('../../src/locales/hi.po')
  const missing = Object.entries(PENDING_HINDI)
    .map(([english, hindi]) => [generateMessageId(english), compileMessageOrThrow(hindi)] as const)
    .filter(([id]) => !(id in messages))
  const { date } = formatLocales()
  onTestFinished(() => setFormatLocales({ date }))
  i18n.loadAndActivate({ locale: 'hi', messages: { ...messages, ...Object.fromEntries(missing) } })
  setFormatLocales({ date: DATE_LOCALES.hi })
}
