import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { AlarmClock, BookOpen, Check, Clock, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import type { Course } from '../../api/types'
import { courseDurationMinutes, formatDuration, hasCourseContent, lectureCount } from '../../domain/duration'
import { discountedPrice, formatPrice, percentOff } from '../../domain/price'
import { averageRating } from '../../domain/rating'
import { lessonCountLabel } from '../../domain/countLabel'
import { formatCount } from '../../lib/format'
import { PreviewPlayer } from './PreviewPlayer'

export type ChosenPreview = { lectureId: string; lectureTitle: string; videoId: string | null }

type CourseSideCardProps = {
  course: Course
  currency: string
  preview: ChosenPreview | null
  /** "Enroll Now" (EnrollButton) on the course page; the educator's preview puts a stand-in here. */
  enroll?: ReactNode
}

const COURSE_INCLUDES = [
  msg`Lifetime access with free updates`,
  msg`Step-by-step course materials and hands-on projects`,
  msg`Downloadable resources and source code`,
  msg`Certificate of completion`,
  msg`Access to the learner community`,
] as const

// The thumbnail fills the card's 16:9 media slot; its intrinsic size reserves the space.
const THUMBNAIL_WIDTH = 640
const THUMBNAIL_HEIGHT = 360

/**
 * The course screen's side card (docs/product.md#course-page): thumbnail or the chosen preview, the
 * price banner and prices, rating, length, lessons, the enroll control it is given and what the course includes.
 */
export function CourseSideCard({ course, currency, preview, enroll }: CourseSideCardProps) {
  const hasContent = hasCourseContent(course)
  const originalPrice = formatPrice(course.coursePrice, currency)
  const { t } = useLingui()
  const off = percentOff(course.discount)
  const percent = off === null ? null : formatCount(off)
  const percentOffLabel = percent === null ? null : t`${percent}% off`
  return (
    <section
      aria-label={t`Enroll in this course`}
      className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-md"
    >
      {preview ? (
        <PreviewPlayer videoId={preview.videoId} lectureTitle={preview.lectureTitle} />
      ) : (
        <img
          src={course.courseThumbnail || undefined}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          fetchPriority="high"
          className="aspect-video h-auto w-full bg-slate-100 object-cover"
        />
      )}
      <div className="space-y-5 p-5">
        <p className="flex items-center gap-2 text-sm text-red-700">
          <AlarmClock aria-hidden="true" className="size-4 shrink-0" />
          <span>
            <Trans>
              <strong className="font-semibold">5 days</strong> left at this Price!
            </Trans>
          </span>
        </p>

        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-3xl font-semibold text-slate-900">
            <span className="sr-only">{t`Price:`} </span>
            {formatPrice(discountedPrice(course.coursePrice, course.discount), currency)}
          </span>
          {course.discount > 0 && (
            <del className="text-lg text-slate-600">
              <span className="sr-only">{t`Original price:`} </span>
              {originalPrice}
            </del>
          )}
          {percentOffLabel && course.discount > 0 && <span className="text-lg text-slate-700">{percentOffLabel}</span>}
        </p>

        <ul className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-700">
          <li className="flex items-center gap-1.5">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span>
              <span className="sr-only">{t`Rating:`} </span>
              {averageRating(course.courseRatings)}
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4 text-slate-500" />
            <span>
              <span className="sr-only">{t`Total duration:`} </span>
              {hasContent ? formatDuration(courseDurationMinutes(course)) : '–'}
            </span>
          </li>
          <li className="flex items-center gap-1.5">
            <BookOpen aria-hidden="true" className="size-4 text-slate-500" />
            <span>{hasContent ? lessonCountLabel(lectureCount(course)) : t`– lessons`}</span>
          </li>
        </ul>

        {enroll}

        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>What&apos;s in the course?</Trans>
          </h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-700">
            {COURSE_INCLUDES.map((item) => (
              <li key={item.id} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
                {t(item)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}
