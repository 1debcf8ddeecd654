/**
 * Just enough ES module syntax for the app-shell chunking (appShellChunk.ts): which names a module
 * imports from each specifier, and, for a re-export barrel (a package index that only imports and
 * re-exports), where each exported name comes from. The code is what Rolldown holds after the
 * TypeScript/JSX transform: plain `import … from "…"` and `export … from "…"` statements.
 *
 * Anything these patterns do not recognise makes the caller fall back to "every name", which can
 * only put more into the shell, never break the build: chunking does not change what code runs.
 */

/** Every name, or the names listed. */
export type Names = 'all' | Set<string>

/** Where a barrel's exported name comes from: `name` of `specifier` ('*' = its whole namespace). */
export type ReExport = { specifier: string; name: string }

export type Barrel = {
  /** Exported name → its source. */
  exports: Map<string, ReExport>
  /** `export * from "…"` specifiers: names not in `exports` may come from any of them. */
  starSpecifiers: string[]
}

const COMMENTS = /\/\*[\s\S]*?\*\/|(?<![:"'])\/\/[^\n]*/g
const SPECIFIER = String.raw`\s*from\s*["']([^"']+)["']\s*;?`
const IMPORT_LIST = new RegExp(String.raw`import\s*\{([^}]*)\}` + SPECIFIER, 'g')
const IMPORT_DEFAULT = new RegExp(String.raw`import\s+([\w$]+)\s*(?:,\s*\{([^}]*)\})?` + SPECIFIER, 'g')
const IMPORT_NAMESPACE = new RegExp(String.raw`import\s*(?:[\w$]+\s*,\s*)?\*\s*as\s+([\w$]+)` + SPECIFIER, 'g')
const IMPORT_BARE = /import\s*["']([^"']+)["']\s*;?/g
const EXPORT_FROM = new RegExp(String.raw`export\s*\{([^}]*)\}` + SPECIFIER, 'g')
const EXPORT_STAR = new RegExp(String.raw`export\s*\*\s*(?:as\s+([\w$]+)\s*)?` + SPECIFIER, 'g')
const EXPORT_LIST = /export\s*\{([^}]*)\}\s*;?/g
const DIRECTIVE = /^\s*(["'])use strict\1\s*;?/

/** `a, b as c, default as D` → [['a','a'], ['b','c'], ['default','D']] (source name, local or exported name). */
function bindings(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [source = '', alias] = part.split(/\s+as\s+/)
      return [source.trim(), (alias ?? source).trim()]
    })
}

/**
 * The names `code` imports (or re-exports) from each specifier. A namespace import, a bare
 * `import "x"` or a dynamic-free `export *` counts as every name.
 */
export function importedNames(code: string): Map<string, Names> {
  const source = code.replace(COMMENTS, '')
  const result = new Map<string, Names>()
  const add = (specifier: string, names: Names) => {
    const known = result.get(specifier)
    if (known === 'all' || names === 'all') result.set(specifier, 'all')
    else result.set(specifier, new Set([...(known ?? []), ...names]))
  }
  for (const [, list = '', specifier = ''] of source.matchAll(IMPORT_LIST))
    add(specifier, new Set(bindings(list).map(([name]) => name)))
  for (const [, , list = '', specifier = ''] of source.matchAll(IMPORT_DEFAULT))
    add(specifier, new Set(['default', ...bindings(list).map(([name]) => name)]))
  for (const [, , specifier = ''] of source.matchAll(IMPORT_NAMESPACE)) add(specifier, 'all')
  for (const [, specifier = ''] of source.matchAll(IMPORT_BARE)) add(specifier, 'all')
  for (const [, list = '', specifier = ''] of source.matchAll(EXPORT_FROM))
    add(specifier, new Set(bindings(list).map(([name]) => name)))
  for (const [, , specifier = ''] of source.matchAll(EXPORT_STAR)) add(specifier, 'all')
  return result
}

/**
 * The barrel behind `code`, or null when the module does anything besides importing and
 * re-exporting (then it is ordinary code, and everything it imports counts).
 */
export function readBarrel(code: string): Barrel | null {
  let rest = code.replace(COMMENTS, '').replace(DIRECTIVE, '')
  const imported = new Map<string, ReExport>()
  const exports = new Map<string, ReExport>()
  const starSpecifiers: string[] = []

  rest = rest.replace(IMPORT_NAMESPACE, (_all, local: string, specifier: string) => {
    imported.set(local, { specifier, name: '*' })
    return ''
  })
  rest = rest.replace(IMPORT_LIST, (_all, list: string, specifier: string) => {
    for (const [name, local] of bindings(list)) imported.set(local, { specifier, name })
    return ''
  })
  rest = rest.replace(IMPORT_DEFAULT, (_all, local: string, list: string | undefined, specifier: string) => {
    imported.set(local, { specifier, name: 'default' })
    for (const [name, alias] of bindings(list ?? '')) imported.set(alias, { specifier, name })
    return ''
  })
  rest = rest.replace(EXPORT_FROM, (_all, list: string, specifier: string) => {
    for (const [name, exported] of bindings(list)) exports.set(exported, { specifier, name })
    return ''
  })
  rest = rest.replace(EXPORT_STAR, (_all, namespace: string | undefined, specifier: string) => {
    if (namespace) exports.set(namespace, { specifier, name: '*' })
    else starSpecifiers.push(specifier)
    return ''
  })
  let unknownLocal = false
  rest = rest.replace(EXPORT_LIST, (_all, list: string) => {
    for (const [local, exported] of bindings(list)) {
      const from = imported.get(local)
      if (from) exports.set(exported, from)
      else unknownLocal = true
    }
    return ''
  })
  if (unknownLocal || rest.trim() !== '' || (exports.size === 0 && starSpecifiers.length === 0)) return null
  return { exports, starSpecifiers }
}
