import { Trans, useLingui } from '@lingui/react/macro'
import { useDeferredValue, useId, useMemo, useState } from 'react'
import type { EnrolledStudentRecord } from '../../api/types'
import { QueryResult } from '../../components/common/QueryResult'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { formatCount } from '../../lib/format'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { EmptyState } from '../../components/educator/EmptyState'
import { EnrollmentTable } from '../../components/educator/EnrollmentTable'
import { ExportCsvButton } from '../../components/educator/ExportCsvButton'
import { courseTitlesOf, enrollmentSearchIndex, filterEnrollments } from '../../domain/courseInsights'
import { purchaseDateIso, studentDisplayName } from '../../domain/enrollment'
import { useEnrolledStudents } from '../../queries/educator'

const ALL_COURSES = ''
const inputClass = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900'

/** The search box, the course filter, the export and the table (one page at a time). */
function StudentsTable({ records }: { records: EnrolledStudentRecord[] }) {
  const { t } = useLingui()
  const id = useId()
  const [query, setQuery] = useState('')
  const [courseTitle, setCourseTitle] = useState(ALL_COURSES)
  const titles = useMemo(() => courseTitlesOf(records), [records])
  const index = useMemo(() => enrollmentSearchIndex(records), [records])
  // Typing stays instant with 10,000 rows: the table follows the deferred copy of the filter.
  const filter = { query: useDeferredValue(query), courseTitle: useDeferredValue(courseTitle) }
  const shown = useMemo(
    () =>
      filterEnrollments(index, {
        query: filter.query,
        courseTitle: filter.courseTitle === ALL_COURSES ? null : filter.courseTitle,
      }),
    [index, filter.query, filter.courseTitle],
  )
  const isFiltered = filter.query.trim() !== '' || filter.courseTitle !== ALL_COURSES
  const matching = formatCount(shown.length)
  const total = formatCount(records.length)

  return (
    <>
      <div role="search" className="mb-4 grid gap-3 sm:grid-cols-[1fr_16rem_auto] sm:items-end">
        <div>
          <label htmlFor={`${id}-query`} className="font-medium text-slate-800">
            <Trans>Search students or courses</Trans>
          </label>
          <input
            id={`${id}-query`}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-course`} className="font-medium text-slate-800">
            <Trans>Course</Trans>
          </label>
          <select
            id={`${id}-course`}
            value={courseTitle}
            onChange={(event) => setCourseTitle(event.target.value)}
            className={inputClass}
          >
            <option value={ALL_COURSES}>{t`All courses`}</option>
            {titles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        </div>
        <ExportCsvButton
          table="students enrolled"
          build={() => ({
            header: ['#', 'Student Name', 'Course Title', 'Date'],
            rows: shown.map((record, index) => [
              index + 1,
              studentDisplayName(record.student.name),
              record.courseTitle,
              purchaseDateIso(record.purchaseDate),
            ]),
          })}
        />
      </div>
      <p role="status" className="mb-3 text-sm text-slate-700">
        {isFiltered ? t`${matching} of ${total} enrollments match.` : t`${total} enrollments.`}
      </p>
      {shown.length === 0 ? (
        <EmptyState>
          <p>
            <Trans>No enrollments match your search.</Trans>
          </p>
        </EmptyState>
      ) : (
        <EnrollmentTable
          key={`${filter.query}\u0000${filter.courseTitle}`}
          caption={t`Students enrolled`}
          enrollments={shown}
          showDate
        />
      )}
    </>
  )
}

/** Everyone who bought one of the educator's courses, newest first (docs/product.md#students-enrolled). */
export default function StudentsEnrolled() {
  const { t } = useLingui()
  useDocumentTitle(t`Students enrolled`)
  const students = useEnrolledStudents()

  return (
    <EducatorPage title={t`Students Enrolled`}>
      <QueryResult
        resource={students}
        loadingLabel={t`Loading your students…`}
        error={t`Your students could not be loaded`}
        empty={{
          when: (data) => data.length === 0,
          view: (
            <EmptyState>
              <p>
                <Trans>No students have enrolled in your courses yet.</Trans>
              </p>
            </EmptyState>
          ),
        }}
      >
        {(data) => <StudentsTable records={data} />}
      </QueryResult>
    </EducatorPage>
  )
}
