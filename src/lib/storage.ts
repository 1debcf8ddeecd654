/**
 * localStorage access that never throws. Reading `window.localStorage` itself throws a SecurityError
 * when storage is disabled (blocked cookies, some embedded views); setItem throws QuotaExceededError
 * when full or in Safari private mode. None of that may break a screen: storage here only remembers
 * conveniences (the local-mode session, the add-course draft).
 */

function getLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/** The stored string, or `null` when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return getLocalStorage()?.getItem(key) ?? null
  } catch {
    return null
  }
}

/** Stores the value; returns false when it could not be stored (no storage, quota exceeded). */
export function writeStorage(key: string, value: string): boolean {
  const storage = getLocalStorage()
  if (!storage) return false
  try {
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}

/** Removes the key; a missing key or unavailable storage is not an error. */
export function removeStorage(key: string): void {
  try {
    getLocalStorage()?.removeItem(key)
  } catch {
    // Nothing to do: if storage is unusable there is nothing stored to remove either.
  }
}

/** Every key in storage (none when storage is unavailable), read once so removing keys while looping is safe. */
export function storageKeys(): string[] {
  const storage = getLocalStorage()
  if (!storage) return []
  try {
    return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null,
    )
  } catch {
    return []
  }
}

/** Removes every key that starts with the prefix (one user's saved data, say); unavailable storage is not an error. */
export function removeStorageStartingWith(prefix: string): void {
  for (const key of storageKeys()) if (key.startsWith(prefix)) removeStorage(key)
}

/**
 * The part of the Standard Schema interface (github.com/standard-schema) used here: valibot, zod and
 * others implement it, so storage does not depend on one validation library.
 */
export type StandardSchema<T> = {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) => { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] } | Promise<unknown>
  }
}

/** A type guard, or a Standard Schema (a valibot or zod schema) whose output, defaults applied, is used. */
export type StorageValidator<T> = ((value: unknown) => value is T) | StandardSchema<T>

function validate<T>(value: unknown, validator: StorageValidator<T>): T | null {
  if (typeof validator === 'function') return validator(value) ? value : null
  const result = validator['~standard'].validate(value)
  // Asynchronous schemas cannot answer a synchronous read; treat them as a failed check.
  if (result instanceof Promise || result.issues) return null
  return result.value
}

/**
 * The stored JSON value when it parses and passes the validator, otherwise `null`. Stored data
 * outlives releases and can be edited by hand, so it is never trusted as-is.
 */
export function readJsonStorage<T>(key: string, validator: StorageValidator<T>): T | null {
  const text = readStorage(key)
  if (text === null) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  return validate(value, validator)
}

/** Stores the value as JSON; returns false when it cannot be serialised (cycles, BigInt) or stored. */
export function writeJsonStorage(key: string, value: unknown): boolean {
  let text: string | undefined
  try {
    text = JSON.stringify(value)
  } catch {
    return false
  }
  // JSON.stringify(undefined) and of a function give undefined: there is nothing to store.
  if (text === undefined) return false
  return writeStorage(key, text)
}

/**
 * The one key format for what this browser keeps for one person: a signed-in user's id, or `null` for a
 * visitor. Used for preferences and conveniences that outlive sign-out (a playback speed, saved courses),
 * unlike the saved answers, which sign-out deletes. Ids are encoded so no id can reach another's keys.
 */
export function personalStorageKey(name: string, userId: string | null): string {
  return userId === null ? `edemy.${name}.visitor` : `edemy.${name}${personalStorageKeySuffix(userId)}`
}

/** How every personal key of a signed-in user ends, so all of them can be found (to clear a user's data). */
export function personalStorageKeySuffix(userId: string): string {
  return `.user.${encodeURIComponent(userId)}`
}
