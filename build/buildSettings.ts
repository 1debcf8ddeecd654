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
 * Where the app sends its API calls, as the HTML's early requests must name it: VITE_BACKEND_URL without
 * trailing slashes when it names an origin, otherwise '' (the page's own origin, the local API).
 */
export function apiBaseUrl(config: Pick<ResolvedConfig, 'mode' | 'envDir'>): string {
  const backendUrl = (buildSettings(config).VITE_BACKEND_URL ?? '').trim().replace(/\/+$/, '')
  return apiOriginFromUrl(backendUrl) ? backendUrl : ''
}
