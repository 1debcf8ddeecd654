import { useQuery } from '@tanstack/react-query'
import { Suspense, lazy } from 'react'
import { useParams } from 'react-router-dom'
import { courseQuery } from '../api/queryKeys'
import { Loading } from '../components/common/Loading'
import { useAppContext } from '../context/AppContext'

const CourseDetails = lazy(() => import('../pages/student/CourseDetails'))

/**
 * /course/:id. The page's code (with the sanitiser and the player) is a chunk of its own; this
 * route asks for the course at once, so the request and the download run side by side instead of
 * one after the other. The page reads the same query and never starts a second request for it
 * (it mounts with retryOnMount off; this route's own observer does the loading and the reloading).
 */
export function CourseDetailsRoute() {
  const { id = '' } = useParams()
  const { api } = useAppContext()
  // Only starts and owns the request: this component need not re-render when the answer comes.
  useQuery({ ...courseQuery(api, id), notifyOnChangeProps: [] })
  return (
    <Suspense fallback={<Loading label="Loading course…" />}>
      <CourseDetails />
    </Suspense>
  )
}
