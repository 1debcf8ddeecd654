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

function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      loaded = module
      listeners.forEach((listener) => listener())
      return module
    },
    (error: unknown) => {
      loading = null
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
