// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'vite'
import { inlineScriptHashes } from '../../../build/securityHeaders'
import { manifestFileFor } from '../../../scripts/buildManifest.mjs'

/*
 * The deploy output is exactly what is served: the build manifest (a map of every source file to its
 * chunk) must not be in it. The budget check still reads it, from outside the build folder.
 */

const ROOT = process.cwd()
const OUT_DIR = path.join(ROOT, '.e2e-dist', `deploy-output-test-${process.pid}`)

afterAll(async () => {
  await rm(OUT_DIR, { recursive: true, force: true })
  await rm(manifestFileFor(OUT_DIR), { force: true })
})

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}

test('a production build holds no build manifest, allows its inline scripts by hash, precaches itself, and the budget check reads the manifest from outside the build', async () => {
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir: OUT_DIR, emptyOutDir: true },
  })

  const files = filesUnder(OUT_DIR)
  expect(files).toContain('index.html')
  // The web app manifest is the only "manifest" a browser is meant to read.
  const buildManifests = files.filter((file) => file.includes('manifest') && file !== 'manifest.webmanifest')
  expect([...buildManifests, ...files.filter((file) => file.startsWith('.vite'))]).toEqual([])
  expect(existsSync(path.join(OUT_DIR, '.vite'))).toBe(false)

  const manifestFile = manifestFileFor(OUT_DIR)
  expect(path.relative(OUT_DIR, manifestFile).startsWith('..')).toBe(true)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, { file: string }>
  expect(Object.values(manifest).map((chunk) => chunk.file)).toContainEqual(expect.stringMatching(/^assets\/.+\.js$/))

  // index.html's seven inline scripts (the one that loads the course list's first-visit code, the catalogue's early
  // request, the theme, the language, the route preloads, the one that shows the route's first screen, and the one
  // that draws the course list's cards) are allowed by their hashes, and no other inline script is.
  const html = readFileSync(path.join(OUT_DIR, 'index.html'), 'utf8')
  const hashes = inlineScriptHashes(html)
  expect(hashes).toHaveLength(7)
  // The first-visit code is a file of the build's own, loaded by one of them (allowed as the site's own script).
  const firstVisit = files.filter((file) => /^assets\/firstVisitCards-[\w-]+\.js$/.test(file))
  expect(firstVisit).toHaveLength(1)
  expect(html).toContain(`"/${firstVisit[0]}"`)
  expect(html).toContain('modulepreload')
  const scriptSrc = /script-src ([^;]+)/.exec(readFileSync(path.join(OUT_DIR, '_headers'), 'utf8'))?.[1]?.split(' ')
  for (const hash of hashes) expect(scriptSrc).toContain(`'${hash}'`)
  expect(scriptSrc).not.toContain("'unsafe-inline'")

  // The budget check reads that manifest and measures what index.html loads ('/' is never 0 KiB).
  const budgets = spawnSync(process.execPath, ['scripts/check-budgets.mjs', OUT_DIR], { encoding: 'utf8' })
  expect(budgets.stderr).not.toMatch(/no build manifest|is in the build manifest/i)
  const home = /^\s*\/\s+([\d.]+)\s/m.exec(budgets.stdout)
  expect(Number(home?.[1])).toBeGreaterThan(50)

  // The service worker precaches every built script, stylesheet and page but the editor, the certificate's PDF
  // maker and the educator's chart, once each, and none of the deploy files.
  const precached = precacheList(readFileSync(path.join(OUT_DIR, 'sw.js'), 'utf8'))
  const servable = files.filter((file) => /\.(js|css|html)$/.test(file) && file !== 'sw.js')
  const editor = servable.filter((file) => /RichTextEditor-/.test(file))
  expect(editor.map((file) => path.extname(file)).sort()).toEqual(['.css', '.js'])
  const pdfMaker = servable.filter((file) => /certificatePdf-/.test(file))
  expect(pdfMaker).toHaveLength(1)
  const chart = servable.filter((file) => /SalesChart-/.test(file))
  expect(chart).toHaveLength(1)
  const notPrecached = [...editor, ...pdfMaker, ...chart]
  const precachedCode = precached.filter((file) => /\.(js|css|html)$/.test(file))
  expect(precachedCode.sort()).toEqual(servable.filter((file) => !notPrecached.includes(file)).sort())
  expect(new Set(precached).size).toBe(precached.length)
  expect(precached.filter((file) => ['_headers', 'robots.txt', 'sw.js'].includes(file))).toEqual([])
  const webManifest = JSON.parse(readFileSync(path.join(OUT_DIR, 'manifest.webmanifest'), 'utf8'))
  expect(webManifest).toMatchObject({ name: 'Edemy', short_name: 'Edemy', start_url: '/' })
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">')
}, 120_000)

/** The file names Workbox wrote into the service worker's precache list ({url, revision} entries). */
function precacheList(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1] as string)
}
