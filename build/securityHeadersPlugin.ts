import type { Plugin } from 'vite'
import { isLocalApiPath } from '../local-api/vitePlugin.ts'
import { buildSettings } from './buildSettings.ts'
import { clerkFrontendApiFromKey } from '../src/config/clerkKey.ts'
import { apiOriginFromUrl, headersFile, securityHeaders } from './securityHeaders.ts'

/**
 * Writes `_headers` into the build and serves the same headers from `vite preview` (not from the dev
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
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(options(true)) })
    },
    configurePreviewServer(server) {
      const headers = securityHeaders(options(false))
      server.middlewares.use((req, res, next) => {
        // The local API sets its own headers (the checkout page has a stricter policy of its own).
        if (!isLocalApiPath(req.url ?? '/')) {
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
        }
        next()
      })
    },
  }
}
