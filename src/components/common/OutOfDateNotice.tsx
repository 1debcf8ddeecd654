import { CloudOff } from 'lucide-react'
import { useIsOnline } from '../../hooks/useIsOnline'
import { formatDateTime } from '../../lib/format'
import type { Resource } from '../../queries/resource'

type Shown = Pick<Resource<unknown>, 'data' | 'loadedAt' | 'isOutOfDate'>

/**
 * Says that a screen shows what was last loaded (offline, or its refresh failed), and when that was: the
 * oldest of the loads the screen shows. Nothing while every load shown is current.
 */
export function OutOfDateNotice({ resources }: { resources: Shown[] }) {
  const isOnline = useIsOnline()
  const shown = resources.filter((resource) => resource.data !== undefined)
  if (shown.length === 0 || (isOnline && !shown.some((resource) => resource.isOutOfDate))) return null
  const oldest = Math.min(...shown.map((resource) => resource.loadedAt))
  return (
    <p className="mb-4 flex items-start gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>Showing what was last loaded on {formatDateTime(oldest)}. It may be out of date.</span>
    </p>
  )
}
