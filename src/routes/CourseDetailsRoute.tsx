import { Suspense, lazy, useMemo } from 'react'
import { preload } from 'react-dom'
import { useParams } from 'react-router-dom'
import { Loading } from '../components/common/Loading'
import { useAppContext } from '../context/AppContext'
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
    <>
      <ThumbnailPreload courseId={id} />
      <Suspense fallback={<Loading label="Loading course…" />}>
        <CourseDetails />
      </Suspense>
    </>
  )
}

/**
 * The thumbnail is the page's largest image. The catalogue (loaded at start, usually before this
 * route renders) already knows its address, so its download starts now rather than after the page's
 * code and the course's answer. A component of its own, so the catalogue arriving re-renders nothing else.
 */
function ThumbnailPreload({ courseId }: { courseId: string }) {
  const { allCourses } = useAppContext()
  const thumbnail = useMemo(
    () => allCourses.data?.find((course) => course._id === courseId)?.courseThumbnail ?? '',
    [allCourses.data, courseId],
  )
  if (thumbnail) preload(thumbnail, { as: 'image', fetchPriority: 'high' })
  return null
}
