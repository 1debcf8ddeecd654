import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createLocalApi, type LocalApi, type LocalApiOptions } from './app.ts'

export type StandaloneServer = {
  /** e.g. http://127.0.0.1:8787 */
  url: string
  port: number
  api: LocalApi
  close: () => Promise<void>
}

/**
 * Runs the local API on its own port, with CORS, so an app built with
 * `VITE_BACKEND_URL=http://localhost:8787` (or any other client) can use it. Port 0 picks a free port.
 */
export function startStandaloneServer(
  options: LocalApiOptions & { port?: number; hostname?: string } = {},
): Promise<StandaloneServer> {
  const { port = 8787, hostname = 'localhost', ...apiOptions } = options
  const api = createLocalApi({ ...apiOptions, cors: true })
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: api.fetch, port, hostname }, (info: AddressInfo) => {
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
