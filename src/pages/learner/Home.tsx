import { useLingui } from '@lingui/react/macro'
import { lazy, Suspense } from 'react'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { FeaturedCourses } from '../../components/learner/FeaturedCourses'
import { Hero } from '../../components/learner/Hero'

// Below the first screen on every device: their code (and the testimonials' words) loads with the page, not before it.
const Testimonials = lazy(() =>
  import('../../components/learner/Testimonials').then(({ Testimonials }) => ({ default: Testimonials })),
)
const CallToAction = lazy(() =>
  import('../../components/learner/CallToAction').then(({ CallToAction }) => ({ default: CallToAction })),
)

/** The home page (docs/product.md#home): hero with search, featured courses, testimonials, call to action. */
export default function Home() {
  const { t } = useLingui()
  useDocumentTitle(t`Online courses from world-class instructors`)
  return (
    <>
      <Hero />
      <FeaturedCourses />
      <Suspense fallback={null}>
        <Testimonials />
        <CallToAction />
      </Suspense>
    </>
  )
}
