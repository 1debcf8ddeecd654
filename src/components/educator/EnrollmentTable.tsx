import type { Student } from '../../api/types'
import { ShortDate } from './ShortDate'
import { StudentCell } from './StudentCell'
import { TableRegion } from './TableRegion'
import { BodyCell, HeaderCell } from './TableCells'

type Enrollment = { student: Student; courseTitle: string; purchaseDate?: string | null }

type EnrollmentTableProps = {
  caption: string
  enrollments: readonly Enrollment[]
  /** Adds the Date column (Students Enrolled; the dashboard's table has none). */
  showDate?: boolean
}

/** #, Student Name (avatar and name), Course Title and optionally Date: the dashboard's and Students Enrolled's table. */
export function EnrollmentTable({ caption, enrollments, showDate = false }: EnrollmentTableProps) {
  return (
    <TableRegion caption={caption} hideCaption>
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <HeaderCell className="w-12 text-center">#</HeaderCell>
          <HeaderCell>Student Name</HeaderCell>
          <HeaderCell>Course Title</HeaderCell>
          {showDate && <HeaderCell>Date</HeaderCell>}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {enrollments.map((enrollment, index) => (
          // Records carry no id of their own; their position is their identity in a read-only table.
          <tr key={index}>
            <BodyCell className="text-center">{index + 1}</BodyCell>
            <BodyCell>
              <StudentCell name={enrollment.student.name} imageUrl={enrollment.student.imageUrl} />
            </BodyCell>
            <BodyCell className="break-words">{enrollment.courseTitle}</BodyCell>
            {showDate && (
              <BodyCell className="whitespace-nowrap">
                <ShortDate value={enrollment.purchaseDate} />
              </BodyCell>
            )}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  )
}
