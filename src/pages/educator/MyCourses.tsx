import { Link } from 'react-router-dom'
import { QueryResult } from '../../components/common/QueryResult'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { formatAmount } from '../../lib/format'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { EmptyState } from '../../components/educator/EmptyState'
import { ShortDate } from '../../components/educator/ShortDate'
import { TableRegion } from '../../components/educator/TableRegion'
import { BodyCell, HeaderCell } from '../../components/educator/TableCells'
import { paths } from '../../config/paths'
import { config } from '../../config/env'
import { courseEarnings } from '../../domain/earnings'
import { useEducatorCourses } from '../../queries/educator'
import { CourseThumbnail } from '../../components/common/CourseThumbnail'

/** The educator's own courses (docs/product.md#my-courses): earnings, students and publication date. */
export default function MyCourses() {
  useDocumentTitle('My courses')
  const courses = useEducatorCourses()

  return (
    <EducatorPage title="My Courses">
      <QueryResult
        resource={courses}
        loadingLabel="Loading your courses…"
        error="Your courses could not be loaded"
        empty={{
          when: (data) => data.length === 0,
          view: (
            <EmptyState>
              <p className="text-slate-700">You have not published a course yet</p>
              <Link
                to={paths.educator.addCourse()}
                className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
              >
                Add Course
              </Link>
            </EmptyState>
          ),
        }}
      >
        {(data) => (
          <TableRegion caption="My courses" hideCaption>
            <thead className="border-b border-slate-200 bg-slate-50">
              <tr>
                <HeaderCell>All Courses</HeaderCell>
                <HeaderCell>Earnings</HeaderCell>
                <HeaderCell>Students</HeaderCell>
                <HeaderCell>Published On</HeaderCell>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {data.map((course) => (
                <tr key={course._id}>
                  <BodyCell>
                    <span className="flex items-center gap-3">
                      <CourseThumbnail
                        src={course.courseThumbnail}
                        width={64}
                        height={36}
                        isLazy
                        className="h-9 w-16 shrink-0 rounded bg-slate-200 object-cover"
                      />
                      <span className="min-w-0 break-words text-slate-900">{course.courseTitle}</span>
                    </span>
                  </BodyCell>
                  <BodyCell className="whitespace-nowrap">
                    {formatAmount(courseEarnings(course), config.currency)}
                  </BodyCell>
                  <BodyCell>{course.enrolledStudents?.length ?? 0}</BodyCell>
                  <BodyCell className="whitespace-nowrap">
                    <ShortDate value={course.createdAt} />
                  </BodyCell>
                </tr>
              ))}
            </tbody>
          </TableRegion>
        )}
      </QueryResult>
    </EducatorPage>
  )
}
