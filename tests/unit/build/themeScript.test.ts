import { readFileSync } from 'node:fs'
import path from 'node:path'
import { chooseTheme, THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../../src/lib/theme'

/*
 * index.html's theme script runs before the first paint, before any of the app's code, on whatever this browser
 * kept: it must put a kept Light or Dark on <html> under the key and attribute the app uses (src/lib/theme.ts),
 * leave anything else on System, and never throw (a script error there would be the first line of every page's
 * console). These tests run the script as index.html holds it.
 */

const INDEX_HTML = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8')

/** The inline scripts of index.html's <head>, in order (the source file: the build adds its own). */
function headScripts(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'))
  return [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
}

const THEME_SCRIPT = headScripts(INDEX_HTML)[0] ?? ''

type StorageLike = { getItem: (key: string) => string | null }

/** Runs the script as index.html does, with `storage` as its localStorage, on a fresh <html>. */
function runScript(storage: StorageLike): Element {
  const root = document.createElement('html')
  const run = new Function('localStorage', 'document', THEME_SCRIPT) as (
    storage: StorageLike,
    doc: { documentElement: Element },
  ) => void
  run(storage, { documentElement: root })
  return root
}

const keeping = (value: string | null): StorageLike => ({
  getItem: (key) => (key === THEME_STORAGE_KEY ? value : null),
})

test('a kept Dark or Light goes on <html> under the key and attribute the app uses', () => {
  expect(runScript(keeping('dark')).getAttribute(THEME_ATTRIBUTE)).toBe('dark')
  expect(runScript(keeping('light')).getAttribute(THEME_ATTRIBUTE)).toBe('light')
})

test('nothing kept, System, or an unknown value leaves the page on System', () => {
  for (const value of [null, 'system', '', 'purple', 'DARK', ' dark', '"dark"', 'dark;', '<script>']) {
    expect(runScript(keeping(value)).hasAttribute(THEME_ATTRIBUTE), String(value)).toBe(false)
  }
})

test('storage that throws when read, or is not there at all, leaves the page on System without an error', () => {
  const blocked: StorageLike = {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
  }
  expect(runScript(blocked).hasAttribute(THEME_ATTRIBUTE)).toBe(false)
  expect(() => runScript(null as unknown as StorageLike)).not.toThrow()
})

test('what the app keeps, the script reads back: the choice survives a reload', () => {
  for (const theme of ['dark', 'light', 'system'] as const) {
    chooseTheme(theme)
    expect(runScript(localStorage).getAttribute(THEME_ATTRIBUTE) ?? 'system').toBe(theme)
  }
  document.documentElement.removeAttribute(THEME_ATTRIBUTE)
})

test('the script is the first thing in <head> after the charset: before any stylesheet, so it never waits for one', () => {
  const head = INDEX_HTML.slice(INDEX_HTML.indexOf('<head>'), INDEX_HTML.indexOf('</head>'))
  const beforeScript = head.slice(0, head.indexOf('<script>')).replace(/<!--[\s\S]*?-->/g, '')
  expect(beforeScript.replace(/\s+/g, ' ').trim()).toBe('<head> <meta charset="UTF-8" />')
  expect(head).not.toMatch(/<link[^>]+stylesheet/)
  expect(THEME_SCRIPT).toContain(THEME_STORAGE_KEY)
})
