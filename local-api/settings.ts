import { isIP } from 'node:net'

/*
 * The operator's settings that widen who may use the local API. All default to nothing extra: the
 * API answers localhost and loopback addresses, the app on the project's own dev and preview
 * servers, and takes sign-ins and changes from this machine only. Read from the environment or .env
 * files by the standalone server and the Vite plugin.
 */

export const APP_ORIGINS_SETTING = 'LOCAL_API_APP_ORIGINS'
export const ALLOWED_HOSTS_SETTING = 'LOCAL_API_ALLOWED_HOSTS'
export const ALLOWED_CLIENTS_SETTING = 'LOCAL_API_ALLOWED_CLIENTS'

export type AccessSettings = {
  /** Extra origins of the app: CORS is answered for them, they may change data and checkout returns to them. */
  appOrigins: string[]
  /** Extra host names (lower case) the API answers besides localhost and loopback addresses. */
  allowedHosts: string[]
  /**
   * Addresses of other machines (canonical, `canonicalAddress`) that may sign in and change data when the
   * API listens beyond loopback; without them only this machine may (hosts.ts, `networkClientRefusal`).
   */
  allowedClients: string[]
}

const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

/**
 * One spelling of an IP address, so a socket's address compares with a listed one: no brackets or zone,
 * lower case, IPv6 compressed, and an IPv4 address as dotted quad also when a dual-stack socket reports it
 * IPv4-mapped (`::ffff:192.168.1.30`, `::ffff:127.0.0.1`). Anything that is not an IP address is only
 * lower-cased.
 */
export function canonicalAddress(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase()
  if (isIP(bare) !== 6) return bare
  const compressed = new URL(`http://[${bare}]/`).hostname.slice(1, -1)
  const mapped = MAPPED_IPV4.exec(compressed)
  if (!mapped) return compressed
  const [high, low] = [parseInt(mapped[1] ?? '0', 16), parseInt(mapped[2] ?? '0', 16)]
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
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

/** An IP address (IPv6 with or without brackets); host names are not addresses a connection comes from. */
function parseClientAddress(entry: string): string {
  const address = canonicalAddress(entry)
  if (isIP(address) === 0) {
    throw new Error(
      `${ALLOWED_CLIENTS_SETTING}: "${entry}" is not an IP address such as 192.168.1.30 (no host name, port or range)`,
    )
  }
  return address
}

/** Reads the three settings; a malformed entry throws an error naming its setting, so the server does not start. */
export function readAccessSettings(env: NodeJS.ProcessEnv): AccessSettings {
  return {
    appOrigins: listOf(env[APP_ORIGINS_SETTING]).map(parseAppOrigin),
    allowedHosts: listOf(env[ALLOWED_HOSTS_SETTING]).map(parseHostName),
    allowedClients: listOf(env[ALLOWED_CLIENTS_SETTING]).map(parseClientAddress),
  }
}
