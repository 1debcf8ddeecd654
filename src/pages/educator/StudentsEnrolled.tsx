import { QueryResult } from '../../components/common/QueryResult'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { EmptyState } from '../../components/educator/EmptyState'
import { EnrollmentTable } from '../../components/educator/EnrollmentTable'
import { useEnrolledStudents } from '../../queries/educator'

/** Everyone who bought one of the educator's courses, newest first (docs/product.md#students-enrolled). */
export default function StudentsEnrolled() {
  useDocumentTitle('Students enrolled')
  const students = useEnrolledStudents()

  return (
    <EducatorPage title="Students Enrolled">
      <QueryResult
        resource={students}
        loadingLabel="Loading your students…"
        error="Your students could not be loaded"
        empty={{
          when: (data) => data.length === 0,
          view: (
            <EmptyState>
              <p>No students have enrolled in your courses yet.</p>
            </EmptyState>
          ),
        }}
      >
        {(data) => <EnrollmentTable caption="Students enrolled" enrollments={data} showDate />}
      </QueryResult>
    </EducatorPage>
  )
}
