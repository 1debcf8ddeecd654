import { Trans } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Course } from '../../api/types'
import { moreFromEducator } from '../../domain/relatedCourses'
import { CourseShelf } from './CourseShelf'

/**
 * "More from {educator name}": up to four of the educator's other courses, in the catalogue's order
 * (docs/catalogue-discovery.md#the-next-course). Nothing when there is none, or no name to head them with.
 */
export function MoreFromEducator({ course, catalogue }: { course: Course; catalogue: readonly Course[] }) {
  const courses = useMemo(() => moreFromEducator(catalogue, course), [catalogue, course])
  // The course's own answer names its educator; a catalogue entry may name one the answer left blank.
  const name = [course, ...courses].map((shown) => shown.educator?.name.trim()).find(Boolean)
  if (courses.length === 0 || !name) return null
  // The name goes in as an element: text put into a <Trans> would be read for tags.
  const educator = <span className="text-brand-700">{name}</span>
  return (
    <CourseShelf heading={<Trans>More from {educator}</Trans>} courses={courses.map((shown) => ({ course: shown }))} />
  )
}
