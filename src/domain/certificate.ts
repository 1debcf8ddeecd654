import { t } from '@lingui/core/macro'
import { certificateField } from './certificateField'
/**
 * The words of a certificate of completion (docs/study-flow.md#the-certificate), one source for the page and
 * the PDF. It says plainly what it is: a record of completion from the brand, not an accredited
 * qualification, and it carries no verification code (there is nothing that could verify one).
 */

export type CertificateFields = {
  learnerName: string
  courseTitle: string
  educatorName: string
  brand: string
  /** "26 November 2026" */
  completedOn: string
}

export type CertificateText = {
  heading: string
  presentedTo: string
  learnerName: string
  hasCompleted: string
  courseTitle: string
  /** "taught by {educatorName}", or null without an educator. */
  taughtBy: string | null
  /** The educator's name as it appears at the end of `taughtBy`. */
  educatorName: string | null
  completedOn: string
  disclaimer: string
}

export function certificateText(fields: CertificateFields): CertificateText {
  const brand = certificateField(fields.brand)
  const educator = certificateField(fields.educatorName)
  const day = certificateField(fields.completedOn)
  // In the interface language; the names and the title stay as written.
  return {
    heading: t`Certificate of Completion`,
    presentedTo: t`This certifies that`,
    learnerName: certificateField(fields.learnerName),
    hasCompleted: t`has completed every lecture of the course`,
    courseTitle: certificateField(fields.courseTitle),
    taughtBy: educator ? t`taught by ${educator}` : null,
    educatorName: educator || null,
    completedOn: t`Completed on ${day}`,
    disclaimer: t`A certificate of completion from ${brand}. It is not an accredited qualification.`,
  }
}

/** The file name of the PDF: the course title in safe characters, whatever script it is in. */
export function certificateFileName(courseTitle: string): string {
  const slug = certificateField(courseTitle)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `certificate-${slug || 'course'}.pdf`
}
