import { useLingui } from '@lingui/react/macro'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CallToAction } from '../../components/learner/CallToAction'
import { FeaturedCourses } from '../../components/learner/FeaturedCourses'
import { Hero } from '../../components/learner/Hero'
import { Testimonials } from '../../components/learner/Testimonials'

/** The home page (docs/product.md#home): hero with search, featured courses, testimonials, call to action. */
export default function Home() {
  const { t } = useLingui()
  useDocumentTitle(t`Online courses from world-class instructors`)
  return (
    <>
      <Hero />
      <FeaturedCourses />
      <Testimonials />
      <CallToAction />
    </>
  )
}
