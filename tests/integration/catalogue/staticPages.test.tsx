import { screen, waitFor, within } from '@testing-library/react'
import { config } from '../../../src/config/env'
import { renderApp } from '../../utils/render'
import { recordRequests, serveCatalogue } from './catalogueApi'
// The pages are lazy chunks: loaded with the file, so no test's wait includes compiling them.
import '../../../src/pages/learner/About'
import '../../../src/pages/learner/Contact'
import '../../../src/pages/learner/PrivacyPolicy'

beforeEach(() => {
  serveCatalogue([])
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** Requests other than the catalogue load every page makes at start. */
function nonCatalogue(requests: Request[]): string[] {
  return requests
    .map((request) => `${request.method} ${new URL(request.url).pathname}`)
    .filter((call) => call !== 'GET /api/course/all')
}

test('About tells the mission, values, the four core features, the team and the claims', async () => {
  renderApp({ route: '/about' })
  expect(await screen.findByRole('heading', { level: 1, name: 'About Edemy' })).toBeInTheDocument()
  for (const heading of ['Our mission', 'What we value', 'Core features', 'Meet the team', 'Join our community']) {
    expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
  }
  for (const feature of ['Interactive lectures', 'Progress tracking', 'Certificates', 'Teacher tools']) {
    expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument()
  }
  const claims = screen.getByRole('list', { name: 'In numbers' })
  expect(
    within(claims)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['120+Courses', '100K+Students', '4.8Average rating'])
  await waitFor(() => expect(document.title).toBe('About Us | Edemy'))
})

test('the About community box takes an e-mail address and sends nothing', async () => {
  const { user } = renderApp({ route: '/about' })
  const section = (await screen.findByRole('heading', { name: 'Join our community' })).closest('section')
  if (!section) throw new Error('no community section')
  const requests = recordRequests()
  const email = within(section).getByLabelText(/email address/i)
  expect(email).toHaveAttribute('type', 'email')
  await user.type(email, 'learner@example.com')
  await user.click(within(section).getByRole('button', { name: 'Subscribe' }))
  expect(nonCatalogue(requests)).toEqual([])
})

test.each([
  ['/about', 'About Edemy'],
  ['/contact', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
])('%s animates its sections for 1000 ms', async (route, heading) => {
  renderApp({ route })
  await screen.findByRole('heading', { level: 1, name: heading })
  await waitFor(() => expect(document.querySelectorAll('[data-aos]').length).toBeGreaterThan(0))
  for (const element of document.querySelectorAll('[data-aos]')) {
    expect(element).toHaveAttribute('data-aos-duration', '1000')
  }
})

test('Contact has required name, e-mail and message fields and the company details', async () => {
  renderApp({ route: '/contact' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
  expect(screen.getByLabelText('Name')).toBeRequired()
  expect(screen.getByLabelText('Email')).toBeRequired()
  expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email')
  expect(screen.getByLabelText('Message')).toBeRequired()
  expect(screen.getByRole('link', { name: config.contact.email })).toHaveAttribute(
    'href',
    `mailto:${config.contact.email}`,
  )
  expect(screen.getByRole('link', { name: config.contact.phone })).toHaveAttribute('href', 'tel:+1234567890')
  expect(screen.getByText(config.contact.address)).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Contact Us | Edemy'))
})

test('sending the contact form only shows the alert, sends nothing and clears the form', async () => {
  const alert = vi.fn()
  vi.stubGlobal('alert', alert)
  const { user } = renderApp({ route: '/contact' })
  const name = await screen.findByLabelText('Name')
  const requests = recordRequests()
  await user.type(name, 'Asha Verma')
  await user.type(screen.getByLabelText('Email'), 'asha@example.com')
  await user.type(screen.getByLabelText('Message'), 'Do you offer team plans?')
  await user.click(screen.getByRole('button', { name: 'Send message' }))

  expect(alert).toHaveBeenCalledTimes(1)
  expect(alert).toHaveBeenCalledWith('Message sent successfully!')
  expect(nonCatalogue(requests)).toEqual([])
  expect(name).toHaveValue('')
  expect(screen.getByLabelText('Email')).toHaveValue('')
  expect(screen.getByLabelText('Message')).toHaveValue('')
})

test('the contact form does not send while a required field is empty', async () => {
  const alert = vi.fn()
  vi.stubGlobal('alert', alert)
  const { user } = renderApp({ route: '/contact' })
  await user.type(await screen.findByLabelText('Name'), 'Asha Verma')
  await user.click(screen.getByRole('button', { name: 'Send message' }))
  expect(alert).not.toHaveBeenCalled()
  expect(screen.getByLabelText('Name')).toHaveValue('Asha Verma')
})

test('the privacy policy has its six sections', async () => {
  renderApp({ route: '/privacy-policy' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    '1. Information we collect',
    '2. How we use your information',
    '3. How we share information',
    '4. How we keep your data secure',
    '5. Your rights',
    '6. Updates to this policy',
    // The footer's own headings follow the page's sections.
    'Company',
    'Subscribe to our newsletter',
  ])
  await waitFor(() => expect(document.title).toBe('Privacy Policy | Edemy'))
})
