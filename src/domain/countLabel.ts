import { formatCount } from '../lib/format'

/** Counted nouns for the screens ("1 rating", "12 students", "10,014 courses"); counts are list lengths. */
export function countLabel(count: number, singular: string, plural: string): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`
}

/** "1 lecture", "12 lectures" (course structure). */
export function lectureCountLabel(count: number): string {
  return countLabel(count, 'lecture', 'lectures')
}

/** "1 lesson", "12 lessons" (the course page's side card). */
export function lessonCountLabel(count: number): string {
  return countLabel(count, 'lesson', 'lessons')
}

/** "1 course", "10,014 courses" (the course list's count line). */
export function courseCountLabel(count: number): string {
  return countLabel(count, 'course', 'courses')
}

/**
 * The course list's count line while the catalogue is still arriving (index.html's kept copy of the list says the
 * same, so the line reads the same from the first paint until the count replaces it).
 */
export const LOADING_MORE_COURSES = 'Loading more courses…'
