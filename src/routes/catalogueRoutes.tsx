import { lazy } from 'react'
import { Route } from 'react-router-dom'
import { routes } from '../config/paths'
// Home is the landing page: it ships with the app shell instead of one more round trip after it.
import Home from '../pages/student/Home'

const CourseList = lazy(() => import('../pages/student/CourseList'))
const CourseDetails = lazy(() => import('../pages/student/CourseDetails'))
const About = lazy(() => import('../pages/student/About'))
const Contact = lazy(() => import('../pages/student/Contact'))
const PrivacyPolicy = lazy(() => import('../pages/student/PrivacyPolicy'))

/**
 * Public screens (SPEC.md sections 1 and 2): home, course list, course detail, about, contact,
 * privacy policy. Each page but Home is its own lazy chunk; they render inside StudentLayout.
 */
export const catalogueRoutes = (
  <>
    <Route index element={<Home />} />
    <Route path={routes.courseList} element={<CourseList />} />
    <Route path={routes.courseListSearch} element={<CourseList />} />
    <Route path={routes.course} element={<CourseDetails />} />
    <Route path={routes.about} element={<About />} />
    <Route path={routes.contact} element={<Contact />} />
    <Route path={routes.privacyPolicy} element={<PrivacyPolicy />} />
  </>
)
