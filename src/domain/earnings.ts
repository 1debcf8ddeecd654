/**
 * Educator earnings per course (docs/product.md#business-rules): the rounded-down value of enrolled count times the
 * discounted price.
 */

import { discountedPrice } from './price'

type EarningCourse = {
  readonly coursePrice: number
  readonly discount?: number | null
  readonly enrolledStudents?: readonly unknown[] | null
}

/**
 * Whole currency units earned by a course; 0 when the student list is missing or the price is invalid.
 * Multiplies in integer cents so that 100 × 0.29 gives 29, not the float 28.999999999999996 floored to 28.
 */
export function courseEarnings(course: EarningCourse | null | undefined): number {
  if (!course) return 0
  const students = Array.isArray(course.enrolledStudents) ? course.enrolledStudents.length : 0
  const price = discountedPrice(course.coursePrice, course.discount ?? 0)
  if (price === null || students === 0) return 0
  const totalCents = students * Math.round(price * 100)
  // Absurd prices leave the range where cents are exact; there the float product is as good as it gets.
  if (!Number.isSafeInteger(totalCents)) return Math.floor(Math.min(students * price, Number.MAX_VALUE))
  return Math.floor(totalCents / 100)
}
