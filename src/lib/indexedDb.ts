/*
 * IndexedDB with promises, for what the app keeps on the device that is too big or too often written for
 * localStorage. Like `storage.ts`, it expects the worst: IndexedDB may be missing or blocked (reading the global
 * throws in some embedded views and private modes), full (a write's transaction aborts with QuotaExceededError),
 * or hold a database another release made. Every failure arrives as a rejected promise, never a throw.
 */

/** The browser's IndexedDB, or null when there is none or it is blocked. */
function factory(): IDBFactory | null {
  try {
    return typeof indexedDB === 'undefined' ? null : indexedDB
  } catch {
    return null
  }
}

/** The request's result once it succeeds; its error when it fails. */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

/** Resolves when the transaction has committed; rejects when it aborts (a failed write, a full disk). */
export function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    const fail = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    transaction.onerror = fail
    transaction.onabort = fail
  })
}

type Connection = { factory: IDBFactory; database: Promise<IDBDatabase> }
// One connection per database name, opened on first use; dropped when it closes or is asked to make way.
const connections = new Map<string, Connection>()

/**
 * The open database, created or upgraded by `upgrade` when it is older than `version`. The connection is
 * shared and closes itself when another tab upgrades or deletes the database, so that never waits on this one.
 */
export function openDatabase(name: string, version: number, upgrade: (database: IDBDatabase) => void) {
  const idb = factory()
  const kept = connections.get(name)
  if (kept && kept.factory === idb) return kept.database
  const database = new Promise<IDBDatabase>((resolve, reject) => {
    if (!idb) throw new Error('IndexedDB is not available')
    const request = idb.open(name, version)
    request.onupgradeneeded = () => upgrade(request.result)
    request.onsuccess = () => {
      const opened = request.result
      const forget = () => {
        if (connections.get(name)?.database === database) connections.delete(name)
      }
      opened.onversionchange = () => {
        opened.close()
        forget()
      }
      opened.onclose = forget
      resolve(opened)
    }
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'))
  })
  if (!idb) return database
  connections.set(name, { factory: idb, database })
  // A failed open is tried again next time (storage may have been unblocked).
  database.catch(() => {
    if (connections.get(name)?.database === database) connections.delete(name)
  })
  return database
}

/** Deletes the database (after closing this page's connection); missing or blocked IndexedDB is not an error. */
export async function deleteDatabase(name: string): Promise<void> {
  const kept = connections.get(name)
  connections.delete(name)
  await kept?.database.then(
    (database) => database.close(),
    () => undefined,
  )
  const idb = factory()
  if (!idb) return
  try {
    await requestResult(idb.deleteDatabase(name))
  } catch {
    // Nothing to do: a database that cannot be reached cannot be read either.
  }
}
