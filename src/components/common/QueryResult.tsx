import type { ReactNode } from 'react'
import { getErrorMessage } from '../../api/errors'
import type { Resource } from '../../queries/resource'
import { ErrorView } from './ErrorView'
import { Loading } from './Loading'

/** How a failure reads in place; the failure itself has already been toasted once. */
export type ErrorDescription = { title: string; message?: string; canRetry?: boolean }

type QueryResultProps<T> = {
  resource: Resource<T>
  loadingLabel: string
  loadingClassName?: string
  /** A fixed title, or a description that depends on the error (e.g. "Course not found"). */
  error: string | ((error: unknown) => ErrorDescription)
  /** h1 when the error replaces a whole page (its only heading). */
  errorHeadingLevel?: 1 | 2
  /** A way back under the error, e.g. a link to the catalogue. */
  errorActions?: ReactNode
  /** Shown through `children` while the first answer is on its way (e.g. data kept from the last visit). */
  placeholder?: T
  /** What to show when the data holds nothing; without it, `children` gets empty data too. */
  empty?: { when: (data: T) => boolean; view: ReactNode }
  children: (data: T) => ReactNode
}

/**
 * Every data view renders through this: exactly one of loading, error (with "Try again"), empty,
 * or the data. Data once shown stays when a background refetch fails: its toast says what failed,
 * and replacing good data with an error view would lose it.
 */
export function QueryResult<T>({
  resource,
  loadingLabel,
  loadingClassName,
  error,
  errorHeadingLevel,
  errorActions,
  placeholder,
  empty,
  children,
}: QueryResultProps<T>) {
  const data = resource.data ?? (resource.status === 'pending' ? placeholder : undefined)
  if (data !== undefined) {
    if (empty?.when(data)) return <>{empty.view}</>
    return <>{children(data)}</>
  }
  if (resource.status === 'pending') return <Loading label={loadingLabel} className={loadingClassName} />
  const description = typeof error === 'string' ? { title: error } : error(resource.error)
  return (
    <ErrorView
      title={description.title}
      message={description.message ?? getErrorMessage(resource.error)}
      onRetry={description.canRetry === false ? undefined : () => void resource.reload()}
      headingLevel={errorHeadingLevel}
    >
      {errorActions}
    </ErrorView>
  )
}
