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
  for (const other of catalogue) {
    if (other._id === course._id || educatorKey(other.educator) !== key) continue
    // A course the answer lists twice is shown once.
    if (found.some((shown) => shown._id === other._id)) continue
    found.push(other)
    if (found.length === limit) break
  }
  return found
}

/** A user id a rating can be counted under: a non-blank string (anything else is a rating nobody can be matched by). */
function raterOf(rating: { userId?: unknown } | null | undefined): string | null {
  const id = rating?.userId
  return typeof id === 'string' && id.trim() !== '' ? id : null
}

export type AlsoRated<C> = { course: C; sharedRaters: number }

/**
 * How many of this course's raters (the keys of `lastCounted`) rated the course at `place`, each once: a rater
 * counted there is marked with the place. A small function of its own with an indexed loop: the engine optimises it
 * early, and a first course page (code not yet optimised) took about half as long as with the loop inline.
 */
function countSharedRaters(
  ratings: RelatedCourse['courseRatings'],
  lastCounted: Map<string, number>,
  place: number,
): number {
  let count = 0
  for (let index = 0; index < ratings.length; index += 1) {
    const rater = ratings[index]?.userId
    if (typeof rater !== 'string') continue
    const last = lastCounted.get(rater)
    if (last === undefined || last === place) continue
    lastCounted.set(rater, place)
    count += 1
  }
  return count
}

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
  for (let place = 0; place < catalogue.length; place += 1) {
    const other = catalogue[place] as C
    if (other._id === course._id) continue
    const sharedRaters = countSharedRaters(other.courseRatings, lastCounted, place)
    if (sharedRaters === 0) continue
    if (best.length === limit && sharedRaters <= (best[limit - 1] as AlsoRated<C>).sharedRaters) continue
    // Asked last: most courses never get this far.
    if (isExcluded(other._id)) continue
    // A course the answer lists twice is shown once, where it ranks best.
    const listed = best.findIndex((entry) => entry.course._id === other._id)
    if (listed >= 0) {
      if ((best[listed] as AlsoRated<C>).sharedRaters >= sharedRaters) continue
      best.splice(listed, 1)
    }
    let at = best.length
    while (at > 0 && (best[at - 1] as AlsoRated<C>).sharedRaters < sharedRaters) at -= 1
    best.splice(at, 0, { course: other, sharedRaters })
    if (best.length > limit) best.pop()
  }
  return best
}
