/**
 * One chunk for the app shell: every module that src/main.tsx reaches through static imports.
 *
 * Rolldown (Vite 8) moves modules that the entry shares with lazily loaded pages into many small
 * common chunks, even though the entry always loads them first (rolldown/rolldown#10731). '/' then
 * loaded 20 files, and gzip compresses each on its own: 136.7 KiB instead of 131.5 KiB for the same
 * code. Everything the shell imports statically runs on every page anyway, so it goes into one
 * chunk; what only lazy pages import still splits as before.
 */

type ModuleInfo = { importedIds: readonly string[] } | null
type ChunkingContext = { getModuleInfo(moduleId: string): ModuleInfo }

/** `shellEntry`: the absolute path of the module the HTML page loads (src/main.tsx). */
export function appShellChunk(shellEntry: string) {
  let shell: Set<string> | null = null

  function shellModules(entryId: string, context: ChunkingContext): Set<string> {
    const seen = new Set<string>([entryId])
    const queue = [entryId]
    for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
      for (const next of context.getModuleInfo(id)?.importedIds ?? []) {
        if (!seen.has(next)) {
          seen.add(next)
          queue.push(next)
        }
      }
    }
    return seen
  }

  return {
    debugName: 'app shell',
    name(moduleId: string, context: ChunkingContext): string | null {
      shell ??= shellModules(shellEntry, context)
      return shell.has(moduleId) ? 'shell' : null
    },
  }
}
