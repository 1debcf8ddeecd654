import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { manifestFileFor } from '../scripts/buildManifest.mjs'

type ManifestChunk = { file: string; src?: string; isDynamicEntry?: boolean }

/**
 * Vite writes the build manifest to `<outDir>/.vite/manifest.json`, which would be deployed and served
 * with the app. Once the build is written, this moves it out of the build folder, to where the budget
 * check reads it (scripts/buildManifest.mjs).
 *
 * A lazily loaded page that a chunk group holds (vite.config.ts) has no key of its own in Vite's manifest,
 * only its chunk's: the page's source path is added as a key for that chunk, so readers look every page up
 * the same way.
 */
export function manifestOutsideDist(): Plugin {
  let root = process.cwd()
  // Source path (relative to the root) of a lazily loaded module → the file of the group chunk holding it.
  const grouped = new Map<string, string>()
  return {
    name: 'edemy:manifest-outside-dist',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle(_options, bundle) {
      grouped.clear()
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk' || item.facadeModuleId) continue
        for (const id of item.moduleIds) {
          if (this.getModuleInfo(id)?.dynamicImporters.length) grouped.set(path.relative(root, id), item.fileName)
        }
      }
    },
    writeBundle: {
      order: 'post',
      async handler(outputOptions) {
        if (!outputOptions.dir) return
        const viteDir = path.join(outputOptions.dir, '.vite')
        const target = manifestFileFor(outputOptions.dir, root)
        const manifest = JSON.parse(await readFile(path.join(viteDir, 'manifest.json'), 'utf8')) as Record<
          string,
          ManifestChunk
        >
        for (const [source, file] of grouped) {
          const chunk = Object.values(manifest).find((entry) => entry.file === file)
          if (chunk && !manifest[source]) manifest[source] = { ...chunk, src: source, isDynamicEntry: true }
        }
        await mkdir(path.dirname(target), { recursive: true })
        await writeFile(target, JSON.stringify(manifest, null, 2))
        await rm(viteDir, { recursive: true, force: true })
      },
    },
  }
}
