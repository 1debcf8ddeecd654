import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createLocalApi, type LocalApi, type LocalApiOptions } from './app.ts'
import { parseWholeNumber, readFlag } from './cli.ts'
import { guardNetworkClients, networkWarning } from './hosts.ts'

export type StandaloneServer = {
  /** e.g. http://127.0.0.1:8787 */
  url: string
  port: number
  api: LocalApi
  close: () => Promise<void>
}

/** Loopback only: the local sign-in has no passwords, so the API is not put on a network by default. */
export const DEFAULT_HOSTNAME = '127.0.0.1'
export const DEFAULT_PORT = 8787

/**
 * Runs the local API on its own port, so an app built with `VITE_BACKEND_URL=http://127.0.0.1:8787`
 * can use it from the dev or preview server (CORS for the allowed app origins). Port 0 picks a free port.
 */
export function startStandaloneServer(
  options: LocalApiOptions & {
    port?: number
    hostname?: string
    /** LOCAL_API_ALLOWED_CLIENTS: other machines that may sign in and change data (hosts.ts). */
    allowedClients?: readonly string[]
  } = {},
): Promise<StandaloneServer> {
  const { port = DEFAULT_PORT, hostname = DEFAULT_HOSTNAME, allowedClients = [], ...apiOptions } = options
  const api = createLocalApi(apiOptions)
  // Sign-ins and changes from other machines are refused unless allowed (hosts.ts, networkClientRefusal).
  const fetch = guardNetworkClients(api.fetch, {
    allowedHosts: apiOptions.allowedHosts ?? [],
    allowedClients,
    appOrigins: apiOptions.appOrigins ?? [],
  })
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, (info: AddressInfo) => {
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        api,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()))
            // Keep-alive connections would hold close() open; the process is shutting the API down.
            if ('closeAllConnections' in server) server.closeAllConnections()
          }).then(() => api.close()),
      })
    })
    server.once('error', reject)
  })
}

/** The one setting that moves the standalone server off loopback (HOST is not read: shells set it). */
export const HOST_SETTING = 'LOCAL_API_HOST'
/** `off` sends the catalogue uncompressed, as the hosted API does (same as `--no-compression`). */
export const COMPRESSION_SETTING = 'LOCAL_API_COMPRESSION'

export type ServerOptions = {
  port: number
  hostname: string
  /** Printed at start-up when the server listens beyond this machine. */
  warning: string | null
}

/**
 * Whether the catalogue is gzipped for clients that accept it: yes unless `--no-compression` is given
 * or LOCAL_API_COMPRESSION is `off` (`on` or empty: yes); any other value is an error naming the setting.
 */
export function readCompressionOption(args: readonly string[], env: NodeJS.ProcessEnv): boolean {
  if (args.includes('--no-compression')) return false
  const value = (env[COMPRESSION_SETTING] ?? '').trim().toLowerCase()
  if (value === '' || value === 'on') return true
  if (value === 'off') return false
  throw new Error(`${COMPRESSION_SETTING} must be "on" or "off", got "${env[COMPRESSION_SETTING]}"`)
}

/** `--port` / PORT and `--host` / LOCAL_API_HOST, defaulting to 127.0.0.1:8787. */
export function readServerOptions(args: readonly string[], env: NodeJS.ProcessEnv): ServerOptions {
  const port = parseWholeNumber(readFlag(args, 'port') ?? env.PORT ?? String(DEFAULT_PORT), 'The port', 0, 65535)
  const hostname = readFlag(args, 'host') ?? env[HOST_SETTING] ?? DEFAULT_HOSTNAME
  // The same warning as the dev and preview servers print with --host (vitePlugin.ts).
  return { port, hostname, warning: networkWarning(hostname) }
}
