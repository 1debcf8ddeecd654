import { useLingui } from '@lingui/react/macro'
import { memo, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { Course } from '../../api/types'
import { StarRow } from '../common/Stars'
import { courseCardText, type CourseCardText, type ThumbnailLoading } from '../../domain/courseCard'
import { ratingCountLabel } from '../../domain/rating'
import { COURSE_CARD_TIMING } from '../../lib/firstScreen'
import type { AosAttributes } from '../../hooks/useAos'
import { SaveCourseButton } from './SaveCourseButton'

type CourseCardProps = {
  course: Course
  currency: string
  thumbnail?: ThumbnailLoading
  aos?: AosAttributes
  /** A line of its own under the rating, where a list says why it shows the course (e.g. "3 shared raters"). */
  note?: ReactNode
}

// Thumbnails are 16:9; the intrinsic size lets the browser reserve the space before the image arrives.
const THUMBNAIL_WIDTH = 640
const THUMBNAIL_HEIGHT = 360

/**
 * One course in a grid: thumbnail, title, educator, rating and price, linking to the course page, and its save toggle.
 * Memoised: while the catalogue streams in, the list grows every few frames and the cards already drawn stay as they
 * are (their animation attributes are the same object from render to render: aosAttributes).
 */
export const CourseCard = memo(function CourseCard({
  course,
  currency,
  thumbnail = 'lazy',
  aos,
  note,
}: CourseCardProps) {
  return (
    <CourseCardView
      text={courseCardText(course, currency, ratingCountLabel)}
      thumbnail={thumbnail}
      aos={aos}
      note={note}
    >
      {/* Beside the link, not inside it: a button inside a link is not operable on its own. */}
      <SaveCourseButton courseId={course._id} courseTitle={course.courseTitle} className="absolute top-2 right-2" />
    </CourseCardView>
  )
})

type CourseCardViewProps = Omit<CourseCardProps, 'course' | 'currency'> & {
  text: CourseCardText
  /** What sits on the card beside its link (the save toggle). */
  children?: ReactNode
}

/**
 * The card as drawn from its text. index.html's copy of the course list draws its cards from this too
 * (build/firstScreens.tsx), so the copy and the live card cannot differ.
 */
export function CourseCardView({ text, thumbnail = 'lazy', aos, note, children }: CourseCardViewProps) {
  const { t } = useLingui()
  const rating = text.rating
  return (
    <li {...aos} className="relative h-full" data-testid="course-card">
      <Link
        to={text.href}
        className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
      >
        <img
          src={text.thumbnail || undefined}
          alt=""
          width={THUMBNAIL_WIDTH}
          height={THUMBNAIL_HEIGHT}
          loading={thumbnail === 'lazy' ? 'lazy' : 'eager'}
          decoding="async"
          fetchPriority={thumbnail === 'first' ? 'high' : 'auto'}
          className="aspect-video h-auto w-full bg-slate-100 object-cover"
        />
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          {/* Named for the Element Timing API: when the first course is painted is the catalogue's key figure. */}
          <h3
            elementtiming={COURSE_CARD_TIMING}
            className="line-clamp-2 text-base font-semibold break-words text-slate-900 group-hover:text-brand-700"
          >
            {text.title}
          </h3>
          {text.educator && <p className="text-sm text-slate-600">{text.educator}</p>}
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <span className="font-medium text-slate-800">{text.rating}</span>
            <StarRow fills={text.stars} label={t`Rated ${rating} out of 5`} />
            <span className="text-slate-600">{text.ratingCount}</span>
          </p>
          {note && <p className="text-sm font-medium text-brand-700">{note}</p>}
          <p className="mt-auto pt-1 text-lg font-semibold text-slate-900">{text.price}</p>
        </div>
      </Link>
      {children}
    </li>
  )
}
