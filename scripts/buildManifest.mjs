// Where a build's manifest is kept: outside the build folder, so it is never deployed or served
// (it maps every source file to its chunk), but still there for the bundle budget check. One file
// per build folder, under node_modules/.cache (git-ignored), e.g. dist → build-manifest/dist.json.
// Shared by build/manifestOutsideDist.ts (which moves it there) and scripts/check-budgets.mjs.
import path from 'node:path'

export function manifestFileFor(outDir, root = process.cwd()) {
  const absolute = path.resolve(root, outDir)
  const relative = path.relative(root, absolute)
  const name = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative
  return path.join(root, 'node_modules', '.cache', 'build-manifest', `${name.replace(/[\\/:]+/g, '_')}.json`)
}
