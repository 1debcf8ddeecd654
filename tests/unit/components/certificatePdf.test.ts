// @vitest-environment node
import { PDFDocument } from 'pdf-lib'
import { certificateText } from '../../../src/domain/certificate'
import { certificatePdf } from '../../../src/components/learner/certificatePdf'

const FIELDS = {
  learnerName: 'अनन्या क्षत्रिय',
  courseTitle: 'Python for Data Science: हिन्दी में',
  educatorName: 'Ananya Krishnan',
  brand: 'Edemy',
  completedOn: '26 November 2026',
}

test('the certificate PDF is one A4 landscape page with the fonts embedded', async () => {
  const bytes = await certificatePdf(certificateText(FIELDS), 'Edemy')
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  if (process.env.CERTIFICATE_PDF_OUT) {
    const { writeFileSync } = await import('node:fs')
    writeFileSync(process.env.CERTIFICATE_PDF_OUT, bytes)
  }
  const document = await PDFDocument.load(bytes)
  expect(document.getPageCount()).toBe(1)
  const { width, height } = document.getPage(0).getSize()
  expect([Math.round(width), Math.round(height)]).toEqual([842, 595])
  expect(document.getTitle()).toBe('Certificate of Completion: Python for Data Science: हिन्दी में')
}, 60_000)
