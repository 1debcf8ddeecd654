import { parseDate } from './educatorFormat'

/**
 * Records newest first by purchase date (SPEC.md "Students enrolled"); records without a usable date
 * go last, in the order the server sent them (the sort is stable).
 */
export function sortNewestFirst<T extends { purchaseDate?: string | null }>(records: readonly T[]): T[] {
  const time = (record: T) => parseDate(record.purchaseDate)?.getTime() ?? null
  return [...records].sort((a, b) => {
    const timeA = time(a)
    const timeB = time(b)
    if (timeA === null || timeB === null) return timeA === timeB ? 0 : timeA === null ? 1 : -1
    return timeB - timeA
  })
}
