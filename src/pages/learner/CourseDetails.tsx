import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { isApiError } from '../../api/errors'
import type { Course, Lecture } from '../../api/types'
import { QueryResult } from '../../components/common/QueryResult'
import { Stars } from '../../components/common/Stars'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { CourseSideCard, type ChosenPreview } from '../../components/learner/CourseSideCard'
import { lectureCountLabel } from '../../domain/countLabel'
import { CourseStructure } from '../../components/learner/CourseStructure'
import { SaveCourseButton } from '../../components/learner/SaveCourseButton'
import { ShareButton } from '../../components/learner/ShareButton'
import { AlsoRated } from '../../components/learner/AlsoRated'
import { MoreFromEducator } from '../../components/learner/MoreFromEducator'
import { aosAttributes, prefersReducedMotion, useAos } from '../../hooks/useAos'
import { ANIMATION_MS, DESCRIPTION_PREVIEW_LENGTH } from '../../config/constants'
import { paths } from '../../config/paths'
import { config } from '../../config/env'
import { useAppContext } from '../../context/AppContext'
import { isEnrolledIn } from '../../domain/enrollment'
import { courseDurationMinutes, formatDuration, hasCourseContent, lectureCount } from '../../domain/duration'
import { averageRating, ratingCountLabel, studentCountLabel } from '../../domain/rating'
import { descriptionPreview } from '../../lib/descriptionPreview'
import { sanitizeDescriptionWithNote } from '../../lib/sanitizeHtml'
import { parseYouTubeId } from '../../lib/videoId'
import { useCourse } from '../../queries/courses'

/** The hosted API answers an unknown id with 200 and success:false; the local API with a 404. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || (error.kind === 'server' && /not found/i.test(error.message)))
}

// The 200-character teaser often starts inside a heading; at full size that would read as a section.
const PREVIEW_HEADINGS_AS_TEXT = '[&_:is(h1,h2,h3,h4,h5,h6)]:my-1 [&_:is(h1,h2,h3,h4,h5,h6)]:text-base'

const backToCatalogueClass = 'rounded-md border border-slate-300 px-5 py-2 font-medium text-slate-800 hover:bg-slate-50'

/** The course screen (docs/product.md#course-page). */
export default function CourseDetails() {
  const { id = '' } = useParams()
  const course = useCourse(id)
  const notFound = course.status === 'error' && isNotFound(course.error)
  const { t } = useLingui()
  useDocumentTitle(course.data?.courseTitle ?? (notFound ? t`Course not found` : t`Course`))

  return (
    <QueryResult
      resource={course}
      loadingLabel={t`Loading course…`}
      errorHeadingLevel={1}
      error={(error) =>
        isNotFound(error)
          ? {
              title: t`Course not found`,
              message: t`This course does not exist or is no longer available.`,
              canRetry: false,
            }
          : { title: t`This course could not be loaded` }
      }
      errorActions={
        <Link to={paths.courseList()} className={backToCatalogueClass}>
          <Trans>Browse all courses</Trans>
        </Link>
      }
    >
      {/* Keyed by course so a chosen preview and open chapters never carry over to another course. */}
      {(data) => <CourseView key={data._id} course={data} currency={config.currency} />}
    </QueryResult>
  )
}

function CourseView({ course, currency }: { course: Course; currency: string }) {
  const isAnimated = useAos({ loadOn: 'scroll' })
  const aos = aosAttributes(isAnimated, { durationMs: ANIMATION_MS.courseDetail })
  const [preview, setPreview] = useState<ChosenPreview | null>(null)
  const sideCardRef = useRef<HTMLDivElement>(null)

  // Sanitising is the costliest part of this render; choosing a preview must not redo it.
  const description = useMemo(() => {
    // Full text first: the preview starts from the same sanitised text, which is then still cached.
    const { html: full, isShortened } = sanitizeDescriptionWithNote(course.courseDescription)
    return { full, isShortened, preview: descriptionPreview(course.courseDescription, DESCRIPTION_PREVIEW_LENGTH) }
  }, [course.courseDescription])
  const rating = averageRating(course.courseRatings)
  const hasContent = hasCourseContent(course)
  // Counted and timed by domain/, then joined in one message so a translation can reorder them.
  const lectures = lectureCountLabel(lectureCount(course))
  const length = formatDuration(courseDurationMinutes(course))
  const educatorName = course.educator?.name.trim() || '–'
  const educator = <span className="font-medium text-brand-700">{educatorName}</span>
  const { t } = useLingui()

  function choosePreview(lecture: Lecture) {
    setPreview({
      lectureId: lecture.lectureId,
      lectureTitle: lecture.lectureTitle,
      videoId: parseYouTubeId(lecture.lectureUrl),
    })
    // The player may be out of view (on phones the card sits above the structure): bring it in.
    sideCardRef.current?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }

  return (
    <div className="relative">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 -z-10 h-96 bg-gradient-to-b from-brand-50 to-white" />
      {/*
       * One column on phones (summary, side card, then structure and description, which is also the
       * reading order); from md on the side card sits in its own column and follows the scroll.
       */}
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-[minmax(0,1fr)_22rem] md:grid-rows-[auto_auto_1fr] md:items-start md:px-10 md:pt-16 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <header className="md:col-start-1" {...aos}>
          <h1 className="text-3xl leading-tight font-semibold [overflow-wrap:anywhere] text-slate-900 md:text-4xl">
            {course.courseTitle}
          </h1>
          <div
            className={`rich-text mt-4 text-slate-700 ${PREVIEW_HEADINGS_AS_TEXT}`}
            dangerouslySetInnerHTML={{ __html: description.preview }}
          />
          <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-medium text-slate-900">{rating}</span>
            <Stars value={rating} label={t`Rated ${rating} out of 5`} size="md" />
            <span className="text-brand-700">({ratingCountLabel(course.courseRatings.length)})</span>
            {course.enrolledStudents && (
              <span className="text-slate-600">{studentCountLabel(course.enrolledStudents.length)}</span>
            )}
          </div>
          <p className="mt-2 text-sm text-slate-700">
            {/* The name goes in as an element: text put into a <Trans> would be read for tags. */}
            <Trans>Course by {educator}</Trans>
          </p>
          <div className="mt-4 flex items-center gap-3">
            <SaveCourseButton courseId={course._id} courseTitle={course.courseTitle} />
            <ShareButton
              title={course.courseTitle}
              url={new URL(paths.course(course._id), window.location.origin).href}
            />
          </div>
        </header>

        <div
          ref={sideCardRef}
          className="scroll-mt-4 md:sticky md:top-6 md:col-start-2 md:row-span-3 md:row-start-1"
          {...aos}
        >
          <CourseSideCard course={course} currency={currency} preview={preview} />
        </div>

        <div className="min-w-0 md:col-start-1" {...aos}>
          <section aria-labelledby="structure-heading">
            <h2 id="structure-heading" className="text-xl font-semibold text-slate-900">
              <Trans>Course Structure</Trans>
            </h2>
            <p className="mt-1 mb-4 text-sm text-slate-600">
              {hasContent ? t`${lectures} · ${length} total length` : '–'}
            </p>
            <CourseStructure
              chapters={course.courseContent}
              onPreview={choosePreview}
              previewLectureId={preview?.lectureId ?? null}
            />
          </section>

          <section aria-labelledby="description-heading" className="mt-10">
            <h2 id="description-heading" className="text-xl font-semibold text-slate-900">
              <Trans>Course Description</Trans>
            </h2>
            <div className="rich-text mt-3 text-slate-700" dangerouslySetInnerHTML={{ __html: description.full }} />
            {description.isShortened && (
              <p className="mt-3 text-sm text-slate-600">
                <Trans>Description shortened: it was too long or too deeply nested to show in full.</Trans>
              </p>
            )}
          </section>
        </div>
      </div>
      <NextCourses course={course} />
    </div>
  )
}

/**
 * Where to go next, under the course (docs/catalogue-discovery.md#the-next-course): worked out from the catalogue
 * the app loads at start, once all of it is here. The page never asks for the catalogue itself; without one (still
 * loading, or failed) the sections are simply absent.
 */
function NextCourses({ course }: { course: Course }) {
  const { allCourses, userData, enrolledCourses } = useAppContext()
  const isOwned = useCallback(
    (courseId: string) => isEnrolledIn(courseId, userData.data, enrolledCourses.data),
    [userData.data, enrolledCourses.data],
  )
  // Drawn in a background render of their own, never in the course's: that render is most of the page's blocking
  // time on a phone (docs/decisions.md#lighthouse-mobile-stops-short-of-100), and the sections sit below it.
  const catalogue = useDeferredValue(allCourses.data, undefined)
  if (!catalogue) return null
  return (
    // Hidden when neither section has a course to show.
    <div className="mx-auto max-w-7xl space-y-12 px-4 pb-16 empty:hidden sm:px-6 md:px-10">
      <MoreFromEducator course={course} catalogue={catalogue} />
      <AlsoRated course={course} catalogue={catalogue} isExcluded={isOwned} />
    </div>
  )
}
