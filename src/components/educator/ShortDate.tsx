import { formatShortDate, parseDate } from '../../lib/format'

/** A readable date ("12 Mar 2026") in a <time> element, or `–` when the date is missing or invalid. */
export function ShortDate({ value }: { value: string | null | undefined }) {
  if (!parseDate(value)) return <>–</>
  return <time dateTime={value ?? undefined}>{formatShortDate(value)}</time>
}
