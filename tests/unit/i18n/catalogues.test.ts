// @vitest-environment node
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { formatter } from '@lingui/format-po'
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { LANGUAGES } from '../../../src/lib/language'

const ROOT = path.resolve(__dirname, '../../..')
const po = formatter({ lineNumbers: false })

async function catalogue(language: string, directory = path.join(ROOT, 'src/locales')) {
  const file = path.join(directory, `${language}.po`)
  const parsed = await po.parse(await readFile(file, 'utf8'), { locale: language, sourceLocale: 'en', filename: file })
  return new Map(Object.values(parsed).map((entry) => [entry.message ?? '', entry.translation ?? '']))
}

/** What a message fills in: its placeholders ("{name}", plurals' values) and its numbered tags ("<0>…</0>"). */
function slots(message: string): string[] {
  const found = new Set<string>()
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) found.add(`<${tag[1]}>`)
        continue
      }
      const [name, , choices] = token
      found.add(`{${name}}`)
      if (choices && typeof choices === 'object')
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) walk(choice as CompiledMessage)
    }
  }
  walk(compileMessageOrThrow(message))
  return [...found].sort()
}

test('every message has a translation in every language, with the same placeholders and tags', async () => {
  const english = await catalogue('en')
  expect(english.size).toBeGreaterThan(0)
  for (const language of LANGUAGES.filter((language) => language !== 'en')) {
    const translated = await catalogue(language)
    const problems: string[] = []
    for (const message of english.keys()) {
      const translation = translated.get(message)
      if (!translation) problems.push(`${language}: no translation of "${message}"`)
      else if (slots(translation).join() !== slots(message).join())
        problems.push(`${language}: "${translation}" fills ${slots(translation)}, "${message}" fills ${slots(message)}`)
    }
    for (const message of translated.keys())
      if (!english.has(message)) problems.push(`${language}: "${message}" is no longer a message of the code`)
    expect(problems).toEqual([])
  }
})

test('a placeholder or tag that differs is found', () => {
  expect(slots('Hello {name}, read <0>this</0>')).toEqual(['<0>', '{name}'])
  expect(slots('{count, plural, one {# course by {educator}} other {# courses}}')).toEqual(['{count}', '{educator}'])
  expect(slots('नमस्ते {naam}')).not.toEqual(slots('Hello {name}'))
})

test('the English catalogue holds every message the code has, and no other', { timeout: 120_000 }, async () => {
  // The extractor run on the code as it is, into a folder of its own; compared with the catalogue kept in the repo.
  const directory = await mkdtemp(path.join(tmpdir(), 'edemy-messages-'))
  try {
    const config = path.join(directory, 'lingui.config.mjs')
    await writeFile(
      config,
      `import base from ${JSON.stringify(path.join(ROOT, 'lingui.config.ts'))}\n` +
        `export default { ...base, rootDir: ${JSON.stringify(ROOT)}, locales: ['en'], ` +
        `catalogs: [{ path: ${JSON.stringify(path.join(directory, '{locale}'))}, include: ['<rootDir>/src'] }] }\n`,
    )
    await promisify(execFile)(path.join(ROOT, 'node_modules/.bin/lingui'), ['extract', '--config', config], {
      cwd: ROOT,
    })
    const extracted = await catalogue('en', directory)
    const kept = await catalogue('en')
    expect([...kept.keys()].sort(), 'run `npm run messages` and translate what it adds').toEqual(
      [...extracted.keys()].sort(),
    )
  } finally {
    await rm(directory, { recursive: true, force: true })
  }
})
