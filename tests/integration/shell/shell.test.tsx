import { render, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { ConfigErrorScreen } from '../../../src/components/common/ConfigErrorScreen'
import { ToastHost } from '../../../src/components/common/ToastHost'
import { TOAST_AUTO_CLOSE_MS } from '../../../src/config/constants'
import { notify } from '../../../src/lib/notify'
import { parseEnv } from '../../../src/config/env'
import { server } from '../../mocks/server'
import { activateHindi } from '../../utils/hindi'
import { I18nWrapper, renderApp } from '../../utils/render'
// The not-found page is a lazy chunk: loaded with the file, so no test's wait includes compiling it.
import '../../../src/pages/learner/NotFound'

beforeEach(() => {
  server.use(http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })))
})

test('an unknown route shows the 404 page with a way home, inside the navigation bar and footer', async () => {
  renderApp({ route: '/no/such/page' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/')
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument()
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Page not found | Edemy'))
})

test('the footer has the company links, a newsletter box with no behaviour, three social links and the copyright', async () => {
  const requests: string[] = []
  server.events.on('request:start', ({ request }) => void requests.push(`${request.method} ${request.url}`))
  const { user } = renderApp({ route: '/nowhere' })
  const footer = await screen.findByRole('contentinfo')

  const company = within(footer).getByRole('navigation', { name: 'Company' })
  expect(
    within(company)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Home', '/'],
    ['About Us', '/about'],
    ['Contact Us', '/contact'],
    ['Privacy Policy', '/privacy-policy'],
  ])
  for (const name of ['Facebook', 'X (Twitter)', 'Instagram']) {
    expect(within(footer).getByRole('link', { name })).toBeInTheDocument()
  }
  const email = within(footer).getByLabelText('Email address for the newsletter')
  expect(email).toHaveAttribute('type', 'email')
  await user.type(email, 'me@example.com')
  const before = requests.length
  await user.click(within(footer).getByRole('button', { name: 'Subscribe' }))
  expect(requests.length).toBe(before)
  expect(footer).toHaveTextContent(`Copyright ${new Date().getFullYear()} © Edemy. All rights reserved.`)
  server.events.removeAllListeners()
})

test('signed out, the navigation bar offers "Create Account", which opens the provider sign-in', async () => {
  const { user, auth } = renderApp({ route: '/nowhere' })
  await user.click(await screen.findByRole('button', { name: 'Create Account' }))
  expect(auth.openSignIn).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('link', { name: 'My Enrollments' })).not.toBeInTheDocument()
})

test('while the provider loads, the bar shows neither sign-in nor account links', async () => {
  renderApp({ route: '/nowhere', auth: { isLoaded: false } })
  await screen.findByRole('heading', { name: 'Page not found' })
  expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: 'My Enrollments' })).not.toBeInTheDocument()
})

test('a signed-in learner sees Become Educator, My Enrollments and the user button', async () => {
  server.use(
    http.get('*/api/user/data', () =>
      HttpResponse.json({ success: true, user: { _id: 'u1', name: 'Asha', imageUrl: '', enrolledCourses: [] } }),
    ),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.json({ success: true, enrolledCourses: [] })),
  )
  renderApp({ route: '/nowhere', auth: { user: { role: 'learner' } } })
  expect(await screen.findByRole('button', { name: 'Become Educator' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'My Enrollments' })).toHaveAttribute('href', '/my-enrollments')
  expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Create Account' })).not.toBeInTheDocument()
})

test('an educator sees Educator Dashboard linking to /educator', async () => {
  server.use(
    http.get('*/api/user/data', () =>
      HttpResponse.json({ success: true, user: { _id: 'u1', name: 'Ananya', imageUrl: '', enrolledCourses: [] } }),
    ),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.json({ success: true, enrolledCourses: [] })),
  )
  renderApp({ route: '/nowhere', auth: { user: { role: 'educator' } } })
  expect(await screen.findByRole('link', { name: 'Educator Dashboard' })).toHaveAttribute('href', '/educator')
  expect(screen.queryByRole('button', { name: 'Become Educator' })).not.toBeInTheDocument()
})

test('the configuration error screen names each bad variable and how to fix it', () => {
  const result = parseEnv({ VITE_BACKEND_URL: 'not a url', VITE_CLERK_PUBLISHABLE_KEY: 'pk_test_replace_me' })
  if (result.ok) throw new Error('expected problems')
  render(<ConfigErrorScreen problems={result.problems} />, { wrapper: I18nWrapper })
  expect(screen.getByRole('heading', { name: 'The app is not configured correctly' })).toBeInTheDocument()
  expect(screen.getByText('2 settings need fixing before the app can start.')).toBeInTheDocument()
  expect(screen.getByText('VITE_BACKEND_URL')).toBeInTheDocument()
  expect(screen.getByText('VITE_CLERK_PUBLISHABLE_KEY')).toBeInTheDocument()
  expect(screen.getByText(/leave it empty to use the local API/)).toBeInTheDocument()
  expect(screen.getByText(/Copy the publishable key/)).toBeInTheDocument()
  expect(screen.getByText(/Settings are read at build time/)).toHaveTextContent(
    'Settings are read at build time from the environment or a .env file (see .env.example). Change the value, ' +
      'then restart npm run dev or rebuild.',
  )
})

test('the configuration error screen speaks Hindi; the variables and their values stay as written', async () => {
  await activateHindi()
  const result = parseEnv({ VITE_BACKEND_URL: 'not a url' })
  if (result.ok) throw new Error('expected problems')
  render(<ConfigErrorScreen problems={result.problems} />, { wrapper: I18nWrapper })
  expect(screen.getByRole('heading', { name: 'ऐप सही तरह से कॉन्फ़िगर नहीं है' })).toBeInTheDocument()
  expect(screen.getByText('ऐप शुरू होने से पहले 1 सेटिंग ठीक करनी होगी।')).toBeInTheDocument()
  expect(screen.getByText(/सेटिंग्स बिल्ड के समय/)).toHaveTextContent(
    'सेटिंग्स बिल्ड के समय एनवायरनमेंट या .env फ़ाइल से पढ़ी जाती हैं (देखें .env.example)। मान बदलें, फिर npm run ' +
      'dev दोबारा चलाएँ या फिर से बिल्ड करें।',
  )
  expect(screen.getByText('VITE_BACKEND_URL')).toBeInTheDocument()
  expect(screen.getByText('“not a url”')).toBeInTheDocument()
  // Each setting's problem and fix are in Hindi too.
  expect(screen.getByText('“not a url”').parentElement).toHaveTextContent('“not a url” मान्य URL नहीं है।')
  expect(screen.getByText(/खाली छोड़ दें/)).toBeInTheDocument()
  expect(screen.queryByText(/is not a valid URL/)).not.toBeInTheDocument()
})

test('following a link to another page scrolls the window back to the top', async () => {
  const { user } = renderApp({ route: '/nowhere' })
  const footer = await screen.findByRole('contentinfo')
  vi.mocked(window.scrollTo).mockClear()
  await user.click(within(footer).getByRole('link', { name: 'About Us' }))
  await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' }))
})

test('toasts appear top right, newest first, and close after 5000 ms', async () => {
  render(<ToastHost />)
  notify.success('First')
  notify.error('Second')
  const second = await screen.findByText('Second')
  const container = second.closest('.Toastify__toast-container')
  expect(container).toHaveClass('Toastify__toast-container--top-right')
  const toasts = within(container as HTMLElement).getAllByRole('alert')
  expect(toasts.map((toast) => toast.textContent)).toEqual(['Second', 'First'])
  const progressBar = container?.querySelector('.Toastify__progress-bar')
  expect(progressBar).toHaveStyle({ animationDuration: `${TOAST_AUTO_CLOSE_MS}ms` })
  expect(TOAST_AUTO_CLOSE_MS).toBe(5000)
})
