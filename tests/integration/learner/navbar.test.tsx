import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { LOCAL_TOKEN_KEY } from '../../../src/auth/LocalAuthProvider'
import { Navbar } from '../../../src/components/common/Navbar'
import { server } from '../../mocks/server'
import { renderWithProviders, TEST_TOKEN } from '../../utils/render'
import { mockLearnerApi } from './learnerApi'
import { LOCAL_TOKEN, mockLocalIdentity, renderWithLocalAuth, ROHAN } from './localAuthApi'
// The account menu is a lazy chunk: loaded with the file, so no test's wait includes compiling it.
import '../../../src/auth/LocalUserButton'

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' })
}

test('signed-out visitor sees Create Account, which opens the sign-in flow', async () => {
  mockLearnerApi()
  const { auth, user } = renderWithProviders(<Navbar />, { auth: { user: null } })
  const nav = mainNav()
  expect(within(nav).queryByRole('link', { name: 'My Enrollments' })).not.toBeInTheDocument()
  expect(within(nav).queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument()
  await user.click(within(nav).getByRole('button', { name: 'Create Account' }))
  expect(auth.openSignIn).toHaveBeenCalledTimes(1)
})

test('signed-in learner sees Become Educator, My Enrollments and the user button', () => {
  mockLearnerApi()
  renderWithProviders(<Navbar />, { auth: { user: {} } })
  const nav = mainNav()
  expect(within(nav).getByRole('button', { name: 'Become Educator' })).toBeInTheDocument()
  expect(within(nav).getByRole('link', { name: 'My Enrollments' })).toHaveAttribute('href', '/my-enrollments')
  expect(within(nav).getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
  expect(within(nav).queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument()
  expect(within(nav).queryByRole('link', { name: 'Educator Dashboard' })).not.toBeInTheDocument()
})

test('signed-in educator sees Educator Dashboard instead of Become Educator', () => {
  mockLearnerApi()
  renderWithProviders(<Navbar />, { auth: { user: { role: 'educator' } } })
  const nav = mainNav()
  expect(within(nav).getByRole('link', { name: 'Educator Dashboard' })).toHaveAttribute('href', '/educator')
  expect(within(nav).queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument()
  expect(within(nav).getByRole('link', { name: 'My Enrollments' })).toBeInTheDocument()
})

test('while the provider is starting the bar shows neither state', () => {
  mockLearnerApi()
  renderWithProviders(<Navbar />, { auth: { user: null, isLoaded: false } })
  const nav = mainNav()
  expect(within(nav).queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument()
  expect(within(nav).queryByRole('link', { name: 'My Enrollments' })).not.toBeInTheDocument()
})

test('Become Educator posts an empty body with the bearer token, toasts and reloads the user from the provider', async () => {
  mockLearnerApi()
  const posted: { body: string; authorization: string | null }[] = []
  server.use(
    http.post('*/api/educator/update-role', async ({ request }) => {
      posted.push({ body: await request.text(), authorization: request.headers.get('Authorization') })
      return HttpResponse.json({ success: true, message: 'Role updated' })
    }),
  )
  const { auth, user } = renderWithProviders(<Navbar />, { auth: { user: {} } })
  await user.click(screen.getByRole('button', { name: 'Become Educator' }))
  expect(await screen.findByText('You are now an educator')).toBeInTheDocument()
  expect(posted).toEqual([{ body: '', authorization: `Bearer ${TEST_TOKEN}` }])
  await waitFor(() => expect(auth.reloadUser).toHaveBeenCalledTimes(1))
})

test('a refused Become Educator toasts the server message and changes nothing', async () => {
  mockLearnerApi()
  server.use(
    http.post('*/api/educator/update-role', () =>
      HttpResponse.json({ success: false, message: 'Educator sign-ups are paused' }),
    ),
  )
  const { auth, user } = renderWithProviders(<Navbar />, { auth: { user: {} } })
  await user.click(screen.getByRole('button', { name: 'Become Educator' }))
  expect(await screen.findByText('Educator sign-ups are paused')).toBeInTheDocument()
  expect(screen.queryByText('You are now an educator')).not.toBeInTheDocument()
  expect(auth.reloadUser).not.toHaveBeenCalled()
  await waitFor(() => expect(screen.getByRole('button', { name: 'Become Educator' })).toBeEnabled())
})

test('a burst of clicks on Become Educator sends one request', async () => {
  mockLearnerApi()
  let requests = 0
  let answer: () => void = () => {}
  server.use(
    http.post('*/api/educator/update-role', async () => {
      requests += 1
      // Held until the burst is over, so every click lands while the first request is in flight.
      await new Promise<void>((resolve) => (answer = resolve))
      return HttpResponse.json({ success: true, message: 'Role updated' })
    }),
  )
  renderWithProviders(<Navbar />, { auth: { user: {} } })
  const button = screen.getByRole('button', { name: 'Become Educator' })
  // Synchronous clicks land before React re-renders the disabled button: only the latch can stop them.
  fireEvent.click(button)
  fireEvent.click(button)
  fireEvent.click(button)
  await waitFor(() => expect(requests).toBe(1))
  answer()
  expect(await screen.findByText('You are now an educator')).toBeInTheDocument()
  expect(requests).toBe(1)
})

test('with the local provider, Become Educator turns the bar into Educator Dashboard, and it stays after a reload', async () => {
  const identity = mockLocalIdentity()
  identity.startSession(LOCAL_TOKEN, ROHAN._id)
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)

  const first = renderWithLocalAuth()
  await first.user.click(await screen.findByRole('button', { name: 'Become Educator' }))
  expect((await screen.findAllByText('You are now an educator')).length).toBeGreaterThan(0)
  expect(await screen.findByRole('link', { name: 'Educator Dashboard' })).toHaveAttribute('href', '/educator')
  expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument()
  expect(identity.callsTo('/api/educator/update-role')).toEqual([
    { method: 'POST', path: '/api/educator/update-role', body: undefined, authorization: `Bearer ${LOCAL_TOKEN}` },
  ])
  // The flag came from the provider: the session was read again after update-role.
  expect(identity.callsTo('/local-auth/session')).toHaveLength(2)
  first.unmount()

  renderWithLocalAuth()
  expect(await screen.findByRole('link', { name: 'Educator Dashboard' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument()
})
