import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router-dom'
import { useMemo } from 'react'
import { FEATURED_COURSE_COUNT } from '../../config/constants'
import { paths } from '../../config/paths'
import { useAppContext, useArrivingCatalogue } from '../../context/AppContext'
import { CatalogueCourses } from './CatalogueCourses'

/** "Learn from the best": the first courses of the catalogue and a way to all of them. */
export function FeaturedCourses() {
  const { t } = useLingui()
  const { allCourses, cataloguePreview } = useAppContext()
  const arrivingCourses = useArrivingCatalogue()
  const featured = useMemo(() => allCourses.data?.slice(0, FEATURED_COURSE_COUNT) ?? [], [allCourses.data])
  // Shown as soon as the first few have arrived: they are the whole section.
  const arrived = useMemo(
    () =>
      arrivingCourses && arrivingCourses.length >= FEATURED_COURSE_COUNT
        ? arrivingCourses.slice(0, FEATURED_COURSE_COUNT)
        : null,
    [arrivingCourses],
  )
  const placeholder = useMemo(
    () => cataloguePreview?.courses.slice(0, FEATURED_COURSE_COUNT) ?? null,
    [cataloguePreview],
  )

  return (
    <section aria-labelledby="featured-heading" className="px-4 py-16 sm:px-6 md:px-10">
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="featured-heading" className="text-2xl font-semibold text-slate-900 md:text-3xl">
            <Trans>Learn from the best</Trans>
          </h2>
          <p className="mt-3 text-slate-600">
            <Trans>
              Discover our top-rated courses across many subjects. From coding and design to data and business, every
              course is built to help you learn by doing.
            </Trans>
          </p>
        </div>
        <div className="mt-10">
          {/* The home page's first view needs no animation: AOS waits for the first scroll. */}
          <CatalogueCourses
            courses={featured}
            label={t`Featured courses`}
            loadingClassName="min-h-48"
            loadAnimationsOn="scroll"
            placeholder={placeholder}
            arriving={arrived}
            showIncomplete={false}
          />
        </div>
        <div className="mt-10 text-center">
          <Link
            to={paths.courseList()}
            className="inline-block rounded-md border border-slate-300 px-8 py-3 font-medium text-slate-700 hover:bg-slate-50"
          >
            <Trans>Show all Courses</Trans>
          </Link>
        </div>
      </div>
    </section>
  )
}
