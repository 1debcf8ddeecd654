import type { CatalogueCourse } from './catalogue'
import { paths } from '../config/paths'
import { discountedPrice, formatPrice } from './price'
import { averageRating, ratingCountLabel, starFills, type StarFill } from './rating'

/**
 * What a course card shows, as text: the card draws it, and the catalogue preview keeps it so that index.html
 * can draw the same cards before the app's code has run (docs/offline.md#the-catalogue-preview).
 */
export type CourseCardText = {
  href: string
  /** The thumbnail's address; '' for none. */
  thumbnail: string
  title: string
  /** '' when the course names no educator. */
  educator: string
  /** The floored average, e.g. "4", and its five stars. */
  rating: string
  stars: StarFill[]
  /** "(12 ratings)" */
  ratingCount: string
  /** The price after discount, with the currency. */
  price: string
}

export function courseCardText(
  course: CatalogueCourse & { courseThumbnail: string },
  currency: string,
): CourseCardText {
  const rating = averageRating(course.courseRatings)
  return {
    href: paths.course(course._id),
    thumbnail: course.courseThumbnail,
    title: course.courseTitle,
    educator: course.educator?.name.trim() ?? '',
    rating: String(rating),
    stars: starFills(rating),
    ratingCount: `(${ratingCountLabel(course.courseRatings.length)})`,
    price: formatPrice(discountedPrice(course.coursePrice, course.discount), currency),
  }
}
