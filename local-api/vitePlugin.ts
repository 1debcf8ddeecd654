import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { loadEnv, type Connect, type Logger, type Plugin } from 'vite'
import { createLocalApi, defaultDataDir, LOCAL_API_PREFIXES, type LocalApi } from './app.ts'
import { guardNetworkClients, networkWarning } from './hosts.ts'
import { readAccessSettings, type AccessSettings } from './settings.ts'

/*
 * Mounts the local API inside `npm run dev` and `npm run preview` when VITE_BACKEND_URL is not set
 * (README.md, Settings: VITE_BACKEND_URL unset), so a fresh clone works with no settings: the app calls its own origin and
 * these middlewares answer /api, /local-auth, /checkout and the image paths. Everything else falls
 * through to Vite. With `--host` the server listens beyond loopback: it then prints the standalone
 * server's warning, and sign-ins and changes from other machines are refused unless allowed, by the
 * same rule (hosts.ts, networkClientRefusal).
 */

export type LocalApiSettings = AccessSettings & { isEnabled: boolean; dataDir: string; currency: string | undefined }

/** Reads the settings the way the app does: `.env*` files for the mode, then the process environment. */
export function resolveLocalApiSettings(
  mode: string,
  root: string,
  processEnv: NodeJS.ProcessEnv = process.env,
  envDir: string = process.cwd(),
): LocalApiSettings {
  const env = loadEnv(mode, envDir, ['VITE_', 'LOCAL_API_'])
  const backendUrl = env.VITE_BACKEND_URL ?? processEnv.VITE_BACKEND_URL ?? ''
  return {
    // Vitest loads vite.config.ts too; unit tests bring their own API behind MSW.
    isEnabled: backendUrl.trim() === '' && !processEnv.VITEST,
    dataDir: processEnv.LOCAL_API_DATA_DIR || defaultDataDir(root),
    currency: env.VITE_CURRENCY || processEnv.VITE_CURRENCY || undefined,
    // Vite checks the Host header first (server.allowedHosts); the API checks it again with its own list.
    ...readAccessSettings({ ...env, ...processEnv }),
  }
}

/** Whether a request URL belongs to the local API: a prefix followed by nothing, `/` or a query. */
export function isLocalApiPath(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? ''
  return LOCAL_API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
}

type Middleware = {
  handle: (req: IncomingMessage, res: ServerResponse, next: Connect.NextFunction) => void
  close: () => Promise<void>
}

/** A copy of the adapter's request as the platform's own Request (same URL, method, headers and body). */
function asStandardRequest(request: Request): Request {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
    signal: request.signal,
    // A streamed body must say so (Node's fetch requirement); it is read once, by the API.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}

/**
 * The Connect middleware: local API paths go to the Hono handler, everything else to `next()`.
 * The API is created on the first request, so a Vite process that never serves it never touches
 * the data folder.
 */
export function createLocalApiMiddleware(settings: LocalApiSettings): Middleware {
  let api: LocalApi | null = null
  let listener: ReturnType<typeof getRequestListener> | null = null
  return {
    handle(req, res, next) {
      if (!settings.isEnabled || !isLocalApiPath(req.url ?? '')) return next()
      if (!api || !listener) {
        const { dataDir, currency, appOrigins, allowedHosts, allowedClients } = settings
        api = createLocalApi({ dataDir, currency, appOrigins, allowedHosts })
        // Sign-ins and changes from other machines are refused unless allowed; the adapter hands over
        // the request's socket with it, as the standalone server's does.
        const fetch = guardNetworkClients(api.fetch, { allowedHosts, allowedClients, appOrigins })
        // Vite's own code relies on Node's Request and Response; leave the globals alone. The adapter
        // then hands over its own request object, which the platform's Request cannot copy (the body
        // limits rebuild the request from it), so the API gets a standard Request instead.
        listener = getRequestListener((request, env) => fetch(asStandardRequest(request), env), {
          overrideGlobalObjects: false,
        })
      }
      listener(req, res).catch(next)
    },
    close: async () => {
      await api?.close()
    },
  }
}

type MountableServer = {
  middlewares: Connect.Server
  httpServer: {
    once(event: 'close' | 'listening', listener: () => void): unknown
    address(): AddressInfo | string | null
  } | null
}

export function localApiPlugin(): Plugin {
  let settings: LocalApiSettings | null = null
  let logger: Pick<Logger, 'warn'> | null = null

  function mount(server: MountableServer): void {
    if (!settings?.isEnabled) return
    const middleware = createLocalApiMiddleware(settings)
    // Added directly (not in a returned function) so it runs before Vite's SPA fallback to index.html.
    server.middlewares.use(middleware.handle)
    const { httpServer } = server
    httpServer?.once('close', () => void middleware.close())
    // The address the server really bound (`--host` alone binds every address: `::` or `0.0.0.0`). A
    // middleware-mode server has no httpServer: whoever embeds it decides where it listens.
    httpServer?.once('listening', () => {
      const bound = httpServer.address()
      const warning = bound !== null && typeof bound === 'object' ? networkWarning(bound.address) : null
      if (warning) logger?.warn(`\n${warning}\n`)
    })
  }

  return {
    name: 'edemy-local-api',
    configResolved(config) {
      logger = config.logger
      settings = resolveLocalApiSettings(config.mode, config.root)
      if (settings.isEnabled && config.command === 'serve') {
        config.logger.info(`  local API: ${LOCAL_API_PREFIXES.join(', ')} (data in ${settings.dataDir})`)
      }
    },
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
