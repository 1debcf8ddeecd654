import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/server'
import { LEARNER, renderApp, TEST_TOKEN } from '../../utils/render'
import { DASHBOARD } from '../../fixtures/educator/educatorData'
import { EDUCATOR, educatorCalls, recordRequests, serveAppStart, stopRecording } from './educatorTestUtils'
// The educator pages are lazy chunks: loaded with the file, so no test's wait includes compiling them.
import '../../../src/pages/educator/Educator'
import '../../../src/pages/educator/Dashboard'
import '../../../src/pages/educator/MyCourses'
import '../../../src/pages/educator/StudentsEnrolled'

const EDUCATOR_ROUTES = ['/educator', '/educator/add-course', '/educator/my-course', '/educator/students-enrolled']

beforeEach(() => {
  serveAppStart()
  server.use(
    http.get('*/api/educator/dashboard', () => HttpResponse.json({ success: true, dashboardData: DASHBOARD })),
    http.get('*/api/educator/courses', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/educator/enrolled-students', () => HttpResponse.json({ success: true, enrolledStudents: [] })),
  )
})
afterEach(stopRecording)

test('educator sees the side menu with the four entries and the current one marked', async () => {
  renderApp({ route: '/educator/my-course', auth: { user: EDUCATOR } })
  const menu = await screen.findByRole('navigation', { name: 'Educator' })
  const links = within(menu).getAllByRole('link')
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Dashboard', '/educator'],
    ['Add Course', '/educator/add-course'],
    ['My Courses', '/educator/my-course'],
    ['Students Enrolled', '/educator/students-enrolled'],
  ])
  expect(within(menu).getByRole('link', { name: 'My Courses' })).toHaveAttribute('aria-current', 'page')
  // The dashboard entry matches its own path only, not every path under /educator.
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
})

test('educator moves between screens with the side menu', async () => {
  const { user, location } = renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument()
  const menu = screen.getByRole('navigation', { name: 'Educator' })
  expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')

  await user.click(within(menu).getByRole('link', { name: 'Students Enrolled' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Students Enrolled' })).toBeInTheDocument()
  expect(location()).toBe('/educator/students-enrolled')
  expect(within(menu).getByRole('link', { name: 'Students Enrolled' })).toHaveAttribute('aria-current', 'page')
})

test('educator layout has no learner navigation bar but a logo home, the greeting, the user button and a footer', async () => {
  renderApp({ route: '/educator', auth: { user: EDUCATOR } })
  await screen.findByRole('navigation', { name: 'Educator' })
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'My Enrollments' })).not.toBeInTheDocument()
  const banner = screen.getByRole('banner')
  expect(within(banner).getByRole('link', { name: /Edemy/ })).toHaveAttribute('href', '/')
  expect(within(banner).getByText('Hi | Ananya Krishnan')).toBeInTheDocument()
  expect(within(banner).getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
  expect(within(await screen.findByRole('contentinfo')).getByText(/Copyright \d{4} © Edemy/)).toBeInTheDocument()
})

test('the greeting falls back to "Developers" when the user has no name', async () => {
  renderApp({ route: '/educator', auth: { user: { ...EDUCATOR, fullName: '  ' } } })
  expect(await screen.findByText('Hi | Developers')).toBeInTheDocument()
})

test('signed-out visitor sees the sign-in prompt, the fallback greeting and no menu, and no educator call is made', async () => {
  const requests = recordRequests()
  const { user, auth } = renderApp({ route: '/educator', auth: { user: null } })
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign in to continue' })).toBeInTheDocument()
  expect(screen.getByText('Hi | Developers')).toBeInTheDocument()
  expect(screen.queryByRole('navigation', { name: 'Educator' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(auth.openSignIn).toHaveBeenCalledTimes(1)
  expect(educatorCalls(requests)).toEqual([])
})

test.each(EDUCATOR_ROUTES)('learner on %s sees the invitation and no educator data is requested', async (route) => {
  const requests = recordRequests()
  renderApp({ route, auth: { user: LEARNER } })
  expect(await screen.findByRole('button', { name: 'Become Educator' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Teach on the platform')
  expect(screen.queryByRole('navigation', { name: 'Educator' })).not.toBeInTheDocument()
  expect(screen.getByText('Hi | Asha Verma')).toBeInTheDocument()
  // Let the start-up calls settle, then make sure none of them went to the educator API.
  await waitFor(() => expect(requests.some((request) => request.path === '/api/user/data/enrolled-courses')).toBe(true))
  expect(educatorCalls(requests)).toEqual([])
})

test('learner who accepts the invitation becomes an educator through update-role', async () => {
  let authorization: string | null = null
  server.use(
    http.post('*/api/educator/update-role', ({ request }) => {
      authorization = request.headers.get('Authorization')
      return HttpResponse.json({ success: true, message: 'Role updated to educator' })
    }),
  )
  const { user, auth } = renderApp({ route: '/educator', auth: { user: LEARNER } })
  await user.click(await screen.findByRole('button', { name: 'Become Educator' }))
  expect(await screen.findByText('You are now an educator')).toBeInTheDocument()
  expect(authorization).toBe(`Bearer ${TEST_TOKEN}`)
  expect(auth.reloadUser).toHaveBeenCalledTimes(1)
})

test('while the sign-in provider is loading the layout shows a loading view, not a prompt', async () => {
  renderApp({ route: '/educator', auth: { isLoaded: false } })
  expect(await screen.findByText('Loading…')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Sign in to continue' })).not.toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument()
})

test('every educator screen sets its document title', async () => {
  const titles: Record<string, string> = {
    '/educator': 'Educator dashboard | Edemy',
    '/educator/my-course': 'My courses | Edemy',
    '/educator/students-enrolled': 'Students enrolled | Edemy',
  }
  for (const [route, title] of Object.entries(titles)) {
    const { unmount } = renderApp({ route, auth: { user: EDUCATOR } })
    await waitFor(() => expect(document.title).toBe(title))
    unmount()
  }
})
