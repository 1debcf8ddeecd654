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
  taughtBy: string | null
  completedOn: string
  disclaimer: string
}

/** Collapses runs of white space (names and titles are typed by people) and trims. */
function tidy(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}

export function certificateText(fields: CertificateFields): CertificateText {
  const brand = tidy(fields.brand)
  const educator = tidy(fields.educatorName)
  return {
    heading: 'Certificate of Completion',
    presentedTo: 'This certifies that',
    learnerName: tidy(fields.learnerName),
    hasCompleted: 'has completed every lecture of the course',
    courseTitle: tidy(fields.courseTitle),
    taughtBy: educator ? `taught by ${educator}` : null,
    completedOn: `Completed on ${fields.completedOn}`,
    disclaimer: `A certificate of completion from ${brand}. It is not an accredited qualification.`,
  }
}

/** The file name of the PDF: the course title in safe characters, whatever script it is in. */
export function certificateFileName(courseTitle: string): string {
  const slug = tidy(courseTitle)
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `certificate-${slug || 'course'}.pdf`
}
