import { loadEnv, type ResolvedConfig } from 'vite'

/**
 * The VITE_ settings this build gives the app, read the way Vite itself reads them: the .env files
 * for the mode, with variables set in the environment taking priority. Every build plugin that needs
 * a setting reads it here, so none can disagree with what the app is built with.
 */
export function buildSettings(config: Pick<ResolvedConfig, 'mode' | 'envDir'>): Record<string, string> {
  return loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_')
}
