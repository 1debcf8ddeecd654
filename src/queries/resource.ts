import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

/**
 * What a screen needs to know about one piece of server data, whatever query produced it:
 * - data:   the last good answer; it stays when a later refetch fails (that failure is toasted once)
 * - status: 'success' whenever there is data, otherwise 'pending' or 'error'
 * - error:  the failure to show when there is no data
 * - reload: asks again (the "Try again" of an error view)
 * - loadedAt: when the data was loaded (or saved, for a copy kept from an earlier visit); 0 without data
 * - isOutOfDate: the data is shown, but the last try to refresh it failed or waits for the network
 */
export type Resource<T> = {
  data: T | undefined
  status: 'pending' | 'error' | 'success'
  error: unknown
  reload: () => Promise<void>
  loadedAt: number
  isOutOfDate: boolean
}

/** A TanStack Query result as a Resource (the same object until one of its parts changes). */
export function useResource<T>(query: UseQueryResult<T>): Resource<T> {
  const { data, error, refetch } = query
  const status = data !== undefined ? 'success' : query.status
  const loadedAt = data !== undefined ? query.dataUpdatedAt : 0
  const isOutOfDate = data !== undefined && (query.isPaused || query.isRefetchError)
  return useMemo(
    () => ({
      data,
      status,
      error,
      reload: async () => {
        await refetch()
      },
      loadedAt,
      isOutOfDate,
    }),
    [data, status, error, refetch, loadedAt, isOutOfDate],
  )
}
