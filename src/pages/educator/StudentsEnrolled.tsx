import { useQuery } from '@tanstack/react-query'
import { getEnrolledStudents } from '../../api/educator'
import { queryKeys } from '../../api/queryKeys'
import { useDocumentTitle } from '../../components/common/useDocumentTitle'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { EmptyState } from '../../components/educator/EmptyState'
import { QueryResult } from '../../components/educator/QueryResult'
import { EnrolmentTable } from '../../components/educator/EnrolmentTable'
import { sortNewestFirst } from '../../components/educator/sortNewestFirst'
import { useAppContext } from '../../context/AppContext'

/** Everyone who bought one of the educator's courses, newest first (SPEC.md "Students enrolled"). */
export default function StudentsEnrolled() {
  useDocumentTitle('Students enrolled')
  const { api, userId } = useAppContext()
  const students = useQuery({
    queryKey: queryKeys.enrolledStudents(userId),
    queryFn: ({ signal }) => getEnrolledStudents(api, signal),
    select: sortNewestFirst,
  })

  return (
    <EducatorPage title="Students Enrolled">
      <QueryResult
        query={students}
        loadingLabel="Loading your students…"
        errorTitle="Your students could not be loaded"
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState>
              <p>No students have enrolled in your courses yet.</p>
            </EmptyState>
          ) : (
            <EnrolmentTable caption="Students enrolled" enrolments={data} showDate />
          )
        }
      </QueryResult>
    </EducatorPage>
  )
}
