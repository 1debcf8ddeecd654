import { readStorage, writeStorage } from './storage'

/*
 * The interface language (docs/languages.md): English, the default, or Hindi. Like the theme it belongs to this
 * device, not to a person, so it is kept under one key. A first visit with no choice kept starts in the first of the
 * browser's languages that the app speaks.
 */

export const LANGUAGES = ['en', 'hi'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'en'
export const LANGUAGE_STORAGE_KEY = 'edemy.language'

/** Each language's name in that language: the Language control's options are never translated. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिन्दी' }

/** The locale dates (and durations) are written in, per language: "28 Nov 2026" / "28 नव॰ 2026". */
export const DATE_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', hi: 'hi-IN' }

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value)
}

/** The first of the browser's languages (BCP 47 tags, most preferred first) that the app speaks, else English. */
export function browserLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const primary = typeof tag === 'string' ? tag.split('-')[0]?.toLowerCase() : undefined
    if (isLanguage(primary)) return primary
  }
  return DEFAULT_LANGUAGE
}

/** The language to start in: the one kept on this device (an unknown value is ignored), else the browser's. */
export function startingLanguage(): Language {
  const kept = readStorage(LANGUAGE_STORAGE_KEY)
  if (isLanguage(kept)) return kept
  return browserLanguage(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
}

/** Keeps the choice on this device; false when storage refused it (the choice then lasts for this visit). */
export function keepLanguage(language: Language): boolean {
  return writeStorage(LANGUAGE_STORAGE_KEY, language)
}
