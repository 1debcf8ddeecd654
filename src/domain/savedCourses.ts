/**
 * Saved courses (docs/catalogue-discovery.md#saved-courses): a list of course ids kept in this browser, per
 * signed-in user or for the visitor. Pure list rules; where the list is stored is src/queries/savedCourses.ts.
 */

/** A bound on what is kept, so a list edited by hand (or by a runaway script) cannot fill the storage. */
export const MAX_SAVED_COURSES = 1000

/** Adds the course when it is not saved, removes it when it is; the others keep their order. */
export function toggleSaved(ids: readonly string[], courseId: string): string[] {
  return ids.includes(courseId) ? ids.filter((id) => id !== courseId) : [...ids, courseId].slice(-MAX_SAVED_COURSES)
}

/** The account's list followed by what the visitor saved before signing in, each id once. */
export function mergeSaved(accountIds: readonly string[], visitorIds: readonly string[]): string[] {
  return [...new Set([...accountIds, ...visitorIds])].slice(-MAX_SAVED_COURSES)
}

/**
 * The ids still worth keeping: a course the learner owns leaves the list, and so does one that left the
 * catalogue (only known once the catalogue has loaded: `catalogueIds` undefined keeps them all).
 */
export function keepSaved(
  ids: readonly string[],
  { catalogueIds, isEnrolled }: { catalogueIds?: ReadonlySet<string>; isEnrolled: (courseId: string) => boolean },
): string[] {
  return ids.filter((id) => !isEnrolled(id) && (catalogueIds === undefined || catalogueIds.has(id)))
}

/** Stored data can be anything: keep the distinct non-empty strings of an array, at most MAX_SAVED_COURSES. */
export function cleanSavedIds(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const ids = value.filter((id): id is string => typeof id === 'string' && id !== '' && id.length <= 200)
  return [...new Set(ids)].slice(-MAX_SAVED_COURSES)
}
