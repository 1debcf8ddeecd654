import type { Student } from '../../api/types'
import { ShortDate } from './ShortDate'
import { StudentCell } from './StudentCell'
import { TableRegion } from './TableRegion'
import { bodyCellClass, headerCellClass } from './tableStyles'

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
          <th scope="col" className={`${headerCellClass} w-12 text-center`}>
            #
          </th>
          <th scope="col" className={headerCellClass}>
            Student Name
          </th>
          <th scope="col" className={headerCellClass}>
            Course Title
          </th>
          {showDate && (
            <th scope="col" className={headerCellClass}>
              Date
            </th>
          )}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {enrollments.map((enrollment, index) => (
          // Records carry no id of their own; their position is their identity in a read-only table.
          <tr key={index}>
            <td className={`${bodyCellClass} text-center`}>{index + 1}</td>
            <td className={bodyCellClass}>
              <StudentCell name={enrollment.student.name} imageUrl={enrollment.student.imageUrl} />
            </td>
            <td className={`${bodyCellClass} break-words`}>{enrollment.courseTitle}</td>
            {showDate && (
              <td className={`${bodyCellClass} whitespace-nowrap`}>
                <ShortDate value={enrollment.purchaseDate} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </TableRegion>
  )
}
