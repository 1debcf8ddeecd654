import { t } from '@lingui/core/macro'
/**
 * Whether the learner owns a course: user data lists the ids of their courses and arrives first;
 * the enrolled courses confirm it once loaded.
 */
export function isEnrolledIn(
  courseId: string,
  user: { enrolledCourses: readonly string[] } | undefined,
  enrolledCourses: ReadonlyArray<{ _id: string }> | undefined,
): boolean {
  return (
    (user?.enrolledCourses.includes(courseId) ?? false) ||
    (enrolledCourses?.some((course) => course._id === courseId) ?? false)
  )
}

/** Milliseconds since the epoch, or null for a missing or unparsable date. */
function purchaseTime(value: string | null | undefined): number | null {
  if (!value) return null
  const time = new Date(value).getTime()
  return Number.isNaN(time) ? null : time
}

/**
 * Purchase records newest first; records without a usable date go last, in the order the server
 * sent them (the sort is stable).
 */
export function newestPurchaseFirst<T extends { purchaseDate?: string | null }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => {
    const timeA = purchaseTime(a.purchaseDate)
    const timeB = purchaseTime(b.purchaseDate)
    if (timeA === null || timeB === null) return timeA === timeB ? 0 : timeA === null ? 1 : -1
    return timeB - timeA
  })
}

/** The name shown for a student (tables and CSV files alike): a blank name reads "Unknown learner". */
export function studentDisplayName(name: string): string {
  return name.trim() || t`Unknown learner`
}

/** A purchase date as ISO 8601 UTC ("2026-03-12T09:30:00.000Z"), or '' when it is missing or unreadable. */
export function purchaseDateIso(value: string | null | undefined): string {
  const time = purchaseTime(value)
  return time === null ? '' : new Date(time).toISOString()
}
