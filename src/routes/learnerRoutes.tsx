import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { routes } from '../config/paths'

const MyEnrollments = lazy(() => import('../pages/student/MyEnrollments'))
// The player is its own chunk so react-youtube is downloaded only by learners who open a course.
const Player = lazy(() => import('../pages/student/Player'))
const LoadingPage = lazy(() => import('../pages/student/Loading'))

/** Signed-in learner screens: my enrollments, the player and the checkout-return loading screen. */
export const learnerRoutes = (
  <>
    <Route path={routes.myEnrollments} element={<MyEnrollments />} />
    <Route path={routes.player} element={<Player />} />
    <Route path={routes.loading} element={<LoadingPage />} />
  </>
)
