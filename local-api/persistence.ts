import { existsSync, readFileSync, renameSync } from 'node:fs'
import { mkdir, open, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { databaseSchema, type Database } from './records.ts'

export type Logger = { warn: (message: string) => void; error: (message: string, error?: unknown) => void }

let tempCounter = 0

/** Large generated catalogues are written compactly; the demo data stays indented for hand-editing. */
export function serializeDatabase(database: Database): string {
  const isLarge = database.courses.length > 200
  return JSON.stringify(database, null, isLarge ? undefined : 2)
}

/**
 * Writes a whole file so that readers only ever see the old or the new content: the bytes go to a
 * temporary file in the same folder (same file system, so the rename is atomic), are flushed to
 * disk, and the temporary file is renamed over the target. A crash mid-write leaves the old file.
 */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true })
  tempCounter += 1
  const temp = `${file}.${process.pid}.${tempCounter}.tmp`
  try {
    const handle = await open(temp, 'w')
    try {
      await handle.writeFile(data)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await rename(temp, file)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

/**
 * Serialises saves of one file: at most one write runs at a time, and every save requested while a
 * write is waiting to start joins that write (it serialises the state when it starts, so it holds
 * every change made before). A burst of requests therefore costs at most two writes, never a torn one.
 */
export function createSerializedWriter(file: string, serialize: () => string) {
  let chain: Promise<void> = Promise.resolve()
  let waiting: Promise<void> | null = null

  function save(): Promise<void> {
    if (waiting) return waiting
    const next = chain
      .catch(() => undefined)
      .then(() => {
        waiting = null
        return writeFileAtomic(file, serialize())
      })
    waiting = next
    chain = next
    return next
  }

  /** Resolves once every requested write has finished (failed writes were reported to their callers). */
  async function flush(): Promise<void> {
    await chain.catch(() => undefined)
  }

  return { save, flush }
}

export type LoadResult = { kind: 'loaded'; database: Database } | { kind: 'missing' } | { kind: 'corrupt' }

/**
 * Reads the data file. A file that is not JSON or does not match the schema is never overwritten:
 * it is renamed aside (`db.json.corrupt-<timestamp>`) with a warning naming both files, so a
 * hand-edit gone wrong can be repaired, and the caller starts from the demo data.
 */
export function loadDatabaseFile(file: string, logger: Logger, now: number): LoadResult {
  if (!existsSync(file)) return { kind: 'missing' }
  const text = readFileSync(file, 'utf8')
  let reason: string
  try {
    const parsed = v.safeParse(databaseSchema, JSON.parse(text), { abortEarly: true })
    if (parsed.success) return { kind: 'loaded', database: parsed.output }
    const [issue] = parsed.issues
    reason = `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error)
  }
  const aside = `${file}.corrupt-${new Date(now).toISOString().replace(/[:.]/g, '-')}`
  renameSync(file, aside)
  logger.warn(
    `[local-api] The data file ${file} could not be read (${reason}). ` +
      `It was moved to ${aside} and the demo data is used instead.`,
  )
  return { kind: 'corrupt' }
}
