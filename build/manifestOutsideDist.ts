import { mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { manifestFileFor } from '../scripts/buildManifest.mjs'

/**
 * Vite writes the build manifest to `<outDir>/.vite/manifest.json`, which would be deployed and served
 * with the app. Once the build is written, this moves it out of the build folder, to where the budget
 * check reads it (scripts/buildManifest.mjs).
 */
export function manifestOutsideDist(): Plugin {
  let root = process.cwd()
  return {
    name: 'edemy:manifest-outside-dist',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    writeBundle: {
      order: 'post',
      async handler(outputOptions) {
        if (!outputOptions.dir) return
        const viteDir = path.join(outputOptions.dir, '.vite')
        const target = manifestFileFor(outputOptions.dir, root)
        await mkdir(path.dirname(target), { recursive: true })
        await rename(path.join(viteDir, 'manifest.json'), target)
        await rm(viteDir, { recursive: true, force: true })
      },
    },
  }
}
