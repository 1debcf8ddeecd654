import type { Plugin, ResolvedConfig } from 'vite'

/** Runs `run` with process.env[name] set to `value` (or unset for undefined), then puts it back. */
export function withEnv<T>(name: string, value: string | undefined, run: () => T): T {
  const previous = process.env[name]
  if (value === undefined) delete process.env[name]
  else process.env[name] = value
  try {
    return run()
  } finally {
    if (previous === undefined) delete process.env[name]
    else process.env[name] = previous
  }
}

/** Tells a plugin the build's settings as Vite would, with no .env file to read. */
export function resolvePlugin(plugin: Plugin): void {
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
  configResolved({ mode: 'production', envDir: '/nonexistent' } as ResolvedConfig)
}
