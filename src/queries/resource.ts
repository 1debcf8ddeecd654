import type { UseQueryResult } from '@tanstack/react-query'
import { useMemo } from 'react'

/**
 * What a screen needs to know about one piece of server data, whatever query produced it:
 * - data:   the last good answer; it stays when a later refetch fails (that failure is toasted once)
 * - status: 'success' whenever there is data, otherwise 'pending' or 'error'
 * - error:  the failure to show when there is no data
 * - reload: asks again (the "Try again" of an error view)
 */
export type Resource<T> = {
  data: T | undefined
  status: 'pending' | 'error' | 'success'
  error: unknown
  reload: () => Promise<void>
}

/** A TanStack Query result as a Resource (the same object until one of its parts changes). */
export function useResource<T>(query: UseQueryResult<T>): Resource<T> {
  const { data, error, refetch } = query
  const status = data !== undefined ? 'success' : query.status
  return useMemo(
    () => ({
      data,
      status,
      error,
      reload: async () => {
        await refetch()
      },
    }),
    [data, status, error, refetch],
  )
}
