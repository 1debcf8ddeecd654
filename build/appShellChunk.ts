import path from 'node:path'
import { importedNames, readBarrel, type Barrel, type Names } from './moduleSyntax.ts'

/**
 * One chunk for the app shell: every module that src/main.tsx reaches through static imports.
 *
 * Rolldown (Vite 8) moves modules that the entry shares with lazily loaded pages into many small
 * common chunks, even though the entry always loads them first (rolldown/rolldown#10731). '/' then
 * loaded 20 files, and gzip compresses each on its own: 136.7 KiB instead of 131.5 KiB for the same
 * code. Everything the shell imports statically runs on every page anyway, so it goes into one
 * chunk; what only lazy pages import still splits as before.
 *
 * Package indexes ("barrels" such as lucide-react's or TanStack Query's) re-export everything the
 * package has. Following all of their imports would put every icon and hook that any lazy page uses
 * into the shell, so through a barrel the walk follows only the names the shell actually imports
 * (the Player's icons and `useQueries` stay with the pages that use them).
 */

type ModuleInfo = {
  importedIds: readonly string[]
  dynamicallyImportedIds?: readonly string[]
  code?: string | null
} | null
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo }

function packageOf(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/** The ids among `importedIds` that `specifier`, written in module `fromId`, can stand for. */
export function idsForSpecifier(fromId: string, specifier: string, importedIds: readonly string[]): string[] {
  const withoutQuery = (id: string) => id.replace(/[?#].*$/, '')
  if (specifier.startsWith('.')) {
    const base = path.posix.resolve(path.posix.dirname(fromId), specifier)
    return importedIds.filter((id) => {
      const file = withoutQuery(id)
      return file === base || file.startsWith(`${base}.`) || file.startsWith(`${base}/index.`)
    })
  }
  const packageDir = `/node_modules/${packageOf(specifier)}/`
  return importedIds.filter((id) => id.includes(packageDir))
}

function union(known: Names | undefined, more: Names): Names {
  if (known === 'all' || more === 'all') return 'all'
  return new Set([...(known ?? []), ...more])
}

// `b` is always `a` or a union with more, so equal sizes mean equal sets.
function sameNames(a: Names | undefined, b: Names): boolean {
  if (a === undefined) return false
  if (a === 'all' || b === 'all') return a === b
  return a.size === b.size
}

/** Every module the entry reaches through static imports, following barrels by name only. */
export function shellModules(entryId: string, context: ChunkingContext): Set<string> {
  const barrels = new Map<string, Barrel | null>()
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) {
      const code = context.getModuleInfo(id)?.code
      barrels.set(id, code ? readBarrel(code) : null)
    }
    return barrels.get(id) ?? null
  }

  // For a barrel: the names asked of it so far. For other modules: 'all' (all of it runs).
  const reached = new Map<string, Names>()
  const queue: string[] = []
  const ask = (id: string, names: Names) => {
    const next = barrelOf(id) ? union(reached.get(id), names) : 'all'
    if (sameNames(reached.get(id), next)) return
    reached.set(id, next)
    queue.push(id)
  }

  /** What module `id` (ordinary code) asks of each module it imports. */
  function followModule(id: string, importedIds: readonly string[], code: string | null | undefined) {
    const asked = code ? importedNames(code) : new Map<string, Names>()
    for (const next of importedIds) {
      if (!barrelOf(next)) {
        ask(next, 'all')
        continue
      }
      let names: Names | undefined
      for (const [specifier, specifierNames] of asked)
        if (idsForSpecifier(id, specifier, importedIds).includes(next)) names = union(names, specifierNames)
      ask(next, names ?? 'all')
    }
  }

  /** What barrel `id` passes on for `names`; anything it cannot place falls back to all its imports. */
  function followBarrel(id: string, barrel: Barrel, names: Names, importedIds: readonly string[]) {
    if (names === 'all') {
      for (const next of importedIds) ask(next, 'all')
      return
    }
    for (const name of names) {
      const source = barrel.exports.get(name)
      const targets = source
        ? idsForSpecifier(id, source.specifier, importedIds).map((next) => [next, source.name] as const)
        : barrel.starSpecifiers.flatMap((specifier) =>
            idsForSpecifier(id, specifier, importedIds).map((next) => [next, name] as const),
          )
      if (targets.length === 0 && (source || barrel.starSpecifiers.length > 0)) {
        for (const next of importedIds) ask(next, 'all')
        return
      }
      for (const [next, sourceName] of targets) ask(next, sourceName === '*' ? 'all' : new Set([sourceName]))
    }
  }

  ask(entryId, 'all')
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = context.getModuleInfo(id)
    const importedIds = info?.importedIds ?? []
    const barrel = barrelOf(id)
    const names = reached.get(id) ?? 'all'
    if (barrel) followBarrel(id, barrel, names, importedIds)
    else followModule(id, importedIds, info?.code)
  }
  return new Set(reached.keys())
}

/** `shellEntry`: the absolute path of the module the HTML page loads (src/main.tsx). */
export function appShellChunk(shellEntry: string) {
  let shell: Set<string> | null = null
  return {
    debugName: 'app shell',
    name(moduleId: string, context: ChunkingContext): string | null {
      shell ??= shellModules(shellEntry, context)
      return shell.has(moduleId) ? 'shell' : null
    },
  }
}

/** Every module that some module reachable from `entryId` loads lazily (a dynamic import's target). */
function lazyRoots(entryId: string, context: ChunkingContext): Set<string> {
  const seen = new Set<string>([entryId])
  const roots = new Set<string>()
  const queue = [entryId]
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    const info = context.getModuleInfo(id)
    for (const next of info?.dynamicallyImportedIds ?? []) roots.add(next)
    for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
      if (seen.has(next)) continue
      seen.add(next)
      queue.push(next)
    }
  }
  return roots
}

/**
 * One chunk for a lazily loaded page and what it shares with `sharers` (other lazy modules) and no one else. Add
 * Course's preview draws the course page's own view; left to itself, Rolldown put what the two share into a chunk
 * of its own, one more file (0.6 KiB gzip more) on every course page. The preview, which only educators open, loads
 * the course page's chunk instead. What another lazy module also uses stays out. Paths are absolute.
 */
export function pageChunk(name: string, pageEntry: string, sharers: readonly string[], shellEntry: string) {
  let page: Set<string> | null = null
  return {
    debugName: name,
    // What the page's modules import from elsewhere stays in its own chunks (by default a group takes it along).
    // No cycle can come of it: nothing outside the group imports the page's modules.
    includeDependenciesRecursively: false,
    name(moduleId: string, context: ChunkingContext): string | null {
      if (!page) {
        const elsewhere = shellModules(shellEntry, context)
        for (const root of lazyRoots(shellEntry, context)) {
          if (root === pageEntry || sharers.includes(root)) continue
          for (const id of shellModules(root, context)) elsewhere.add(id)
        }
        page = new Set([...shellModules(pageEntry, context)].filter((id) => !elsewhere.has(id)))
      }
      return page.has(moduleId) ? name : null
    },
  }
}
