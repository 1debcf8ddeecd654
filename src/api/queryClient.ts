import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { notify } from '../lib/notify'
import { getErrorMessage, isCanceledError } from './errors'

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

/**
 * Server state lives here. Failed loads and actions toast once, through one path, with the
 * normalised message (docs/product.md#toasts); canceled requests never toast. Retries happen in the API
 * client, for GETs only, so TanStack Query's own retry is off.
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
      queries: { retry: false, staleTime: 60_000, refetchOnWindowFocus: false, refetchOnReconnect: true },
      mutations: { retry: false },
    },
  })
}
