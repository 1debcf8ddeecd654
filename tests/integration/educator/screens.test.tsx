import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/server'
import { allowConsoleErrors } from '../../utils/console'
import { renderApp, TEST_TOKEN } from '../../utils/render'
import { DASHBOARD, EDUCATOR_COURSES, ENROLLED_STUDENTS } from '../../fixtures/educator/educatorData'
import { holdAnswer } from '../holdAnswer'
import { cellText, EDUCATOR, serveAppStart } from './educatorTestUtils'
// The educator pages are lazy chunks: loaded with the file, so no test's wait includes compiling them.
import '../../../src/pages/educator/Educator'
import '../../../src/pages/educator/Dashboard'
import '../../../src/pages/educator/MyCourses'
import '../../../src/pages/educator/StudentsEnrolled'

beforeEach(() => {
  serveAppStart()
  // The dashboard's chart and My Courses' figures also read the courses and the sales.
  server.use(
    http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses: EDUCATOR_COURSES })),
    http.get('*/api/educator/enrolled-students', () =>
      HttpResponse.json({ success: true, enrolledStudents: ENROLLED_STUDENTS }),
    ),
  )
})

const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
const cellTexts = (row: HTMLElement) => within(row).getAllByRole('cell').map(cellText)
const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)

// --- Dashboard ---------------------------------------------------------------------------------

test('educator dashboard shows the three cards and the latest enrollments with avatars', async () => {
  let authorization: string | null = null
  server.use(
    http.get('*/api/educator/dashboard', ({ request }) => {
      authorization = request.headers.get('Authorization')
      return HttpResponse.json({ success: true, dashboardData: DASHBOARD })
    }),
  )
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })

  await screen.findByText('Total Enrollments')
  const cards = screen.getAllByRole('definition').map((value) => value.textContent)
  const labels = screen.getAllByRole('term').map((label) => label.textContent)
  expect(labels).toEqual(['Total Enrollments', 'Total Courses', 'Total Earnings'])
  expect(cards).toEqual(['2', '3', '₹12,345.50'])
  expect(authorization).toBe(`Bearer ${TEST_TOKEN}`)

  const table = screen.getByRole('table', { name: 'Latest Enrollments' })
  expect(columnHeaders(table)).toEqual(['#', 'Student Name', 'Course Title'])
  const rows = bodyRows(table)
  expect(rows.map(cellTexts)).toEqual([
    ['1', 'Meera Nair', 'Modern React from Scratch'],
    ['2', 'Arjun Kapoor', 'Data Science with Python'],
  ])
  // A real avatar when there is one (decorative, the name is next to it), an initial otherwise.
  const avatar = rows[0]!.querySelector('img')
  expect(avatar).toHaveAttribute('src', 'http://localhost:3000/avatars/meera.png')
  expect(avatar).toHaveAttribute('alt', '')
  expect(rows[1]!.querySelector('img')).toBeNull()
  expect(within(rows[1]!).getByText('A')).toBeInTheDocument()
})

test('educator dashboard shows a loading view until the data arrives', async () => {
  const answer = holdAnswer()
  server.use(
    http.get('*/api/educator/dashboard', async () => {
      await answer.released
      return HttpResponse.json({ success: true, dashboardData: DASHBOARD })
    }),
  )
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  expect(await screen.findByText('Loading your dashboard…')).toBeInTheDocument()
  answer.release()
  expect(await screen.findByText('Total Courses')).toBeInTheDocument()
  expect(screen.queryByText('Loading your dashboard…')).not.toBeInTheDocument()
})

test('educator dashboard with no enrollments shows zero totals and an empty message instead of a table', async () => {
  server.use(
    http.get('*/api/educator/dashboard', () =>
      HttpResponse.json({
        success: true,
        dashboardData: { totalCourses: 0, totalEarnings: 0, enrolledStudentsData: [] },
      }),
    ),
  )
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  expect(await screen.findByText(/No enrollments yet/)).toBeInTheDocument()
  expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['0', '0', '₹0.00'])
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('educator dashboard failure shows the server message with a retry that reloads it', async () => {
  allowConsoleErrors()
  let calls = 0
  server.use(
    http.get('*/api/educator/dashboard', () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Unauthorized Access' }, { status: 403 })
        : HttpResponse.json({ success: true, dashboardData: DASHBOARD })
    }),
  )
  const { user } = renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  const alert = await screen.findByRole('heading', { name: 'The dashboard could not be loaded' })
  expect(alert.parentElement).toHaveTextContent('Unauthorized Access')
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByText('Total Courses')).toBeInTheDocument()
  expect(calls).toBe(2)
})

// --- My Courses ----------------------------------------------------------------------------------

test('my courses lists each course with thumbnail, floored earnings, students and a readable date', async () => {
  server.use(http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses: EDUCATOR_COURSES })))
  renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })

  const table = await screen.findByRole('table', { name: 'My courses' })
  expect(columnHeaders(table)).toEqual([
    'All Courses',
    'Earnings',
    'Students',
    'Published On',
    'Sales, last 30 days',
    'Rating',
    'Actions',
  ])
  const rows = bodyRows(table)
  // The per-course figures of the later columns are covered by insights.test.tsx.
  expect(rows.map((row) => cellTexts(row).slice(0, 4))).toEqual([
    // floor(3 × 89.99) = floor(269.97)
    ['Modern React from Scratch', '₹269.00', '3', '12 Mar 2026'],
    // floor(100 × 0.29) = 29 exactly (not 28 from float noise); an unparsable date shows a dash
    ['Tiny Tips', '₹29.00', '100', '–'],
    // no students, no date
    ['Brand New Course', '₹0.00', '0', '–'],
  ])
  expect(rows[0]!.querySelector('img')).toHaveAttribute('src', 'http://localhost:3000/thumbnails/c_react.png')
  expect(within(rows[0]!).getByText('12 Mar 2026').tagName).toBe('TIME')
  expect(screen.queryByText(/Invalid Date/)).not.toBeInTheDocument()
})

test('my courses shows a loading view until the data arrives, then the table', async () => {
  const answer = holdAnswer()
  server.use(
    http.get('*/api/educator/courses', async () => {
      await answer.released
      return HttpResponse.json({ success: true, courses: EDUCATOR_COURSES })
    }),
  )
  renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  expect(await screen.findByText('Loading your courses…')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  answer.release()
  expect(await screen.findByRole('table', { name: 'My courses' })).toBeInTheDocument()
})

test('my courses with no course invites the educator to add one', async () => {
  server.use(http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses: [] })))
  const { user, location } = renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  expect(await screen.findByText('You have not published a course yet')).toBeInTheDocument()
  await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Add Course' }))
  await waitFor(() => expect(location()).toBe('/educator/add-course'))
})

test('my courses failure shows the error view, not an endless spinner', async () => {
  allowConsoleErrors()
  server.use(
    http.get(
      '*/api/educator/courses',
      () => new HttpResponse('<html>gateway</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ),
  )
  renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  const heading = await screen.findByRole('heading', { name: 'Your courses could not be loaded' })
  expect(heading.parentElement).toHaveTextContent('The server sent an unexpected response.')
  expect(screen.queryByText('Loading your courses…')).not.toBeInTheDocument()
})

// --- Students Enrolled ---------------------------------------------------------------------------

test('students enrolled lists every purchase newest first, undated ones last, with readable dates', async () => {
  let authorization: string | null = null
  server.use(
    http.get('*/api/educator/enrolled-students', ({ request }) => {
      authorization = request.headers.get('Authorization')
      return HttpResponse.json({ success: true, enrolledStudents: ENROLLED_STUDENTS })
    }),
  )
  renderApp({ route: '/educator/students-enrolled', auth: { user: EDUCATOR } })
  const table = await screen.findByRole('table', { name: 'Students enrolled' })
  expect(columnHeaders(table)).toEqual(['#', 'Student Name', 'Course Title', 'Date'])
  expect(bodyRows(table).map(cellTexts)).toEqual([
    ['1', 'Newest Buyer', 'Modern React from Scratch', '12 Mar 2026'],
    ['2', 'Middle Buyer', 'Modern React from Scratch', '30 Nov 2025'],
    ['3', 'Old Buyer', 'Tiny Tips', '5 Jan 2025'],
    ['4', 'No Date Buyer', 'Brand New Course', '–'],
  ])
  expect(authorization).toBe(`Bearer ${TEST_TOKEN}`)
})

test('students enrolled shows a loading view, then an empty message when nobody enrolled', async () => {
  const answer = holdAnswer()
  server.use(
    http.get('*/api/educator/enrolled-students', async () => {
      await answer.released
      return HttpResponse.json({ success: true, enrolledStudents: [] })
    }),
  )
  renderApp({ route: '/educator/students-enrolled', auth: { user: EDUCATOR } })
  expect(await screen.findByText('Loading your students…')).toBeInTheDocument()
  answer.release()
  expect(await screen.findByText('No students have enrolled in your courses yet.')).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
})

test('students enrolled failure shows the server message and retries', async () => {
  allowConsoleErrors()
  let calls = 0
  server.use(
    http.get('*/api/educator/enrolled-students', () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'Database unavailable' })
        : HttpResponse.json({ success: true, enrolledStudents: ENROLLED_STUDENTS })
    }),
  )
  const { user } = renderApp({ route: '/educator/students-enrolled', auth: { user: EDUCATOR } })
  const heading = await screen.findByRole('heading', { name: 'Your students could not be loaded' })
  expect(heading.parentElement).toHaveTextContent('Database unavailable')
  // The global query handler toasts the failure once as well.
  await waitFor(() => expect(screen.getAllByText('Database unavailable')).toHaveLength(2))
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('table', { name: 'Students enrolled' })).toBeInTheDocument()
})
