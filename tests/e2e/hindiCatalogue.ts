import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/*
 * The Hindi an e2e spec expects, read from the real catalogue (src/locales/hi.po) by its English message: the specs
 * cannot import the app's translated modules (Playwright loads them without Lingui's macros), and a literal copied
 * into a spec would drift from the catalogue when a translation is reworded.
 */

const HI_PO = fileURLToPath(new URL('../../src/locales/hi.po', import.meta.url))

/** A .po string's content: its quotes removed and its escapes read. */
function unquote(line: string): string {
  return JSON.parse(line.trim()) as string
}

/** English message → Hindi, for every translated entry of a .po file (an entry spans msgid and msgstr lines). */
export function parsePo(text: string): Map<string, string> {
  const catalogue = new Map<string, string>()
  let field: 'msgid' | 'msgstr' | null = null
  let id = ''
  let translation = ''
  const flush = () => {
    if (id !== '' && translation !== '') catalogue.set(id, translation)
    id = ''
    translation = ''
    field = null
  }
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      flush()
      field = 'msgid'
      id = unquote(line.slice('msgid '.length))
    } else if (line.startsWith('msgstr ')) {
      field = 'msgstr'
      translation = unquote(line.slice('msgstr '.length))
    } else if (line.startsWith('"') && field === 'msgid') id += unquote(line)
    else if (line.startsWith('"') && field === 'msgstr') translation += unquote(line)
  }
  flush()
  return catalogue
}

let hindi: Map<string, string> | undefined

/**
 * The Hindi of an English message as the page shows it: its `{placeholders}` filled from `values` and its numbered
 * tags (`<0>…</0>`, elements on the page) left out. Throws when the catalogue has no Hindi for it, so a spec names the
 * message instead of waiting for text that never shows.
 */
export function hi(english: string, values: Record<string, string | number> = {}): string {
  hindi ??= parsePo(readFileSync(HI_PO, 'utf8'))
  const translation = hindi.get(english)
  if (translation === undefined) throw new Error(`src/locales/hi.po has no Hindi for "${english}"`)
  return translation
    .replace(/<\/?\d+>/g, '')
    .replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
}

/**
 * The Hindi of a message that is one plural (`{count, plural, one {…} other {…}}`), for `count` under Hindi's plural
 * rules, its placeholders and `#` filled.
 */
export function hiPlural(english: string, count: number, values: Record<string, string | number> = {}): string {
  const branches = /^\{\w+, plural, one \{(.*?)\} other \{(.*)\}\}$/.exec(hi(english, values))
  if (!branches) throw new Error(`"${english}" is not a plural of one and other in src/locales/hi.po`)
  const branch = new Intl.PluralRules('hi').select(count) === 'one' ? branches[1] : branches[2]
  return (branch ?? '').replace(/#/g, String(count))
}

/** A pattern matching `text` literally (course titles and Hindi carry characters a RegExp reads as syntax). */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * The English of a message as the page shows it: the catalogue's key itself, its `{placeholders}` filled and its
 * numbered tags left out, as `hi` does for the Hindi. Specs written for either language take one of the two.
 */
export function en(english: string, values: Record<string, string | number> = {}): string {
  return english
    .replace(/<\/?\d+>/g, '')
    .replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))
}

/** A message in the language a spec runs in: `en` or `hi`. */
export type Say = typeof en
