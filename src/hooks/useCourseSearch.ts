import { useDeferredValue, useMemo } from 'react'
import type { Course } from '../api/types'

type SearchEntry = { course: Course; title: string }

/**
 * A case-insensitive substring match on courseTitle (docs/product.md#course-search): the term is
 * trimmed, an empty term keeps every course, and special characters match literally (plain
 * `includes`, never a RegExp built from user text).
 */
export function filterCourses(entries: readonly SearchEntry[], term: string): Course[] {
  const needle = term.trim().toLowerCase()
  if (needle === '') return entries.map((entry) => entry.course)
  const matches: Course[] = []
  for (const entry of entries) {
    if (entry.title.includes(needle)) matches.push(entry.course)
  }
  return matches
}

/**
 * The courses matching `term`. Titles are lower-cased once per catalogue, and the filtering runs on
 * a deferred copy of the term, so with 10,000 courses the search box and chip update at once and
 * the grid follows without blocking input. `term` in the result is the one the list was built for.
 */
export function useCourseSearch(courses: readonly Course[], term: string): { courses: Course[]; term: string } {
  const entries = useMemo(
    () => courses.map((course) => ({ course, title: course.courseTitle.toLowerCase() })),
    [courses],
  )
  const deferredTerm = useDeferredValue(term)
  const matches = useMemo(() => filterCourses(entries, deferredTerm), [entries, deferredTerm])
  return { courses: matches, term: deferredTerm }
}
