import { useId, type ReactNode } from 'react'
import type { Course } from '../../api/types'
import { config } from '../../config/env'
import { CourseCard } from './CourseCard'
import { COURSE_GRID_CLASS } from './CourseGrid'

export type ShelfCourse = { course: Course; note?: ReactNode }

/**
 * A headed row of the catalogue's own course cards under a course (docs/catalogue-discovery.md#the-next-course):
 * one to four cards, so no paging. Whoever shows it leaves it out when it has no course.
 */
export function CourseShelf({ heading, courses }: { heading: ReactNode; courses: readonly ShelfCourse[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {heading}
      </h2>
      <ul aria-labelledby={headingId} className={`mt-4 ${COURSE_GRID_CLASS}`}>
        {courses.map(({ course, note }) => (
          <CourseCard key={course._id} course={course} currency={config.currency} note={note} />
        ))}
      </ul>
    </section>
  )
}
