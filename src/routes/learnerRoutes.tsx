import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { routes } from '../config/paths'
// Home and the course list (about 3 KiB gzip together) ship with the app shell: they are where most
// visits start, and a lazy chunk would cost a round trip after the shell before anything shows.
import CourseList from '../pages/learner/CourseList'
import Home from '../pages/learner/Home'
import { CourseDetailsRoute } from './CourseDetailsRoute'

const About = lazy(() => import('../pages/learner/About'))
const Contact = lazy(() => import('../pages/learner/Contact'))
const PrivacyPolicy = lazy(() => import('../pages/learner/PrivacyPolicy'))
const MyEnrollments = lazy(() => import('../pages/learner/MyEnrollments'))
// The player is its own chunk so react-youtube is downloaded only by learners who open a course.
const Player = lazy(() => import('../pages/learner/Player'))
const LoadingPage = lazy(() => import('../pages/learner/Loading'))
const Certificate = lazy(() => import('../pages/learner/Certificate'))

/**
 * The learner-facing screens (docs/product.md#routes), all inside LearnerLayout: the public ones a
 * visitor sees (home, course list, course page, about, contact, privacy policy) and the signed-in
 * ones (my enrollments, the player, the checkout-return loading screen). Everything but home and
 * the course list is a lazy chunk.
 */
export const learnerRoutes = (
  <>
    <Route index element={<Home />} />
    <Route path={routes.courseList} element={<CourseList />} />
    <Route path={routes.courseListSearch} element={<CourseList />} />
    <Route path={routes.course} element={<CourseDetailsRoute />} />
    <Route path={routes.about} element={<About />} />
    <Route path={routes.contact} element={<Contact />} />
    <Route path={routes.privacyPolicy} element={<PrivacyPolicy />} />
    <Route path={routes.myEnrollments} element={<MyEnrollments />} />
    <Route path={routes.player} element={<Player />} />
    <Route path={routes.loading} element={<LoadingPage />} />
    <Route path={routes.certificate} element={<Certificate />} />
  </>
)
