import { loadEnv, type ResolvedConfig } from 'vite'
import { readBackendUrl } from '../src/config/backendUrl.ts'

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
 * takes the early answer only for the same address): VITE_BACKEND_URL read by the app's own reader, or '' when it is
 * empty (the page's own origin, the local API) or not an address the app would use.
 */
export function apiBaseUrl(config: Pick<ResolvedConfig, 'mode' | 'envDir'>): string {
  const read = readBackendUrl((buildSettings(config).VITE_BACKEND_URL ?? '').trim())
  return read.ok ? read.url : ''
}
