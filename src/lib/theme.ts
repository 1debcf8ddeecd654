import { readStorage, removeStorage, writeStorage } from './storage'

/*
 * The colour theme (docs/product.md#theme): System follows the device's light or dark setting, live; Light and Dark
 * hold one whatever the device says. The choice belongs to this device, not to a person (it is how this screen looks,
 * whoever signs in), so it is kept under one key and "Clear data on this device" leaves it.
 *
 * The page shows the choice through one attribute on <html>: index.html's inline script sets it from storage before
 * the first paint, the Theme control afterwards; the stylesheet does the rest (src/index.css). The script repeats the
 * key, the attribute and the fixed themes below; tests/unit/build/themeScript.test.ts runs it against them.
 * The attribute is also what the page shows now: a choice that storage refused still lasts for the visit.
 */

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]

export const THEME_STORAGE_KEY = 'edemy.theme'

/** On <html>: "light" or "dark" when one of them is chosen, absent for System. */
export const THEME_ATTRIBUTE = 'data-theme'

/** The choices that hold one theme: the only values kept in storage and put on <html>. */
export const FIXED_THEMES = ['light', 'dark'] as const satisfies readonly Theme[]

/** A kept or submitted value as a theme: anything unknown (an old release's, a hand edit) is System. */
export function parseTheme(value: unknown): Theme {
  return THEMES.find((theme) => theme === value) ?? 'system'
}

/** The theme this page shows now. */
export function currentTheme(): Theme {
  return parseTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE))
}

/** The theme kept on this device: System when none is kept, storage is blocked or the value is unknown. */
export function storedTheme(): Theme {
  return parseTheme(readStorage(THEME_STORAGE_KEY))
}

/** Shows the theme on this page, without keeping it. */
export function showTheme(theme: Theme): void {
  const root = document.documentElement
  if (theme === 'system') root.removeAttribute(THEME_ATTRIBUTE)
  else root.setAttribute(THEME_ATTRIBUTE, theme)
}

/** Shows the theme at once and keeps it on this device; false when storage refused it (it then lasts for this visit). */
export function chooseTheme(theme: Theme): boolean {
  showTheme(theme)
  if (theme !== 'system') return writeStorage(THEME_STORAGE_KEY, theme)
  removeStorage(THEME_STORAGE_KEY)
  return true
}
