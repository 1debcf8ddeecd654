import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from 'react-router-dom'
import { useAuth } from '../../auth/AuthContext'
import { Loading } from '../../components/common/Loading'
import { QueryResult } from '../../components/common/QueryResult'
import { SignInPrompt } from '../../components/common/SignInPrompt'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CoursePlayer } from '../../components/learner/CoursePlayer'
import { paths } from '../../config/paths'
import { useAppContext } from '../../context/AppContext'
import { usePrefetchCourseNotes } from '../../queries/lectureNotes'

/**
 * /player/:courseId (docs/product.md#player). The course comes from the enrolled courses, the only answer
 * with real lecture links (docs/api.md#what-the-hosted-api-may-leave-out), so a course the learner does not own has nothing to play.
 */
export default function Player() {
  const { courseId = '' } = useParams()
  const auth = useAuth()
  const { enrolledCourses } = useAppContext()
  const course = enrolledCourses.data?.find((candidate) => candidate._id === courseId)
  const { t } = useLingui()
  useDocumentTitle(course?.courseTitle ?? t`Course player`)
  // The learner's notes on this device are read while they choose a lecture (docs/study-flow.md#notes).
  usePrefetchCourseNotes(courseId)

  if (!auth.isLoaded) return <Loading />
  if (!auth.isSignedIn) {
    return <SignInPrompt message={t`Sign in to watch the lectures of the courses you are enrolled in.`} />
  }
  return (
    <QueryResult
      resource={enrolledCourses}
      loadingLabel={t`Loading your course…`}
      error={t`Something went wrong`}
      errorHeadingLevel={1}
    >
      {() => (course ? <CoursePlayer key={course._id} course={course} /> : <NotEnrolled courseId={courseId} />)}
    </QueryResult>
  )
}

function NotEnrolled({ courseId }: { courseId: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>You are not enrolled in this course</Trans>
      </h1>
      <p className="mt-3 text-slate-600">
        <Trans>Enroll in the course to watch all its lectures and track your progress.</Trans>
      </p>
      <Link
        to={paths.course(courseId)}
        className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        <Trans>Go to the course page</Trans>
      </Link>
    </section>
  )
}
