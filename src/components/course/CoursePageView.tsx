import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useRef, useState, type ReactNode } from 'react'
import type { Course, Lecture } from '../../api/types'
import { Stars } from '../common/Stars'
import { CourseSideCard, type ChosenPreview } from '../learner/CourseSideCard'
import { CourseStructure } from '../learner/CourseStructure'
import { lectureCountLabel } from '../../domain/countLabel'
import { aosAttributes, prefersReducedMotion, useAos } from '../../hooks/useAos'
import { ANIMATION_MS, DESCRIPTION_PREVIEW_LENGTH } from '../../config/constants'
import { courseDurationMinutes, formatDuration, hasCourseContent, lectureCount } from '../../domain/duration'
import { averageRating, ratingCountLabel, studentCountLabel } from '../../domain/rating'
import { descriptionPreview } from '../../lib/descriptionPreview'
import { sanitizeDescriptionWithNote } from '../../lib/sanitizeHtml'
import { parseYouTubeId } from '../../lib/videoId'

// The 200-character teaser often starts inside a heading; at full size that would read as a section.
const PREVIEW_HEADINGS_AS_TEXT = '[&_:is(h1,h2,h3,h4,h5,h6)]:my-1 [&_:is(h1,h2,h3,h4,h5,h6)]:text-base'

type CoursePageViewProps = {
  course: Course
  currency: string
  /** Under the educator's name (the course page's Save and Share); absent in the educator's preview. */
  actions?: ReactNode
  /** The side card's enroll control: the real one on the course page, a preview's stand-in on Add Course. */
  enroll?: ReactNode
  /** Below the page's grid (the course page's next courses). */
  children?: ReactNode
}

/*
 * The course page's body (docs/product.md#course-page), drawn from a Course alone: the course page renders a
 * fetched course with it, and Add Course's "Preview as learner" renders the unsent draft with it
 * (docs/product.md#preview-as-learner), so the preview cannot drift from the page.
 */
export function CoursePageView({ course, currency, actions, enroll, children }: CoursePageViewProps) {
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
          {actions && <div className="mt-4 flex items-center gap-3">{actions}</div>}
        </header>

        <div
          ref={sideCardRef}
          className="scroll-mt-4 md:sticky md:top-6 md:col-start-2 md:row-span-3 md:row-start-1"
          {...aos}
        >
          <CourseSideCard course={course} currency={currency} preview={preview} enroll={enroll} />
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
      {children}
    </div>
  )
}
