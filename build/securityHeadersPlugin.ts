import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { isLocalApiPath } from '../local-api/vitePlugin.ts'
import { buildSettings } from './buildSettings.ts'
import { clerkFrontendApiFromKey } from '../src/config/clerkKey.ts'
import {
  apiOriginFromUrl,
  headersFile,
  headersForPath,
  inlineScriptHashes,
  parseHeadersFile,
  securityHeaders,
  withoutHttpsOnlyHeaders,
} from './securityHeaders.ts'

/**
 * Writes `_headers` into the build and serves that file's headers from `vite preview` (not from the dev
 * server: Vite's hot reload needs inline scripts the policy forbids).
 */
export function securityHeadersPlugin(): Plugin {
  let env: Record<string, string> = {}
  const options = (isProduction: boolean) => ({
    apiOrigin: apiOriginFromUrl(env.VITE_BACKEND_URL),
    clerkFrontendApi: clerkFrontendApiFromKey(env.VITE_CLERK_PUBLISHABLE_KEY),
    isProduction,
  })
  return {
    name: 'edemy:security-headers',
    configResolved(config) {
      env = buildSettings(config)
    },
    generateBundle: {
      // After index.html is written: its inline scripts are allowed by their hashes.
      order: 'post',
      handler(_output, bundle) {
        const page = bundle['index.html']
        const html = page?.type === 'asset' ? String(page.source) : ''
        const source = headersFile({ ...options(true), inlineScriptHashes: inlineScriptHashes(html) })
        this.emitFile({ type: 'asset', fileName: '_headers', source })
      },
    },
    configurePreviewServer(server) {
      const { root, build, logger } = server.config
      const file = path.join(path.resolve(root, build.outDir), '_headers')
      // The build's own file, not this shell's variables: it names the API and Clerk hosts the app was built to call.
      const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : undefined
      if (!rules) logger.warn(`No _headers in ${build.outDir}: preview serves headers computed from its own settings.`)
      const computed = securityHeaders(options(false))
      server.middlewares.use((req, res, next) => {
        const url = req.url ?? '/'
        // The local API sets its own headers (the checkout page has a stricter policy of its own).
        if (!isLocalApiPath(url)) {
          // Preview is plain http on localhost: HSTS and upgrade-insecure-requests would push it to an https nobody serves.
          const headers = rules ? withoutHttpsOnlyHeaders(headersForPath(rules, url)) : computed
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        }
        next()
      })
    },
  }
}
