import type { ToastOptions } from 'react-toastify'

/*
 * Toasts without putting react-toastify on every page's critical path: the library (about 6 KiB
 * gzip) loads with the first toast, and ToastHost mounts its container then. react-toastify queues
 * toasts shown before a container exists and flushes them when it mounts, so nothing is lost.
 */

type Toastify = typeof import('react-toastify')

let toastify: Promise<Toastify> | null = null
const listeners = new Set<() => void>()

export function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify')
    listeners.forEach((listener) => listener())
  }
  return toastify
}

/** Whether any toast has been asked for yet (the container mounts from then on). */
export function hasRequestedToasts(): boolean {
  return toastify !== null
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function show(kind: 'success' | 'error' | 'warn' | 'info') {
  return (message: string, options?: ToastOptions) => {
    void loadToastify().then(({ toast }) => toast[kind](message, options))
  }
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warn: show('warn'),
  info: show('info'),
}
