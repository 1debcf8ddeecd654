import { Suspense, lazy } from 'react'
import { useParams } from 'react-router-dom'
import { Loading } from '../components/common/Loading'
import { useStartCourseLoad } from '../queries/courses'

const CourseDetails = lazy(() => import('../pages/learner/CourseDetails'))

/**
 * /course/:id. The page's code (with the sanitiser and the player) is a chunk of its own; this
 * route asks for the course at once, so the request and the download run side by side instead of
 * one after the other. The page reads the same query and never starts a second request for it.
 */
export function CourseDetailsRoute() {
  const { id = '' } = useParams()
  useStartCourseLoad(id)
  return (
    <Suspense fallback={<Loading label="Loading course…" />}>
      <CourseDetails />
    </Suspense>
  )
}
