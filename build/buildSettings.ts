import { loadEnv, type ResolvedConfig } from 'vite'
import { apiOriginFromUrl } from './securityHeaders.ts'

/**
 * The VITE_ settings this build gives the app, read the way Vite itself reads them: the .env files
 * for the mode, with variables set in the environment taking priority. Every build plugin that needs
 * a setting reads it here, so none can disagree with what the app is built with.
 */
export function buildSettings(config: Pick<ResolvedConfig, 'mode' | 'envDir'>): Record<string, string> {
  return loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_')
}

/**
 * Where the app sends its API calls, as the HTML's early requests must name it, letter for letter (the app's request
 * takes the early answer only for the same address): VITE_BACKEND_URL written as the app writes it (src/config/env.ts:
 * origin and path, without trailing slashes) when it names an origin, otherwise '' (the page's own origin, the local
 * API).
 */
export function apiBaseUrl(config: Pick<ResolvedConfig, 'mode' | 'envDir'>): string {
  const backendUrl = (buildSettings(config).VITE_BACKEND_URL ?? '').trim()
  if (!apiOriginFromUrl(backendUrl)) return ''
  const url = new URL(backendUrl)
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '')
}
