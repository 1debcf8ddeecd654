/**
 * The course page's way to a next course (docs/catalogue-discovery.md#the-next-course): the educator's other courses,
 * and the courses this course's raters also rated. Both are worked out from the catalogue answer alone (educators
 * and every rating's user id are in it), in one pass over it.
 */

import { educatorKey, type CatalogueCourse } from './catalogue'

/** The fields of a catalogue course these rules read. */
export type RelatedCourse = Pick<CatalogueCourse, '_id' | 'educator'> & {
  courseRatings: readonly { userId?: unknown }[]
}

/** How many cards each section shows at most. */
export const RELATED_COURSE_LIMIT = 4

/** The educator's other courses in the catalogue's order (same educator: by id, or by name without one). */
export function moreFromEducator<C extends RelatedCourse>(
  catalogue: readonly C[],
  course: RelatedCourse,
  limit = RELATED_COURSE_LIMIT,
): C[] {
  const key = educatorKey(course.educator)
  if (key === null || limit <= 0) return []
  const found: C[] = []
  const listed = new Set<string>()
  for (const other of catalogue) {
    if (!isFirstListing(other, listed) || other._id === course._id || educatorKey(other.educator) !== key) continue
    found.push(other)
    if (found.length === limit) break
  }
  return found
}

/** A course the answer lists twice counts as first listed (`listed`: the ids read so far). */
function isFirstListing(course: { _id: string }, listed: Set<string>): boolean {
  if (listed.has(course._id)) return false
  listed.add(course._id)
  return true
}

/** A user id a rating can be counted under: a non-blank string (anything else is a rating nobody can be matched by). */
function raterOf(rating: { userId?: unknown } | null | undefined): string | null {
  const id = rating?.userId
  return typeof id === 'string' && id.trim() !== '' ? id : null
}

export type AlsoRated<C> = { course: C; sharedRaters: number }

/**
 * Other courses ranked by how many of this course's raters rated them too (each learner counted once per course,
 * however many ratings they left), the most first, ties in the catalogue's order. Courses no rater shares are left
 * out, and so are this course and those `isExcluded` names (the courses the learner owns).
 */
export function alsoRated<C extends RelatedCourse>(
  catalogue: readonly C[],
  course: RelatedCourse,
  isExcluded: (courseId: string) => boolean = () => false,
  limit = RELATED_COURSE_LIMIT,
): AlsoRated<C>[] {
  // Each rater of this course, with the place of the last course they were counted for (-1: none yet).
  const lastCounted = new Map<string, number>()
  for (const rating of course.courseRatings) {
    const rater = raterOf(rating)
    if (rater !== null) lastCounted.set(rater, -1)
  }
  if (lastCounted.size === 0 || limit <= 0) return []

  // The best `limit` so far, most shared first. A later course enters only with strictly more (ties keep the
  // catalogue's order), so the catalogue is read once and never sorted.
  const best: AlsoRated<C>[] = []
  const listed = new Set<string>()
  catalogue.forEach((other, place) => {
    if (!isFirstListing(other, listed) || other._id === course._id) return
    let sharedRaters = 0
    for (const rating of other.courseRatings) {
      const rater = rating?.userId
      if (typeof rater !== 'string') continue
      const last = lastCounted.get(rater)
      if (last === undefined || last === place) continue
      lastCounted.set(rater, place)
      sharedRaters += 1
    }
    if (sharedRaters === 0) return
    if (best.length === limit && sharedRaters <= (best[limit - 1] as AlsoRated<C>).sharedRaters) return
    // Asked last: a learner owns few courses, and most courses never get this far.
    if (isExcluded(other._id)) return
    let at = best.length
    while (at > 0 && (best[at - 1] as AlsoRated<C>).sharedRaters < sharedRaters) at -= 1
    best.splice(at, 0, { course: other, sharedRaters })
    if (best.length > limit) best.pop()
  })
  return best
}
