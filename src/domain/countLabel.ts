import { plural, t } from '@lingui/core/macro'
import { formatCount } from '../lib/format'

/*
 * Counted nouns for the screens ("1 rating", "12 students", "10,014 courses"): the count grouped in the number locale
 * (lib/format), the noun in the interface language's plural form. Counts are list lengths.
 */

/** "1 lecture", "12 lectures" (course structure). */
export function lectureCountLabel(count: number): string {
  const shown = formatCount(count)
  return plural(count, { one: `${shown} lecture`, other: `${shown} lectures` })
}

/** "1 lesson", "12 lessons" (the course page's side card). */
export function lessonCountLabel(count: number): string {
  const shown = formatCount(count)
  return plural(count, { one: `${shown} lesson`, other: `${shown} lessons` })
}

/** "1 course", "10,014 courses" (the course list's count line). */
export function courseCountLabel(count: number): string {
  const shown = formatCount(count)
  return plural(count, { one: `${shown} course`, other: `${shown} courses` })
}

/**
 * The course list's count line while the catalogue is still arriving (index.html's kept copy of the list says the
 * same, so the line reads the same from the first paint until the count replaces it).
 */
export function loadingMoreCourses(): string {
  return t`Loading more courses…`
}
