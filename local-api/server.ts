import { defaultDataDir } from './app.ts'
import { parseWholeNumber, readFlag } from './cli.ts'
import { startStandaloneServer } from './standalone.ts'

/*
 * `npm run local-api [-- --port 8787] [--host 0.0.0.0]`: the local API on its own port. Settings:
 * PORT, HOST, LOCAL_API_DATA_DIR (default ./.local-data) and VITE_CURRENCY (checkout page symbol).
 */

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const portText = readFlag(args, 'port') ?? process.env.PORT ?? '8787'
  const port = parseWholeNumber(portText, 'The port', 0, 65535)
  const hostname = readFlag(args, 'host') ?? process.env.HOST ?? 'localhost'
  const dataDir = process.env.LOCAL_API_DATA_DIR || defaultDataDir()
  const server = await startStandaloneServer({ port, hostname, dataDir, currency: process.env.VITE_CURRENCY })
  console.log(`Local API listening on http://${hostname}:${server.port} (data in ${dataDir})`)
  console.log(`Build or run the app with VITE_BACKEND_URL=http://${hostname}:${server.port} to use it.`)

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
