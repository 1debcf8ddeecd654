import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { Course } from '../../api/types'
import { alsoRated } from '../../domain/relatedCourses'
import { formatCount } from '../../lib/format'
import { CourseShelf } from './CourseShelf'

type AlsoRatedProps = {
  course: Course
  catalogue: readonly Course[]
  /** Courses never to show (the ones the learner owns). */
  isExcluded: (courseId: string) => boolean
}

/**
 * "Learners who rated this also rated": up to four other courses, the most shared raters first
 * (docs/catalogue-discovery.md#the-next-course), each card saying how many. Nothing when none shares a rater.
 */
export function AlsoRated({ course, catalogue, isExcluded }: AlsoRatedProps) {
  const { t } = useLingui()
  const ranked = useMemo(() => alsoRated(catalogue, course, isExcluded), [catalogue, course, isExcluded])
  if (ranked.length === 0) return null
  // "1 shared rater", "12 shared raters".
  const sharedRatersLabel = (count: number) => {
    const shown = formatCount(count)
    return t`${plural(count, { one: `${shown} shared rater`, other: `${shown} shared raters` })}`
  }
  return (
    <CourseShelf
      heading={<Trans>Learners who rated this also rated</Trans>}
      courses={ranked.map(({ course: shown, sharedRaters }) => ({
        course: shown,
        note: sharedRatersLabel(sharedRaters),
      }))}
    />
  )
}
