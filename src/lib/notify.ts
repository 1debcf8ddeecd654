import type { ToastOptions } from 'react-toastify'

/*
 * Toasts without putting react-toastify on every page's critical path: the library (about 6 KiB
 * gzip) loads with the first toast, and ToastHost mounts its container once it has loaded.
 * react-toastify queues toasts shown before a container exists and flushes them when it mounts.
 *
 * The download can fail (the first toast of a visit may well be "you are offline"-shaped). A failed
 * download is not kept: the toasts asked for meanwhile wait, and the library is fetched again when
 * the browser is back online or the next toast is asked for, so no message is lost and the app
 * never depends on a chunk it could not fetch.
 */

type Toastify = typeof import('react-toastify')
type ToastKind = 'success' | 'error' | 'warn' | 'info'
interface WaitingToast {
  kind: ToastKind
  message: string
  options?: ToastOptions
}

let loading: Promise<Toastify> | null = null
let loaded: Toastify | null = null
const waiting: WaitingToast[] = []
const listeners = new Set<() => void>()

// A browser may remember a failed import for the page's life (the module map keeps the failure): asked for again at
// the same address, even back online, it fails at once (Chromium 150 does). The library's chunk is then asked for at
// a new address, when the failure names it (Chromium and Firefox do); otherwise at the same one.
let failedChunk: string | null = null
let attempts = 0

function importToastify(): Promise<Toastify> {
  attempts += 1
  if (failedChunk === null) return import('react-toastify')
  return import(/* @vite-ignore */ `${failedChunk}?attempt=${attempts}`) as Promise<Toastify>
}

/** The address of a script of this site that a failed import names (in its message), if it names one. */
export function failedChunkOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : ''
  for (const candidate of message.match(/https?:\/\/[^\s'"]+/g) ?? []) {
    try {
      const url = new URL(candidate)
      if (url.origin === window.location.origin && url.pathname.endsWith('.js') && url.search === '')
        return `${url.origin}${url.pathname}`
    } catch {
      // not an address
    }
  }
  return null
}

function loadToastify(): Promise<Toastify> {
  loading ??= importToastify().then(
    (module) => {
      loaded = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      loading = null
      failedChunk ??= failedChunkOf(error)
      throw error
    },
  )
  return loading
}

/** The library once it has loaded (ToastHost mounts the container from then on), otherwise null. */
export function loadedToastify(): Toastify | null {
  return loaded
}

export function subscribeToToastify(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function showWaitingToasts() {
  loadToastify().then(
    ({ toast }) => {
      for (const { kind, message, options } of waiting.splice(0)) toast[kind](message, options)
    },
    () => window.addEventListener('online', showWaitingToasts, { once: true }),
  )
}

function show(kind: ToastKind) {
  return (message: string, options?: ToastOptions) => {
    waiting.push({ kind, message, options })
    showWaitingToasts()
  }
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warn: show('warn'),
  info: show('info'),
}
