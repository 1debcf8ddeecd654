/** The empty state of a course grid (docs/product.md#course-list). */
export function EmptyCourses() {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 px-6 py-16 text-center text-lg text-slate-600">
      No courses available at the moment.
    </p>
  )
}
