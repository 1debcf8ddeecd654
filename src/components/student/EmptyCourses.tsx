import { BookOpen } from 'lucide-react'

/** The empty state of a course grid (SPEC.md "Course list"). */
export function EmptyCourses() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <BookOpen aria-hidden="true" className="size-10 text-slate-400" />
      <p className="text-lg text-slate-600">No courses available at the moment.</p>
    </div>
  )
}
