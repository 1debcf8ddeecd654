import { i18n, type Messages } from '@lingui/core'
import { setFormatLocales } from './format'
import { DATE_LOCALES, type Language } from './language'

/*
 * The Lingui instance the app translates with (docs/languages.md). English needs no catalogue: each message is
 * kept, compiled, where the code uses it (build/linguiMacroPlugin.ts). Hindi's catalogue is a chunk of its own,
 * loaded only when Hindi is chosen.
 */
// Lingui's own instance, so the macros work in modules outside React too (`msg`, `t` and `plural` of
// '@lingui/core/macro' translate with it), not only in components.
export { i18n }

// Messages reach the instance compiled at build time, except plain texts, which are their own compiled form: no ICU
// parser is shipped.
i18n.setMessagesCompiler((message) => [message])
// English from the start, so a message read before the chosen language is active (at import) is never an error.
i18n.loadAndActivate({ locale: 'en', messages: {} })

const catalogues: Record<Language, () => Promise<Messages>> = {
  en: async () => ({}),
  hi: async () => (await import('../locales/hi.po')).messages,
}

/** Loads `language`'s catalogue and switches the interface, `<html lang>` and the date locale to it. */
export async function activateLanguage(language: Language): Promise<void> {
  switchLanguage(language, await catalogues[language]())
}

/** Switches to `language` with its catalogue already at hand (the build renders index.html's openings this way). */
export function switchLanguage(language: Language, messages: Messages): void {
  i18n.loadAndActivate({ locale: language, messages })
  setFormatLocales({ date: DATE_LOCALES[language] })
  if (typeof document !== 'undefined') document.documentElement.lang = language
}
