import { Trans } from '@lingui/react/macro'
import { CloudOff } from 'lucide-react'
import { useState } from 'react'
import { useIsOnline } from '../../hooks/useIsOnline'
import { formatDateTime } from '../../lib/format'
import type { Resource } from '../../queries/resource'

type Shown = Pick<Resource<unknown>, 'data' | 'loadedAt' | 'isOutOfDate' | 'reload'>

/**
 * Says that a screen shows what was last loaded (offline, or its refresh failed), and when that was: the
 * oldest of the loads the screen shows. Nothing while every load shown is current. Online, a refresh that
 * failed can be asked again with "Try again": the browser may report a connection before the API can be
 * reached, and the automatic refresh then gives up.
 */
export function OutOfDateNotice({ resources }: { resources: Shown[] }) {
  const isOnline = useIsOnline()
  const [isRetrying, setIsRetrying] = useState(false)
  const shown = resources.filter((resource) => resource.data !== undefined)
  const failed = shown.filter((resource) => resource.isOutOfDate)
  if (shown.length === 0 || (isOnline && failed.length === 0)) return null
  const oldest = Math.min(...shown.map((resource) => resource.loadedAt))
  const loadedOn = formatDateTime(oldest)
  const retry = async () => {
    setIsRetrying(true)
    // A failure is already announced by the data layer's toast; the notice stays until a refresh succeeds.
    await Promise.allSettled(failed.map((resource) => resource.reload()))
    setIsRetrying(false)
  }
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <p className="flex flex-1 basis-60 items-start gap-2">
        <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <Trans>Showing what was last loaded on {loadedOn}. It may be out of date.</Trans>
        </span>
      </p>
      {isOnline && failed.length > 0 && (
        <button
          type="button"
          onClick={() => void retry()}
          disabled={isRetrying}
          aria-busy={isRetrying}
          className="rounded-md border border-slate-300 bg-white px-3 py-1 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
        >
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  )
}
