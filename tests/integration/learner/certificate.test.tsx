import { screen, waitFor } from '@testing-library/react'
import Certificate from '../../../src/pages/learner/Certificate'
import { routes } from '../../../src/config/paths'
import type { CertificateText } from '../../../src/domain/certificate'
import { localDay } from '../../../src/lib/studyStorage'
import { personalStorageKey } from '../../../src/lib/storage'
import { activateHindi } from '../../utils/hindi'
import { LEARNER, renderWithProviders } from '../../utils/render'
import { CSS_COURSE, JS_COURSE, mockLearnerApi } from './learnerApi'

// Making the real PDF is covered by tests/unit/components/certificatePdf.test.ts; here the page's part: what it hands over.
const pdf = vi.hoisted(() => ({ made: [] as unknown[], fails: false }))
vi.mock('../../../src/components/learner/certificatePdf', () => ({
  certificatePdf: async (text: unknown) => {
    if (pdf.fails) throw new Error('font failed')
    pdf.made.push(text)
    return new TextEncoder().encode('%PDF-1.7 test')
  },
}))

const completionsKey = personalStorageKey('course-completions', LEARNER.id)

beforeEach(() => {
  pdf.made = []
  pdf.fails = false
})

function renderCertificate(courseId = 'course_css', auth: { user: object | null } = { user: {} }) {
  return renderWithProviders(<Certificate />, {
    route: `/certificate/${courseId}`,
    path: routes.certificate,
    auth: auth as never,
  })
}

test('a learner who completed the course sees the certificate with name, course, educator, brand and date', async () => {
  localStorage.setItem(completionsKey, JSON.stringify({ course_css: '2026-03-12' }))
  mockLearnerApi({ enrolled: [JS_COURSE, CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
  renderCertificate()
  const sheet = await screen.findByRole('article', { name: 'Certificate of Completion' })
  expect(sheet).toHaveTextContent(LEARNER.fullName)
  expect(sheet).toHaveTextContent('CSS Layouts')
  expect(sheet).toHaveTextContent('taught by Ananya Krishnan')
  expect(sheet).toHaveTextContent('Edemy')
  expect(sheet).toHaveTextContent('Completed on 12 March 2026')
  expect(sheet).toHaveTextContent('A certificate of completion from Edemy. It is not an accredited qualification.')
  expect(sheet).not.toHaveTextContent(/verif|ID:|No\./i)
  expect(document.title).toBe('Certificate: CSS Layouts | Edemy')
})

test('without a kept date the certificate shows today, and keeps it', async () => {
  mockLearnerApi({ enrolled: [CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
  renderCertificate()
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date())
  expect(await screen.findByText(`Completed on ${today}`)).toBeInTheDocument()
  await waitFor(() =>
    expect(JSON.parse(localStorage.getItem(completionsKey) ?? '{}')).toEqual({ course_css: localDay(new Date()) }),
  )
})

test('a garbage kept date is ignored rather than shown', async () => {
  localStorage.setItem(completionsKey, JSON.stringify({ course_css: 'yesterday-ish' }))
  mockLearnerApi({ enrolled: [CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
  renderCertificate()
  expect(await screen.findByText(/^Completed on \d{1,2} \w+ \d{4}$/)).toBeInTheDocument()
})

test('"Download PDF" makes the PDF from the same words and hands it to the browser as a file', async () => {
  const created: Blob[] = []
  const createObjectURL = vi.fn((blob: Blob) => {
    created.push(blob)
    return 'blob:certificate'
  })
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    expect(this.download).toBe('certificate-CSS-Layouts.pdf')
  })
  try {
    mockLearnerApi({ enrolled: [CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
    const { user } = renderCertificate()
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(clicks).toHaveBeenCalledTimes(1))
    expect(pdf.made).toHaveLength(1)
    expect((pdf.made[0] as CertificateText).learnerName).toBe(LEARNER.fullName)
    expect((pdf.made[0] as CertificateText).courseTitle).toBe('CSS Layouts')
    expect(created[0]?.type).toBe('application/pdf')
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeEnabled()
  } finally {
    clicks.mockRestore()
    vi.unstubAllGlobals()
  }
})

test('a PDF that cannot be made says so and offers printing instead', async () => {
  pdf.fails = true
  mockLearnerApi({ enrolled: [CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
  const { user } = renderCertificate()
  await user.click(await screen.findByRole('button', { name: 'Download PDF' }))
  expect(await screen.findByText(/The PDF could not be made/)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled()
})

test('a course not yet completed has no certificate and points back to the player', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1'] } })
  renderCertificate('course_js')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You have not completed this course yet' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Continue the course' })).toHaveAttribute('href', '/player/course_js')
  expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument()
})

test('a course the learner is not enrolled in has no certificate and points to its course page', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  renderCertificate('course_other')
  expect(
    await screen.findByRole('heading', { level: 1, name: 'You are not enrolled in this course' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute('href', '/course/course_other')
})

test('a signed-out visitor is asked to sign in', async () => {
  mockLearnerApi({ enrolled: [] })
  renderCertificate('course_css', { user: null })
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument()
})

test('a failed progress load shows the error with a retry, not a certificate', async () => {
  mockLearnerApi({ enrolled: [CSS_COURSE], failingProgress: ['course_css'] })
  renderCertificate()
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Your progress could not be loaded' }),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
})

test('bidi controls and zero-width characters are gone from name and title, each shown as one left-to-right isolate, and the PDF gets the same words', async () => {
  const created: Blob[] = []
  vi.stubGlobal(
    'URL',
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => (created.push(blob), 'blob:certificate')),
      revokeObjectURL: vi.fn(),
    }),
  )
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  try {
    mockLearnerApi({
      enrolled: [{ ...CSS_COURSE, courseTitle: '\u202eCSS\u200b Layouts\u2066 हिन्दी\u2069\ufeff' }],
      progress: { course_css: ['css_1', 'css_2'] },
    })
    const { user } = renderCertificate('course_css', { user: { fullName: 'Rohan\u202e Mehta\u200d\u2060' } })
    const sheet = await screen.findByRole('article', { name: 'Certificate of Completion' })
    const name = screen.getByTestId('certificate-name').querySelector('bdi')
    const title = screen.getByTestId('certificate-title').querySelector('bdi')
    expect(name).toHaveAttribute('dir', 'ltr')
    expect(title).toHaveAttribute('dir', 'ltr')
    expect(name?.textContent).toBe('Rohan Mehta')
    expect(title?.textContent).toBe('CSS Layouts हिन्दी')
    expect(sheet.textContent).not.toMatch(/[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/u)
    expect(sheet.querySelector('bdi:not([dir="ltr"])')).toBeNull()
    expect(screen.getByText('Ananya Krishnan', { selector: 'bdi' })).toHaveAttribute('dir', 'ltr')
    expect(document.title).toBe('Certificate: CSS Layouts हिन्दी | Edemy')

    await user.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(pdf.made).toHaveLength(1))
    expect((pdf.made[0] as CertificateText).learnerName).toBe(name?.textContent)
    expect((pdf.made[0] as CertificateText).courseTitle).toBe(title?.textContent)
  } finally {
    clicks.mockRestore()
    vi.unstubAllGlobals()
  }
})

test('in Hindi the page, its buttons and the words handed to the PDF are Hindi; name, title and educator stay as written', async () => {
  await activateHindi()
  localStorage.setItem(completionsKey, JSON.stringify({ course_css: '2026-03-12' }))
  mockLearnerApi({ enrolled: [CSS_COURSE], progress: { course_css: ['css_1', 'css_2'] } })
  pdf.fails = true
  const { user } = renderCertificate()
  const sheet = await screen.findByRole('article', { name: 'कोर्स पूरा करने का प्रमाणपत्र' })
  expect(sheet).toHaveTextContent(LEARNER.fullName)
  expect(sheet).toHaveTextContent('CSS Layouts')
  expect(sheet).toHaveTextContent('शिक्षक: Ananya Krishnan')
  expect(sheet).toHaveTextContent('12 मार्च 2026 को पूरा किया')
  expect(document.title).toBe('प्रमाणपत्र: CSS Layouts | Edemy')
  expect(screen.getByRole('button', { name: 'प्रिंट करें' })).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'PDF डाउनलोड करें' }))
  expect(
    await screen.findByText('PDF नहीं बन सका। फिर से कोशिश करें, या प्रमाणपत्र प्रिंट करके उसे PDF के रूप में सहेजें।'),
  ).toBeInTheDocument()
  pdf.fails = false
  await user.click(screen.getByRole('button', { name: 'PDF डाउनलोड करें' }))
  await waitFor(() => expect(pdf.made).toHaveLength(1))
  expect(pdf.made[0]).toMatchObject({
    heading: 'कोर्स पूरा करने का प्रमाणपत्र',
    courseTitle: 'CSS Layouts',
    completedOn: '12 मार्च 2026 को पूरा किया',
  })
})

test('in Hindi a learner with no certificate is told why and where to go, in Hindi', async () => {
  await activateHindi()
  mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: ['lec_1'] } })
  renderCertificate('course_js')
  expect(await screen.findByRole('heading', { level: 1, name: 'आपने अभी यह कोर्स पूरा नहीं किया है' })).toBeInTheDocument()
  expect(screen.getByText('हर लेक्चर के पूरा चिह्नित होते ही आपका प्रमाणपत्र तैयार हो जाएगा।')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'कोर्स जारी रखें' })).toHaveAttribute('href', '/player/course_js')
  expect(document.title).toBe('प्रमाणपत्र: JavaScript Essentials | Edemy')
})

test('in Hindi a course the learner is not enrolled in, and a failed progress load, speak Hindi', async () => {
  await activateHindi()
  mockLearnerApi({ enrolled: [CSS_COURSE], failingProgress: ['course_css'] })
  const { unmount } = renderCertificate('course_other')
  expect(await screen.findByRole('heading', { level: 1, name: 'आपका इस कोर्स में नामांकन नहीं है' })).toBeInTheDocument()
  expect(
    screen.getByText('प्रमाणपत्र उन शिक्षार्थियों को मिलता है जो किसी कोर्स में नामांकन करके उसका हर लेक्चर पूरा करते हैं।'),
  ).toBeInTheDocument()
  expect(document.title).toBe('प्रमाणपत्र | Edemy')
  unmount()

  renderCertificate('course_css')
  expect(await screen.findByRole('heading', { level: 1, name: 'आपकी प्रगति लोड नहीं हो सकी' })).toBeInTheDocument()
})

test('in Hindi a signed-out visitor is asked to sign in, in Hindi', async () => {
  await activateHindi()
  mockLearnerApi({ enrolled: [] })
  renderCertificate('course_css', { user: null })
  expect(await screen.findByText('जो कोर्स आपने पूरे किए हैं उनके प्रमाणपत्र देखने के लिए साइन इन करें।')).toBeInTheDocument()
})
