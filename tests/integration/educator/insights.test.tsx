import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import Papa from 'papaparse'
import { personalStorageKey } from '../../../src/lib/storage'
import { server } from '../../mocks/server'
import { renderApp } from '../../utils/render'
import { DASHBOARD, EDUCATOR_COURSES } from '../../fixtures/educator/educatorData'
import { cellText, EDUCATOR, recordRequests, serveAppStart, stopRecording } from './educatorTestUtils'
// Lazy chunks, loaded with the file so no wait includes compiling them.
import '../../../src/pages/educator/Educator'
import '../../../src/pages/educator/Dashboard'
import '../../../src/pages/educator/MyCourses'
import '../../../src/pages/educator/StudentsEnrolled'
import '../../../src/pages/educator/AddCourse'
import '../../../src/components/educator/RichTextEditor'
import '../../../src/lib/csv'

vi.mock('react-quill-new', () => import('./quillMock'))

const NOW = Date.parse('2026-11-26T12:00:00.000Z')
const DAY = 86_400_000
const DRAFT_KEY = personalStorageKey('add-course-draft', 'user_educator')

const daysAgo = (days: number) => new Date(NOW - days * DAY).toISOString()
const sale = (name: string, courseTitle: string, purchaseDate?: string) => ({
  student: { _id: `user_${name}`, name, imageUrl: '' },
  courseTitle,
  ...(purchaseDate === undefined ? {} : { purchaseDate }),
})

function serveEducator({
  sales = [] as ReturnType<typeof sale>[],
  courses = EDUCATOR_COURSES as unknown[],
  dashboard = DASHBOARD as unknown,
} = {}) {
  server.use(
    http.get('*/api/educator/dashboard', () => HttpResponse.json({ success: true, dashboardData: dashboard })),
    http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses })),
    http.get('*/api/educator/enrolled-students', () => HttpResponse.json({ success: true, enrolledStudents: sales })),
  )
}

/** The files "Export CSV" hands the browser, as text. */
let downloads: { name: string; bytes: Promise<ArrayBuffer> }[] = []

beforeEach(() => {
  serveAppStart()
  // Only Date is faked: "now" is fixed, Testing Library's waits keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  downloads = []
  let lastBlob: Blob | null = null
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn((blob: Blob) => {
      lastBlob = blob
      return 'blob:csv'
    }),
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() })
  // jsdom cannot follow a download link: record what would be saved instead.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) downloads.push({ name: this.download, bytes: lastBlob.arrayBuffer() })
  })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  stopRecording()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
  localStorage.clear()
})

async function downloadedRows(index = 0): Promise<{ name: string; bom: boolean; text: string; rows: string[][] }> {
  await waitFor(() => expect(downloads.length).toBeGreaterThan(index))
  const file = downloads[index]!
  // Blob.text() would drop the byte-order mark this test looks for.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.bytes)
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ',', skipEmptyLines: true })
  return { name: file.name, bom: text.startsWith('\uFEFF'), text, rows: parsed.data }
}

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map(cellText)

// --- Dashboard: over time ----------------------------------------------------------------------------

test('the dashboard shows enrollments and estimated earnings per week, and per month, as a table', async () => {
  serveEducator({
    sales: [
      sale('a', 'Modern React from Scratch', daysAgo(0)),
      sale('b', 'Modern React from Scratch', daysAgo(1)),
      sale('c', 'Tiny Tips', daysAgo(8)),
      sale('d', 'Tiny Tips', daysAgo(400)),
    ],
  })
  const { user } = renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  await screen.findByRole('heading', { name: 'Enrollments and earnings over time' })
  expect(await screen.findByText(/estimated from current prices/)).toBeInTheDocument()

  // jsdom has no ResizeObserver, so the table is the view here (the chart and its toggle are e2e's).
  expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument()
  let table = screen.getByRole('table', { name: 'Enrollments and estimated earnings per week' })
  let rows = bodyRows(table)
  expect(rows).toHaveLength(12)
  // Thu 26 Nov 2026 is in the week of Mon 23 Nov; 18 Nov in the week before.
  expect(cellTexts(rows[11]!)).toEqual(['Week of 23 Nov 2026', '2', '₹179.98'])
  expect(cellTexts(rows[10]!)).toEqual(['Week of 16 Nov 2026', '1', '₹0.29'])
  expect(cellTexts(rows[0]!)).toEqual(['Week of 7 Sept 2026', '0', '₹0.00'])

  await user.click(screen.getByRole('button', { name: 'Last 12 months' }))
  table = screen.getByRole('table', { name: 'Enrollments and estimated earnings per month' })
  rows = bodyRows(table)
  expect(cellTexts(rows[11]!)).toEqual(['Nov 2026', '3', '₹180.27'])
  expect(cellTexts(rows[0]!)).toEqual(['Dec 2025', '0', '₹0.00'])
})

test('the dashboard says by how much the estimate differs from Total Earnings, and flags shared titles', async () => {
  serveEducator({
    sales: [sale('a', 'Twice', daysAgo(2)), sale('b', 'Twice', daysAgo(3)), sale('c', 'Solo', daysAgo(3))],
    courses: [
      { ...EDUCATOR_COURSES[0], _id: 'x1', courseTitle: 'Twice', coursePrice: 10, discount: 0 },
      { ...EDUCATOR_COURSES[0], _id: 'x2', courseTitle: 'Twice', coursePrice: 20, discount: 0 },
      { ...EDUCATOR_COURSES[0], _id: 'x3', courseTitle: 'Solo', coursePrice: 50, discount: 0 },
    ],
    dashboard: { ...DASHBOARD, totalEarnings: 100 },
  })
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  // Only Solo's sale can be priced: ₹50 against the reported ₹100.
  expect(
    await screen.findByText(/The estimate is ₹50.00 less than your Total Earnings \(₹100.00\)/),
  ).toBeInTheDocument()
  expect(
    screen.getByText(/More than one of your courses is titled “Twice”: its 2 sales count as enrollments/),
  ).toBeInTheDocument()
})

test('no note when the estimate is within one currency unit of Total Earnings', async () => {
  serveEducator({
    sales: [sale('a', 'Modern React from Scratch', daysAgo(2))],
    dashboard: { ...DASHBOARD, totalEarnings: 89 },
  })
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  await screen.findByText(/estimated from current prices/)
  expect(screen.queryByText(/The estimate is/)).not.toBeInTheDocument()
})

test('the over-time section shows its own error with a retry when the sales cannot be loaded', async () => {
  serveEducator()
  server.use(
    http.get('*/api/educator/enrolled-students', () =>
      HttpResponse.json({ success: false, message: 'Sales are resting' }, { status: 500 }),
    ),
  )
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  expect(await screen.findByRole('heading', { name: 'Your sales could not be loaded' })).toBeInTheDocument()
  // The totals still show.
  expect(screen.getByText('Total Earnings')).toBeInTheDocument()
})

// --- Students Enrolled at scale -----------------------------------------------------------------------

const MANY = Array.from({ length: 120 }, (_, index) =>
  sale(
    index % 3 === 0 ? `Zoya ${index}` : `Learner ${index}`,
    index % 2 === 0 ? 'SQL Mastery' : 'Java',
    daysAgo(index),
  ),
)

test('students enrolled pages through many rows, 50 at a time, numbers kept', async () => {
  serveEducator({ sales: MANY })
  const { user } = renderApp({ route: '/educator/students-enrolled', auth: { user: EDUCATOR } })
  const table = await screen.findByRole('table', { name: 'Students enrolled' })
  expect(bodyRows(table)).toHaveLength(50)
  expect(screen.getByText('Showing 1–50 of 120')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await user.click(screen.getByRole('button', { name: 'Next' }))
  await user.click(screen.getByRole('button', { name: 'Next' }))
  expect(screen.getByText('Showing 101–120 of 120')).toBeInTheDocument()
  expect(cellTexts(bodyRows(screen.getByRole('table', { name: 'Students enrolled' }))[0]!).slice(0, 3)).toEqual([
    '101',
    'Learner 100',
    'SQL Mastery',
  ])
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
})

test('search by student or course and the course filter narrow the table; no match says so', async () => {
  serveEducator({ sales: MANY })
  const { user } = renderApp({ route: '/educator/students-enrolled', auth: { user: EDUCATOR } })
  await screen.findByRole('table', { name: 'Students enrolled' })
  await user.type(screen.getByRole('searchbox', { name: 'Search students or courses' }), 'zoya')
  expect(await screen.findByText('40 of 120 enrollments match.')).toBeInTheDocument()
  await user.selectOptions(screen.getByRole('combobox', { name: 'Course' }), 'Java')
  expect(await screen.findByText('20 of 120 enrollments match.')).toBeInTheDocument()
  const rows = bodyRows(screen.getByRole('table', { name: 'Students enrolled' }))
  expect(rows.map((row) => cellTexts(row)[2])).toEqual(Array.from({ length: 20 }, () => 'Java'))
  expect(rows.every((row) => cellTexts(row)[1]?.startsWith('Zoya'))).toBe(true)
  await user.clear(screen.getByRole('searchbox', { name: 'Search students or courses' }))
  await user.type(screen.getByRole('searchbox', { name: 'Search students or courses' }), 'sql mastery')
  expect(await screen.findByText('No enrollments match your search.')).toBeInTheDocument()
})

test('Export CSV on students enrolled saves the rows shown, with a BOM, ISO dates and a branded name', async () => {
  serveEducator({
    sales: [
      sale('=cmd|calc', 'Java', '2026-11-20T09:30:00.000Z'),
      sale('अनन्या, "A"', 'SQL Mastery', '2026-11-21T10:00:00.000Z'),
      // A formula behind a semicolon, for spreadsheets that split on semicolons.
      sale('Bob;=1+1;', 'Java', '2026-11-19T08:00:00.000Z'),
      sale('Undated', 'Java'),
    ],
  })
  const { user } = renderApp({ route: '/educator/students-enrolled', auth: { user: EDUCATOR } })
  await screen.findByRole('table', { name: 'Students enrolled' })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const file = await downloadedRows()
  expect(file.name).toBe('Edemy-students-enrolled-2026-11-26.csv')
  expect(file.bom).toBe(true)
  expect(file.rows).toEqual([
    ['#', 'Student Name', 'Course Title', 'Date'],
    ['1', 'अनन्या, "A"', 'SQL Mastery', '2026-11-21T10:00:00.000Z'],
    ['2', "'=cmd|calc", 'Java', '2026-11-20T09:30:00.000Z'],
    ['3', "Bob;'=1+1;'", 'Java', '2026-11-19T08:00:00.000Z'],
    ['4', 'Undated', 'Java', ''],
  ])
  // The row number stays a number; the name is quoted, with an apostrophe after each risky semicolon.
  expect(file.text).toContain(`\r\n3,"Bob;'=1+1;'",Java,2026-11-19T08:00:00.000Z\r\n`)
})

// --- My Courses -----------------------------------------------------------------------------------------

const RATED = {
  ...EDUCATOR_COURSES[0],
  courseRatings: [5, 5, 4, 1].map((rating, index) => ({ userId: `u${index}`, rating })),
}

test('my courses shows sales in the last 30 days, the rating with its count and distribution', async () => {
  serveEducator({
    courses: [RATED, EDUCATOR_COURSES[1], EDUCATOR_COURSES[2]],
    sales: [
      sale('a', 'Modern React from Scratch', daysAgo(1)),
      sale('b', 'Modern React from Scratch', daysAgo(29)),
      sale('c', 'Modern React from Scratch', daysAgo(31)),
      sale('d', 'Tiny Tips', daysAgo(45)),
    ],
  })
  renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  const table = await screen.findByRole('table', { name: 'My courses' })
  const [react, tiny] = bodyRows(table)
  const reactCells = within(react!).getAllByRole('cell')
  expect(reactCells[4]).toHaveTextContent('2')
  expect(reactCells[5]).toHaveTextContent('3.8 of 5 (4 ratings)')
  expect(reactCells[5]).toHaveTextContent('5 stars: 2, 4 stars: 1, 3 stars: 0, 2 stars: 0, 1 star: 1')
  const tinyCells = within(tiny!).getAllByRole('cell')
  expect(tinyCells[4]).toHaveTextContent('0')
  expect(tinyCells[5]).toHaveTextContent('No ratings yet')
})

test('Export CSV on my courses saves course, price, discount, earnings, students and date', async () => {
  serveEducator()
  const { user } = renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  await screen.findByRole('table', { name: 'My courses' })
  await user.click(screen.getByRole('button', { name: 'Export CSV' }))
  const file = await downloadedRows()
  expect(file.name).toBe('Edemy-my-courses-2026-11-26.csv')
  expect(file.rows).toEqual([
    ['Course', 'Price', 'Discount', 'Earnings', 'Students', 'Published On'],
    ['Modern React from Scratch', '99.99', '10', '269', '3', '2026-03-12'],
    ['Tiny Tips', '0.29', '0', '29', '100', ''],
    ['Brand New Course', '1999', '50', '0', '0', ''],
  ])
  // Numbers are written as numbers: unquoted, no apostrophe.
  expect(file.text).toContain('\r\nModern React from Scratch,99.99,10,269,3,2026-03-12\r\n')
})

test('Use as template fills Add Course with a copy and sends nothing', async () => {
  serveEducator()
  const requests = recordRequests()
  const { user } = renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  await screen.findByRole('table', { name: 'My courses' })
  const [first] = screen.getAllByRole('button', { name: 'Use as template' })
  expect(first).toHaveAccessibleDescription('Modern React from Scratch')
  await user.click(first!)
  expect(await screen.findByRole('textbox', { name: 'Course Title' })).toHaveValue('Copy of Modern React from Scratch')
  expect(
    screen.getByText(/Filled from a template as “\u2068Copy of Modern React from Scratch\u2069”/),
  ).toBeInTheDocument()
  expect(screen.getByRole('spinbutton', { name: 'Course Price' })).toHaveValue(99.99)
  expect(screen.getByRole('spinbutton', { name: 'Discount %' })).toHaveValue(10)
  expect(screen.getByText('Getting started')).toBeInTheDocument()
  expect(screen.getByText('Welcome')).toBeInTheDocument()
  // The thumbnail is chosen again: the picker is empty.
  expect(screen.getByText('Choose image')).toBeInTheDocument()
  expect(requests.some((request) => request.method === 'POST')).toBe(false)
})

test('Use as template over a draft in progress asks first: keep the draft, or replace it', async () => {
  serveEducator()
  const draft = {
    courseTitle: 'My half-done course',
    courseDescription: '',
    coursePrice: '5',
    discount: '0',
    chapters: [],
  }
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, draft }))
  const { user } = renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  await screen.findByRole('table', { name: 'My courses' })
  await user.click(screen.getAllByRole('button', { name: 'Use as template' })[0]!)
  let dialog = await screen.findByRole('dialog', { name: 'Replace your draft?' })
  expect(screen.getByRole('textbox', { name: 'Course Title', hidden: true })).toHaveValue('My half-done course')
  await user.click(within(dialog).getByRole('button', { name: 'Keep my draft' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(screen.getByRole('textbox', { name: 'Course Title' })).toHaveValue('My half-done course')

  await user.click(screen.getByRole('link', { name: 'My Courses' }))
  await user.click((await screen.findAllByRole('button', { name: 'Use as template' }))[1]!)
  dialog = await screen.findByRole('dialog', { name: 'Replace your draft?' })
  await user.click(within(dialog).getByRole('button', { name: 'Replace draft' }))
  expect(await screen.findByRole('textbox', { name: 'Course Title' })).toHaveValue('Copy of Tiny Tips')
})
