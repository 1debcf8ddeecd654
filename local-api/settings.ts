/*
 * The operator's settings that widen who may use the local API. Both default to nothing extra: the
 * API answers localhost and loopback addresses, and the app on the project's own dev and preview
 * servers. Read from the environment or .env files by the standalone server and the Vite plugin.
 */

export const APP_ORIGINS_SETTING = 'LOCAL_API_APP_ORIGINS'
export const ALLOWED_HOSTS_SETTING = 'LOCAL_API_ALLOWED_HOSTS'

export type AccessSettings = {
  /** Extra origins of the app: CORS is answered for them, they may change data and checkout returns to them. */
  appOrigins: string[]
  /** Extra host names (lower case) the API answers besides localhost and loopback addresses. */
  allowedHosts: string[]
}

/** A host name or IP address as it appears in a URL, with nothing around it. */
const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])$/

function listOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/** An http(s) origin, normalised as browsers send it (lower-case host, no default port); nothing after it. */
function parseAppOrigin(entry: string): string {
  const url = URL.canParse(entry) ? new URL(entry) : null
  const isOrigin =
    url !== null &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === ''
  if (!isOrigin) throw new Error(`${APP_ORIGINS_SETTING}: "${entry}" is not an origin such as http://localhost:3000`)
  return url.origin
}

function parseHostName(entry: string): string {
  const host = entry.toLowerCase()
  if (!HOST_NAME.test(host)) {
    throw new Error(
      `${ALLOWED_HOSTS_SETTING}: "${entry}" is not a host name such as devbox.lan (no scheme, port or path)`,
    )
  }
  return host
}

/** Reads both settings; a malformed entry throws an error naming its setting, so the server does not start. */
export function readAccessSettings(env: NodeJS.ProcessEnv): AccessSettings {
  return {
    appOrigins: listOf(env[APP_ORIGINS_SETTING]).map(parseAppOrigin),
    allowedHosts: listOf(env[ALLOWED_HOSTS_SETTING]).map(parseHostName),
  }
}
