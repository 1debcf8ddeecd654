import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { notify } from '../lib/notify'
import { FRESH_ANSWER_MS, GET_RETRY } from '../config/constants'
import { getErrorMessage, isApiError, isCanceledError } from './errors'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean }
    mutationMeta: { silent?: boolean; errorFallback?: string }
  }
}

/** One error toast per distinct message: the toast id dedupes bursts of the same failure. */
export function toastError(message: string): void {
  notify.error(message, { toastId: `error:${message}` })
}

/** A failed load is asked again only when the client says it may be: a GET after a lost connection or a 5xx. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return isApiError(error) && error.retryable && failureCount < GET_RETRY.maxRetries
}

/** Exponential backoff with a little jitter, or the server's Retry-After; never longer than the cap. */
export function retryDelay(failureCount: number, error: unknown, random: () => number = Math.random): number {
  const backoff = GET_RETRY.baseDelayMs * 2 ** failureCount * (1 + random() * 0.2)
  const wait = isApiError(error) && error.retryAfterMs !== undefined ? error.retryAfterMs : backoff
  return Math.min(GET_RETRY.maxDelayMs, wait)
}

/**
 * Server state lives here. Failed loads and actions toast once, through one path, with the
 * normalised message (docs/product.md#toasts), after any retries; canceled requests never toast.
 * Mutations are never retried: a POST may already have been applied.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isCanceledError(error) || query.meta?.silent) return
        toastError(getErrorMessage(error))
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isCanceledError(error) || mutation.meta?.silent) return
        toastError(getErrorMessage(error, mutation.meta?.errorFallback))
      },
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay: (failureCount, error) => retryDelay(failureCount, error),
        staleTime: FRESH_ANSWER_MS,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        // Asked once even while offline: the service worker may hold the answer (docs/offline.md). A failed
        // load then waits for the connection before it is asked again.
        networkMode: 'offlineFirst',
      },
      // Sent at once even while offline, so an action that needs the network says so instead of waiting.
      mutations: { retry: false, networkMode: 'always' },
    },
  })
}
