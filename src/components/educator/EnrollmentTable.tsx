import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Student } from '../../api/types'
import { ENROLLMENT_TABLE_PAGE_SIZE } from '../../config/constants'
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

const grouped = new Intl.NumberFormat('en-US')

/**
 * #, Student Name (avatar and name), Course Title and optionally Date: the dashboard's and Students Enrolled's
 * table. It shows one page of rows at a time, so 10,000 enrollments render as quickly as 50; # keeps each
 * record's position in the whole list. A parent that filters the list gives it a new `key` to start again
 * at page 1.
 */
export function EnrollmentTable({ caption, enrollments, showDate = false }: EnrollmentTableProps) {
  const { t } = useLingui()
  const [requestedPage, setPage] = useState(0)
  const pageCount = Math.max(1, Math.ceil(enrollments.length / ENROLLMENT_TABLE_PAGE_SIZE))
  const page = Math.min(requestedPage, pageCount - 1)
  const first = page * ENROLLMENT_TABLE_PAGE_SIZE
  const rows = enrollments.slice(first, first + ENROLLMENT_TABLE_PAGE_SIZE)
  const from = grouped.format(first + 1)
  const to = grouped.format(first + rows.length)
  const total = grouped.format(enrollments.length)
  const pageNumber = grouped.format(page + 1)
  const pages = grouped.format(pageCount)
  return (
    <>
      <TableRegion caption={caption} hideCaption>
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <HeaderCell className="w-12 text-center">#</HeaderCell>
            <HeaderCell>
              <Trans>Student Name</Trans>
            </HeaderCell>
            <HeaderCell>
              <Trans>Course Title</Trans>
            </HeaderCell>
            {showDate && (
              <HeaderCell>
                <Trans>Date</Trans>
              </HeaderCell>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((enrollment, index) => (
            // Records carry no id of their own; their position is their identity in a read-only table.
            <tr key={first + index}>
              <BodyCell className="text-center">{first + index + 1}</BodyCell>
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
      {pageCount > 1 && (
        <nav
          aria-label={t`${caption} pages`}
          className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm"
        >
          <p aria-live="polite" className="text-slate-700">
            <Trans>
              Showing {from}–{to} of {total}
            </Trans>
          </p>
          <span className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => setPage(page - 1)}
              disabled={page === 0}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
            >
              <Trans>Previous</Trans>
            </button>
            <span className="text-slate-700">
              <Trans>
                Page {pageNumber} of {pages}
              </Trans>
            </span>
            <button
              type="button"
              onClick={() => setPage(page + 1)}
              disabled={page === pageCount - 1}
              className="rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50"
            >
              <Trans>Next</Trans>
            </button>
          </span>
        </nav>
      )}
    </>
  )
}
