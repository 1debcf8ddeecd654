import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { routes } from '../config/paths'
// Home and the course list (about 3 KiB gzip together) ship with the app shell: they are where most
// visits start, and a lazy chunk would cost a round trip after the shell before anything shows.
import CourseList from '../pages/student/CourseList'
import Home from '../pages/student/Home'
import { CourseDetailsRoute } from './CourseDetailsRoute'

const About = lazy(() => import('../pages/student/About'))
const Contact = lazy(() => import('../pages/student/Contact'))
const PrivacyPolicy = lazy(() => import('../pages/student/PrivacyPolicy'))

/**
 * Public screens (docs/product.md#routes): home, course list, course detail, about, contact,
 * privacy policy. The course page, about, contact and privacy policy are lazy chunks; all render
 * inside StudentLayout.
 */
export const catalogueRoutes = (
  <>
    <Route index element={<Home />} />
    <Route path={routes.courseList} element={<CourseList />} />
    <Route path={routes.courseListSearch} element={<CourseList />} />
    <Route path={routes.course} element={<CourseDetailsRoute />} />
    <Route path={routes.about} element={<About />} />
    <Route path={routes.contact} element={<Contact />} />
    <Route path={routes.privacyPolicy} element={<PrivacyPolicy />} />
  </>
)
