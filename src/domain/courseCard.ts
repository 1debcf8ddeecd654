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

/**
 * The card's text. The rating count is worded by `countRatings`: the app passes `ratingCountLabel` (its messages);
 * index.html's first-visit code, which runs before the messages have loaded, passes the build's forms of that label
 * (src/firstVisitCards.ts). Everything else is computed here, the same for both.
 */
export function courseCardText(
  course: CatalogueCourse & { courseThumbnail: string },
  currency: string,
  countRatings: (count: number) => string,
): CourseCardText {
  const rating = averageRating(course.courseRatings)
  return {
    href: paths.course(course._id),
    thumbnail: course.courseThumbnail,
    title: course.courseTitle,
    educator: course.educator?.name.trim() ?? '',
    rating: String(rating),
    stars: starFills(rating),
    ratingCount: `(${countRatings(course.courseRatings.length)})`,
    price: formatPrice(discountedPrice(course.coursePrice, course.discount), currency),
  }
}

/**
 * How a card's thumbnail loads: 'first' at once and ahead of other pictures (the grid's first card: on a phone
 * the one in view), 'eager' at once (the rest of the first row), 'lazy' when scrolled near.
 */
export type ThumbnailLoading = 'first' | 'eager' | 'lazy'

/**
 * Formats a count, a plural and a price once, ahead of the first card: the first of each builds its Intl objects
 * (5 to 15 ms apiece on a slow phone), which would otherwise fall in the task that draws the first cards.
 */
export function prepareCourseCardText(): void {
  ratingCountLabel(0)
  formatPrice(0, '')
}

/*
 * The first row of the widest grid loads its thumbnails at once, and the first card's goes ahead of the others
 * (high fetch priority): on a phone it is the one in view. With all four at high priority they shared a phone's
 * bandwidth, and Lighthouse's simulated mobile LCP on '/' was 2.20 to 2.34 s; with only the first, 2.11 to 2.14 s.
 */
const EAGER_CARD_COUNT = 4

/** How the thumbnail of the card at `index` in a grid loads (the live grid and index.html's kept cards alike). */
export function thumbnailLoading(index: number): ThumbnailLoading {
  if (index === 0) return 'first'
  return index < EAGER_CARD_COUNT ? 'eager' : 'lazy'
}
