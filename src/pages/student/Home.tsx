import { useDocumentTitle } from '../../components/common/useDocumentTitle'
import { CallToAction } from '../../components/student/CallToAction'
import { FeaturedCourses } from '../../components/student/FeaturedCourses'
import { Hero } from '../../components/student/Hero'
import { Testimonials } from '../../components/student/Testimonials'

/** The home page (docs/product.md#home): hero with search, featured courses, testimonials, call to action. */
export default function Home() {
  useDocumentTitle('Online courses from world-class instructors')
  return (
    <>
      <Hero />
      <FeaturedCourses />
      <Testimonials />
      <CallToAction />
    </>
  )
}
