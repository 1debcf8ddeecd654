// What a build's service worker precaches (the list Workbox writes into dist/sw.js): the files and their
// size, raw and gzipped at level 9. A first visit's worker downloads all of it in the background, after
// the page has loaded. Printed by check-budgets.mjs and bench.mjs; not budgeted.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/** The precached file names, or null when the build has no service worker. */
export function precachedFiles(dist) {
  const file = path.join(dist, 'sw.js')
  if (!existsSync(file)) return null
  return [...readFileSync(file, 'utf8').matchAll(/"url":"([^"]+)"/g)].map((match) => match[1])
}

/** { files, bytes, gzipBytes } of the precache, or null without a service worker. */
export function precacheFigures(dist) {
  const files = precachedFiles(dist)
  if (!files) return null
  let bytes = 0
  let gzipBytes = 0
  for (const name of files) {
    const body = readFileSync(path.join(dist, name))
    bytes += body.length
    gzipBytes += gzipSync(body, { level: 9 }).length
  }
  return { files: files.length, bytes, gzipBytes }
}
