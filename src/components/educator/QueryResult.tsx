import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { getErrorMessage } from '../../api/errors'
import { ErrorView } from '../common/ErrorView'
import { Loading } from '../common/Loading'

type QueryResultProps<T> = {
  query: UseQueryResult<T>
  loadingLabel: string
  errorTitle: string
  /** The data view; return the empty state yourself when there is nothing to show. */
  children: (data: T) => ReactNode
}

/**
 * Exactly one of loading, error (with a retry) or the data (STYLE.md); data once shown stays. The failure itself is toasted
 * once by the global query cache; this only renders it in place.
 */
export function QueryResult<T>({ query, loadingLabel, errorTitle, children }: QueryResultProps<T>) {
  if (query.isPending) return <Loading label={loadingLabel} />
  // A failed background refetch (a reconnect, an invalidation) keeps the data on screen: its toast
  // says what failed, and replacing good data with an error view would lose it (RELIABILITY.md N2).
  if (query.data !== undefined) return <>{children(query.data)}</>
  return <ErrorView title={errorTitle} message={getErrorMessage(query.error)} onRetry={() => void query.refetch()} />
}
