import { loadEnv } from 'vite'
import { defaultDataDir } from './app.ts'
import { readAccessSettings } from './settings.ts'
import { readCompressionOption, readServerOptions, startStandaloneServer } from './standalone.ts'

/*
 * `npm run local-api [-- --port 8787] [--host 0.0.0.0] [--no-compression]`: the local API on its own
 * port, on 127.0.0.1 unless --host or LOCAL_API_HOST names another address. The catalogue is gzipped
 * for clients that accept it; --no-compression (or LOCAL_API_COMPRESSION=off) sends plain JSON, as the
 * hosted API does (the benchmark's Clerk mode measures that). Settings: PORT, LOCAL_API_HOST,
 * LOCAL_API_COMPRESSION, LOCAL_API_APP_ORIGINS, LOCAL_API_ALLOWED_HOSTS, LOCAL_API_ALLOWED_CLIENTS,
 * LOCAL_API_DATA_DIR (default ./.local-data) and VITE_CURRENCY (checkout page symbol), from the environment
 * or .env files.
 */

async function main(): Promise<void> {
  // Like the dev server: .env files, with the process environment taking precedence.
  const env = { ...loadEnv('development', process.cwd(), ['VITE_', 'LOCAL_API_']), ...process.env }
  const args = process.argv.slice(2)
  const { port, hostname, warning } = readServerOptions(args, env)
  const compression = readCompressionOption(args, env)
  const dataDir = env.LOCAL_API_DATA_DIR || defaultDataDir()
  const server = await startStandaloneServer({
    port,
    hostname,
    dataDir,
    compression,
    currency: env.VITE_CURRENCY,
    ...readAccessSettings(env),
  })
  if (warning) console.warn(`\n${warning}\n`)
  const plain = compression ? '' : ', catalogue uncompressed'
  console.log(`Local API listening on ${server.url} (data in ${dataDir}${plain})`)
  // A wildcard address is not a name a browser may use (the Host check refuses it); this machine is.
  const appUrl = ['0.0.0.0', '::'].includes(hostname) ? `http://127.0.0.1:${server.port}` : server.url
  console.log(`Build or run the app with VITE_BACKEND_URL=${appUrl} to use it.`)

  let isClosing = false
  const shutdown = () => {
    if (isClosing) return
    isClosing = true
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Could not shut down cleanly:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
