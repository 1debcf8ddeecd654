import { lazy, Suspense } from 'react'
import { Route } from 'react-router-dom'
import { Loading } from '../components/common/Loading'
import { RouteErrorBoundary } from '../components/common/RouteErrorBoundary'
import { routes } from '../config/paths'

/*
 * Every educator screen is its own lazy chunk, named after its page file (Educator, Dashboard,
 * AddCourse, MyCourses, StudentsEnrolled), so learner routes never download them and a build check
 * can tell them apart. The rich-text editor is a further chunk that only AddCourse loads.
 */
const Educator = lazy(() => import('../pages/educator/Educator'))
const Dashboard = lazy(() => import('../pages/educator/Dashboard'))
const AddCourse = lazy(() => import('../pages/educator/AddCourse'))
const MyCourses = lazy(() => import('../pages/educator/MyCourses'))
const StudentsEnrolled = lazy(() => import('../pages/educator/StudentsEnrolled'))

/** The educator area under /educator: its own layout (no learner navigation bar), lazy-loaded. */
export const educatorRoutes = (
  <Route
    path={routes.educator}
    element={
      // The layout chunk itself loads outside LearnerLayout's Suspense and error boundary, so it needs
      // its own: a failed download (offline) shows an error view with a retry, not a blank page.
      <RouteErrorBoundary>
        <Suspense fallback={<Loading className="min-h-screen" />}>
          <Educator />
        </Suspense>
      </RouteErrorBoundary>
    }
  >
    <Route index element={<Dashboard />} />
    <Route path={routes.educatorAddCourse} element={<AddCourse />} />
    <Route path={routes.educatorMyCourses} element={<MyCourses />} />
    <Route path={routes.educatorStudentsEnrolled} element={<StudentsEnrolled />} />
  </Route>
)
