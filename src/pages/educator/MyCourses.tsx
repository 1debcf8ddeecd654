import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import type { Course, EnrolledStudentRecord } from '../../api/types'
import { QueryResult } from '../../components/common/QueryResult'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { formatMoney } from '../../lib/format'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { EmptyState } from '../../components/educator/EmptyState'
import { ExportCsvButton } from '../../components/educator/ExportCsvButton'
import { RatingSummaryCell } from '../../components/educator/RatingSummaryCell'
import { ShortDate } from '../../components/educator/ShortDate'
import { TableRegion } from '../../components/educator/TableRegion'
import { BodyCell, HeaderCell } from '../../components/educator/TableCells'
import { paths } from '../../config/paths'
import { config } from '../../config/env'
import { draftFromCourse } from '../../domain/courseDraft'
import { ratingSummary, recentSalesByTitle, RECENT_SALES_DAYS } from '../../domain/courseInsights'
import { courseEarnings } from '../../domain/earnings'
import { purchaseDateIso } from '../../domain/enrollment'
import { pricesByTitle } from '../../domain/salesOverTime'
import { createId } from '../../lib/id'
import { useEducatorCourses, useEnrolledStudents } from '../../queries/educator'
import { CourseThumbnail } from '../../components/common/CourseThumbnail'
import type { TemplateRequest } from '../../hooks/useCourseDraft'

const studentCount = (course: Course) => course.enrolledStudents?.length ?? 0

/** The table with its per-course figures, the export and "Use as template". */
function CoursesTable({ courses, sales }: { courses: Course[]; sales: EnrolledStudentRecord[] }) {
  const { t } = useLingui()
  const id = useId()
  const navigate = useNavigate()
  const days = RECENT_SALES_DAYS
  // Fixed for the visit, like the dashboard's chart: "last 30 days" does not move while the page is open.
  const [now] = useState(() => Date.now())
  const recent = useMemo(() => recentSalesByTitle(sales, now), [sales, now])
  const shared = useMemo(() => pricesByTitle(courses).shared, [courses])

  function startFromTemplate(course: Course) {
    const request: TemplateRequest = { template: draftFromCourse(course, createId) }
    void navigate(paths.educator.addCourse(), { state: request })
  }

  return (
    <>
      <div className="mb-4 flex justify-end">
        <ExportCsvButton
          table="my courses"
          build={() => ({
            header: ['Course', 'Price', 'Discount', 'Earnings', 'Students', 'Published On'],
            rows: courses.map((course) => [
              course.courseTitle,
              course.coursePrice,
              course.discount,
              courseEarnings(course),
              studentCount(course),
              purchaseDateIso(course.createdAt).slice(0, 10),
            ]),
          })}
        />
      </div>
      <TableRegion caption={t`My courses`} hideCaption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <HeaderCell>
              <Trans>All Courses</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Earnings</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Students</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Published On</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Sales, last {days} days</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Rating</Trans>
            </HeaderCell>
            <HeaderCell>
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </HeaderCell>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {courses.map((course, index) => (
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
                  <span id={`${id}-title-${index}`} className="min-w-0 break-words text-slate-900">
                    {course.courseTitle}
                  </span>
                </span>
              </BodyCell>
              <BodyCell className="whitespace-nowrap">{formatMoney(courseEarnings(course), config.currency)}</BodyCell>
              <BodyCell>{studentCount(course)}</BodyCell>
              <BodyCell className="whitespace-nowrap">
                <ShortDate value={course.createdAt} />
              </BodyCell>
              <BodyCell>
                {shared.has(course.courseTitle) ? (
                  // Sales name a course by title only: two courses with one title cannot be told apart.
                  <span>
                    <Trans>– (title shared with another course)</Trans>
                  </span>
                ) : (
                  (recent.get(course.courseTitle) ?? 0)
                )}
              </BodyCell>
              <BodyCell>
                <RatingSummaryCell summary={ratingSummary(course.courseRatings)} />
              </BodyCell>
              <BodyCell>
                <button
                  type="button"
                  onClick={() => startFromTemplate(course)}
                  aria-describedby={`${id}-title-${index}`}
                  className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-800 hover:bg-slate-50"
                >
                  <Trans>Use as template</Trans>
                </button>
              </BodyCell>
            </tr>
          ))}
        </tbody>
      </TableRegion>
    </>
  )
}

/**
 * The educator's own courses (docs/product.md#my-courses): earnings, students and publication date, with the
 * per-course figures, the CSV export and "Use as template" of docs/educator-insights.md.
 */
export default function MyCourses() {
  const { t } = useLingui()
  useDocumentTitle(t`My courses`)
  const courses = useEducatorCourses()
  const sales = useEnrolledStudents()

  return (
    <EducatorPage title={t`My Courses`}>
      <QueryResult
        resource={courses}
        loadingLabel={t`Loading your courses…`}
        error={t`Your courses could not be loaded`}
        empty={{
          when: (data) => data.length === 0,
          view: (
            <EmptyState>
              <p className="text-slate-700">
                <Trans>You have not published a course yet</Trans>
              </p>
              <Link
                to={paths.educator.addCourse()}
                className="mt-4 inline-block rounded-md bg-brand-600 px-5 py-2 font-medium text-white hover:bg-brand-700"
              >
                <Trans>Add Course</Trans>
              </Link>
            </EmptyState>
          ),
        }}
      >
        {(coursesData) => (
          <QueryResult
            resource={sales}
            loadingLabel={t`Loading your courses…`}
            error={t`Your sales could not be loaded`}
          >
            {(salesData) => <CoursesTable courses={coursesData} sales={salesData} />}
          </QueryResult>
        )}
      </QueryResult>
    </EducatorPage>
  )
}
