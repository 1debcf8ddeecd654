import { createMiddleware } from 'hono/factory'
import { fail, type AppEnv } from './http.ts'
import { createOriginPolicy } from './origins.ts'
import { ALLOWED_CLIENTS_SETTING, ALLOWED_HOSTS_SETTING, APP_ORIGINS_SETTING, canonicalAddress } from './settings.ts'

/*
 * DNS rebinding: a page on attacker.test whose name is later pointed at 127.0.0.1 reaches the local
 * API as its own origin, so origin checks alone cannot stop it. The browser still names attacker.test
 * in the Host header: the API answers only localhost, loopback addresses and the host names an
 * operator lists in LOCAL_API_ALLOWED_HOSTS (as Vite's server.allowedHosts does for the dev server).
 */

const LOOPBACK_IPV4 = /^127(?:\.\d{1,3}){3}$/

/** localhost or a loopback address, as a URL names it ([::1]) or as a server binds it (::1). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '[::1]' || host === '::1' || LOOPBACK_IPV4.test(host)
}

/** `hostname` as the URL parser gives it: lower case, IPv6 in brackets, no port. */
export function isServedHost(hostname: string, allowedHosts: readonly string[]): boolean {
  return isLoopback(hostname) || allowedHosts.includes(hostname)
}

export function guardHosts(allowedHosts: readonly string[]) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { hostname, host } = new URL(c.req.url)
    if (isServedHost(hostname, allowedHosts)) return next()
    return fail(
      c,
      403,
      `This local API does not answer requests for the host "${host}". It answers localhost and loopback addresses; to allow another host name, add it to ${ALLOWED_HOSTS_SETTING}.`,
    )
  })
}

/*
 * Other machines. Listening beyond loopback (`npm run dev -- --host`, `npm run local-api -- --host 0.0.0.0`)
 * lets other machines reach the API, and the Host header is theirs to write: `Host: localhost` passes the
 * check above from anywhere. So the rule below reads the connection's own address (the socket's remote
 * address, which no header changes): a request from another machine may read (the catalogue, the account
 * list, a checkout page) but may neither sign in nor change anything, unless the operator allowed that
 * machine's address (LOCAL_API_ALLOWED_CLIENTS) or the request names a host they listed themselves
 * (LOCAL_API_ALLOWED_HOSTS: naming this machine's network address there is how a phone opens the app). On
 * loopback every connection comes from this machine, so the rule only ever refuses beyond it. It wraps the
 * whole API, before the Host and Origin checks, the same way in the Vite plugin and the standalone server.
 */

/** Reads: they change nothing (a read of a sign-in path is refused all the same). */
const READ_METHODS = new Set(['GET', 'HEAD'])
const SIGN_IN_PATH = /^\/local-auth\/sign-(?:in|up)\/?$/

export type NetworkClientPolicy = {
  /** LOCAL_API_ALLOWED_HOSTS: a request naming one of these may do anything its Host and Origin allow. */
  allowedHosts: readonly string[]
  /** LOCAL_API_ALLOWED_CLIENTS, canonical: the other machines that may sign in and change data. */
  allowedClients: readonly string[]
  /** LOCAL_API_APP_ORIGINS: a refusal is readable by these pages (CORS), so the app can show why. */
  appOrigins: readonly string[]
}

/**
 * Whether a request signs in or may change data: every method but GET, HEAD and OPTIONS, and any request to
 * the sign-in and sign-up paths. OPTIONS is a CORS preflight: the request it announces is checked itself, and
 * letting the preflight through lets an allowed page read that refusal.
 */
export function isSignInOrChange(method: string, pathname: string): boolean {
  const verb = method.toUpperCase()
  if (verb === 'OPTIONS') return false
  return !READ_METHODS.has(verb) || SIGN_IN_PATH.test(pathname)
}

/**
 * Why a request from `remoteAddress` is refused, or null when it may go on. An unknown address (a
 * connection already gone, a caller that passed none) counts as another machine's.
 */
export function networkClientRefusal(
  request: { method: string; url: string },
  remoteAddress: string | undefined,
  policy: NetworkClientPolicy,
): string | null {
  const client = remoteAddress === undefined ? undefined : canonicalAddress(remoteAddress)
  if (client !== undefined && isLoopback(client)) return null
  const { pathname, hostname } = new URL(request.url)
  if (!isSignInOrChange(request.method, pathname)) return null
  if (client !== undefined && policy.allowedClients.includes(client)) return null
  if (policy.allowedHosts.includes(hostname)) return null
  return `This local API takes sign-ins and changes only from this machine, and this request came from ${client ?? 'an unknown address'}. Its sign-in has no passwords: to let that machine sign in and change data, add its address to ${ALLOWED_CLIENTS_SETTING}, or open the app by a host name listed in ${ALLOWED_HOSTS_SETTING}.`
}

/** The socket behind a request, as @hono/node-server hands it to a fetch handler (HTTP/1 and HTTP/2 alike). */
export type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } | null } } | undefined

/**
 * Wraps the API's fetch handler with the rule above, reading the remote address where @hono/node-server's
 * getConnInfo reads it (`env.incoming.socket.remoteAddress`). The standalone server passes it to `serve`, the
 * Vite plugin to `getRequestListener`: both hand every request over with those bindings.
 */
export function guardNetworkClients(
  fetch: (request: Request) => Promise<Response>,
  policy: NetworkClientPolicy,
): (request: Request, env?: NodeBindings) => Promise<Response> {
  const origins = createOriginPolicy(policy.appOrigins)
  return async (request, env) => {
    const message = networkClientRefusal(request, env?.incoming?.socket?.remoteAddress, policy)
    if (message === null) return fetch(request)
    const headers = new Headers({ 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store', Vary: 'Origin' })
    const origin = request.headers.get('Origin')
    if (origin !== null && origins.isAllowed(origin, new URL(request.url).origin)) {
      headers.set('Access-Control-Allow-Origin', origin)
    }
    return Response.json({ success: false, message }, { status: 403, headers })
  }
}

/**
 * The warning printed when the API listens on `address` (as given to the server, or as it bound), or null on
 * loopback. The same words for the standalone server and for `npm run dev -- --host` / `npm run preview -- --host`.
 */
export function networkWarning(address: string): string | null {
  if (isLoopback(canonicalAddress(address))) return null
  return [
    `WARNING: the local API is listening on ${address}, so other machines can reach it. Its sign-in has no`,
    'passwords: whoever may sign in can sign in as anyone and publish or buy courses in their name. It is a',
    'development tool; never expose it on a network. Requests must name localhost, a loopback address or a host',
    `listed in ${ALLOWED_HOSTS_SETTING}, and pages on other origins must be listed in ${APP_ORIGINS_SETTING}. From`,
    `another machine, signing in and every change are refused unless its address is listed in ${ALLOWED_CLIENTS_SETTING}`,
    `or the request names a host listed in ${ALLOWED_HOSTS_SETTING}.`,
  ].join('\n')
}
