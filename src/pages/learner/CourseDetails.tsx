import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useDeferredValue } from 'react'
import { Link, useParams } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import type { Course } from '../../api/types'
import { QueryResult } from '../../components/common/QueryResult'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CoursePageView } from '../../components/course/CoursePageView'
import { EnrollButton } from '../../components/learner/EnrollButton'
import { SaveCourseButton } from '../../components/learner/SaveCourseButton'
import { ShareButton } from '../../components/learner/ShareButton'
import { AlsoRated } from '../../components/learner/AlsoRated'
import { MoreFromEducator } from '../../components/learner/MoreFromEducator'
import { paths } from '../../config/paths'
import { config } from '../../config/env'
import { useAppContext } from '../../context/AppContext'
import { isEnrolledIn } from '../../domain/enrollment'
import { useCourse } from '../../queries/courses'

/** The hosted API answers an unknown id with 200 and success:false; the local API with a 404. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || (error.kind === 'server' && /not found/i.test(error.message)))
}

const backToCatalogueClass = 'rounded-md border border-slate-300 px-5 py-2 font-medium text-slate-800 hover:bg-slate-50'

/** The course screen (docs/product.md#course-page). */
export default function CourseDetails() {
  const { id = '' } = useParams()
  const course = useCourse(id)
  const notFound = course.status === 'error' && isNotFound(course.error)
  const { t } = useLingui()
  useDocumentTitle(course.data?.courseTitle ?? (notFound ? t`Course not found` : t`Course`))

  return (
    <QueryResult
      resource={course}
      loadingLabel={t`Loading course…`}
      errorHeadingLevel={1}
      error={(error) =>
        isNotFound(error)
          ? {
              title: t`Course not found`,
              message: t`This course does not exist or is no longer available.`,
              canRetry: false,
            }
          : { title: t`This course could not be loaded` }
      }
      errorActions={
        <Link to={paths.courseList()} className={backToCatalogueClass}>
          <Trans>Browse all courses</Trans>
        </Link>
      }
    >
      {/* Keyed by course so a chosen preview and open chapters never carry over to another course. */}
      {(data) => (
        <CoursePageView
          key={data._id}
          course={data}
          currency={config.currency}
          actions={
            <>
              <SaveCourseButton courseId={data._id} courseTitle={data.courseTitle} />
              <ShareButton
                title={data.courseTitle}
                url={new URL(paths.course(data._id), window.location.origin).href}
              />
            </>
          }
          enroll={<EnrollButton courseId={data._id} />}
        >
          <NextCourses course={data} />
        </CoursePageView>
      )}
    </QueryResult>
  )
}

/**
 * Where to go next, under the course (docs/catalogue-discovery.md#the-next-course): worked out from the catalogue
 * the app loads at start, once all of it is here. The page never asks for the catalogue itself; without one (still
 * loading, or failed) the sections are simply absent.
 */
function NextCourses({ course }: { course: Course }) {
  const { allCourses, userData, enrolledCourses } = useAppContext()
  const isOwned = useCallback(
    (courseId: string) => isEnrolledIn(courseId, userData.data, enrolledCourses.data),
    [userData.data, enrolledCourses.data],
  )
  // Drawn in a background render of their own, never in the course's: that render is most of the page's blocking
  // time on a phone (docs/decisions.md#lighthouse-mobile-stops-short-of-100), and the sections sit below it.
  const catalogue = useDeferredValue(allCourses.data, undefined)
  if (!catalogue) return null
  return (
    // Hidden when neither section has a course to show.
    <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 empty:hidden sm:px-6 md:px-10">
      <MoreFromEducator course={course} catalogue={catalogue} />
      <AlsoRated course={course} catalogue={catalogue} isExcluded={isOwned} />
    </div>
  )
}
