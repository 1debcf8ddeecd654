import { readFileSync } from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { LANGUAGE_STORAGE_KEY, startingLanguage } from '../../../src/lib/language'

/*
 * index.html's language script puts <html lang> in place before the first paint, before any of the app's code. It
 * must choose as the app will (src/lib/language.ts), or the page would start in one language and switch to another,
 * and never throw whatever storage holds or does.
 */

const INDEX_HTML = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8')
const LANGUAGE_SCRIPT =
  [...INDEX_HTML.slice(0, INDEX_HTML.indexOf('</head>')).matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((script) => script.includes(LANGUAGE_STORAGE_KEY)) ?? ''

type Browser = { kept: string | null | 'blocked'; languages: string[] }

function runScript({ kept, languages }: Browser): string {
  const root = document.createElement('html')
  const storage = {
    getItem: (key: string) => {
      if (kept === 'blocked') throw new DOMException('blocked', 'SecurityError')
      return key === LANGUAGE_STORAGE_KEY ? kept : null
    },
  }
  new Function('localStorage', 'navigator', 'document', LANGUAGE_SCRIPT)(
    storage,
    { languages, language: languages[0] },
    { documentElement: root },
  )
  return root.lang
}

function appLanguage({ kept, languages }: Browser): string {
  vi.stubGlobal('navigator', { languages, language: languages[0] })
  localStorage.clear()
  if (kept === 'blocked')
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
  else if (kept !== null) localStorage.setItem(LANGUAGE_STORAGE_KEY, kept)
  try {
    return startingLanguage()
  } finally {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  }
}

test('the script is in index.html', () => {
  expect(LANGUAGE_SCRIPT).toContain('documentElement.lang')
})

test('a kept language, else the browser’s first the app speaks, else English', () => {
  expect(runScript({ kept: 'hi', languages: ['en-US'] })).toBe('hi')
  expect(runScript({ kept: null, languages: ['fr', 'hi-IN'] })).toBe('hi')
  expect(runScript({ kept: 'xx', languages: ['de'] })).toBe('en')
  expect(runScript({ kept: 'blocked', languages: ['hi'] })).toBe('hi')
})

test('property: the script and the app choose the same language', () => {
  const tag = fc.constantFrom('en', 'en-GB', 'hi', 'hi-IN', 'HI', 'fr', 'de-DE', '', 'x-klingon')
  fc.assert(
    fc.property(
      fc.record({
        kept: fc.constantFrom(null, 'en', 'hi', 'HI', 'fr', '', 'blocked'),
        languages: fc.array(tag, { maxLength: 4 }),
      }),
      (browser) => {
        expect(runScript(browser)).toBe(appLanguage(browser))
      },
    ),
    { numRuns: 300 },
  )
})
