import { createMiddleware } from 'hono/factory'
import { fail, type AppEnv } from './http.ts'
import { ALLOWED_HOSTS_SETTING } from './settings.ts'

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
