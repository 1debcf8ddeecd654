import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/server'
import { renderApp } from '../../utils/render'
import { makeCourse, serveCatalogue } from './catalogueApi'

const COURSES = [
  makeCourse('c1', 'JavaScript Essentials'),
  makeCourse('c2', 'React 19 in Practice'),
  makeCourse('c3', 'TypeScript for JavaScript Developers'),
  makeCourse('c4', 'Python for Data Analysis'),
  makeCourse('c5', 'Docker and Kubernetes'),
  makeCourse('c6', 'SQL Mastery'),
]

// First in the file: AOS, once loaded, stays loaded for the rest of the file's tests.
test('the home page fetches the card animation only once the visitor scrolls', async () => {
  serveCatalogue(COURSES)
  renderApp({ route: '/' })
  const featured = await screen.findByRole('list', { name: 'Featured courses' })
  // Once every import the page started has arrived and rendered, none of them was the animation.
  await act(() => vi.dynamicImportSettled())
  expect(featured.querySelector('[data-aos]')).toBeNull()

  fireEvent.scroll(window)
  await waitFor(() => expect(featured.querySelector('[data-aos]')).not.toBeNull())
  expect(featured.querySelector('li')).toHaveAttribute('data-aos-duration', '800')
})

test('visitor sees the hero headline with the brand, both sub-lines and the search form', async () => {
  serveCatalogue(COURSES)
  renderApp({ route: '/' })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Unlock Your Potential with the courses by Edemy' }),
  ).toBeInTheDocument()
  expect(screen.getByText(/world-class instructors, interactive content, and a supportive community/)).toBeVisible()
  // The shorter line is the one phones see (the longer one is hidden below md by CSS).
  expect(screen.getByText('World-class instructors and interactive courses to help you reach your goals.')).toHaveClass(
    'md:hidden',
  )
  expect(screen.getByPlaceholderText('Serach for Courses')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Online courses from world-class instructors | Edemy'))
})

test('submitting the home search goes to the course list for that text', async () => {
  serveCatalogue(COURSES)
  const { user, location } = renderApp({ route: '/' })
  await user.type(await screen.findByPlaceholderText('Serach for Courses'), 'react')
  await user.click(screen.getByRole('button', { name: 'Search' }))
  await waitFor(() => expect(location()).toBe('/course-list/react'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Course List' })).toBeInTheDocument()
  expect(await screen.findByRole('link', { name: /React 19 in Practice/ })).toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /SQL Mastery/ })).not.toBeInTheDocument()
})

test('submitting an empty home search still navigates and lists every course', async () => {
  serveCatalogue(COURSES)
  const { user, location } = renderApp({ route: '/' })
  await user.click(await screen.findByRole('button', { name: 'Search' }))
  await waitFor(() => expect(location()).toBe('/course-list/'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Course List' })).toBeInTheDocument()
  expect(await screen.findAllByTestId('course-card')).toHaveLength(COURSES.length)
  expect(screen.queryByRole('link', { name: 'Clear search' })).not.toBeInTheDocument()
})

test('a search with special characters is encoded in the path and shown literally in the chip', async () => {
  serveCatalogue([...COURSES, makeCourse('c7', 'C++ / 100% Practical?')])
  const { user, location } = renderApp({ route: '/' })
  await user.type(await screen.findByPlaceholderText('Serach for Courses'), 'C++ / 100%?')
  await user.click(screen.getByRole('button', { name: 'Search' }))
  await waitFor(() => expect(location()).toBe('/course-list/C%2B%2B%20%2F%20100%25%3F'))
  expect(await screen.findByText('C++ / 100%?', { selector: 'span' })).toBeInTheDocument()
  expect(screen.getByPlaceholderText('Serach for Courses')).toHaveValue('C++ / 100%?')
})

test('Learn from the best shows the first 4 courses and a Show all Courses link', async () => {
  serveCatalogue(COURSES)
  renderApp({ route: '/' })
  expect(await screen.findByRole('heading', { level: 2, name: 'Learn from the best' })).toBeInTheDocument()
  const featured = await screen.findByRole('list', { name: 'Featured courses' })
  const titles = within(featured)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)
  expect(titles).toEqual([
    'JavaScript Essentials',
    'React 19 in Practice',
    'TypeScript for JavaScript Developers',
    'Python for Data Analysis',
  ])
  expect(screen.getByRole('link', { name: 'Show all Courses' })).toHaveAttribute('href', '/course-list')
})

test('featured courses show a loading view, then an error with a retry that reloads the catalogue', async () => {
  let calls = 0
  server.use(
    http.get('*/api/course/all', () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ success: false, message: 'The catalogue is being updated' })
        : HttpResponse.json({ success: true, courses: COURSES })
    }),
  )
  const { user } = renderApp({ route: '/' })
  expect(await screen.findByText('Loading courses…')).toBeInTheDocument()
  expect(await screen.findByRole('heading', { name: 'Courses could not be loaded' })).toBeInTheDocument()
  // The global query toast says it once as well.
  expect(await screen.findAllByText('The catalogue is being updated')).toHaveLength(2)
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByRole('list', { name: 'Featured courses' })).toBeInTheDocument()
  expect(calls).toBe(2)
})

test('featured courses show the empty state when the catalogue is empty', async () => {
  serveCatalogue([])
  renderApp({ route: '/' })
  expect(await screen.findByText('No courses available at the moment.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Show all Courses' })).toBeInTheDocument()
})

test('testimonials show three people with roles, images and 4.5, 5 and 4 stars including a half star', async () => {
  serveCatalogue(COURSES)
  renderApp({ route: '/' })
  const section = (await screen.findByRole('heading', { level: 2, name: 'Testimonials' })).closest('section')
  if (!section) throw new Error('no testimonials section')
  const entries = within(section).getAllByRole('listitem')
  expect(entries).toHaveLength(3)
  expect(within(section).getByText('Priya Sharma')).toBeInTheDocument()
  expect(within(section).getByText('Frontend Developer at Northwind Labs')).toBeInTheDocument()
  for (const entry of entries) {
    expect(entry.querySelector('img')).toHaveAttribute('src')
    expect(entry.querySelector('img')).toHaveAttribute('width', '56')
  }

  const fills = (name: string) =>
    Array.from(within(section).getByRole('img', { name }).querySelectorAll('[data-fill]')).map((star) =>
      star.getAttribute('data-fill'),
    )
  expect(fills('Rated 4.5 out of 5')).toEqual(['full', 'full', 'full', 'full', 'half'])
  expect(fills('Rated 5 out of 5')).toEqual(['full', 'full', 'full', 'full', 'full'])
  expect(fills('Rated 4 out of 5')).toEqual(['full', 'full', 'full', 'full', 'empty'])

  const feedback = section.textContent ?? ''
  for (const topic of ['video lectures', 'quizzes', 'certificate', 'progress']) {
    expect(feedback.toLowerCase()).toContain(topic)
  }
})

test('the Get Started call to action goes to the course list', async () => {
  serveCatalogue(COURSES)
  const { user, location } = renderApp({ route: '/' })
  await user.click(await screen.findByRole('link', { name: 'Get Started' }))
  await waitFor(() => expect(location()).toBe('/course-list'))
  expect(await screen.findByRole('heading', { level: 1, name: 'Course List' })).toBeInTheDocument()
})

test('the home page ends with the footer', async () => {
  serveCatalogue(COURSES)
  renderApp({ route: '/' })
  const footer = await screen.findByRole('contentinfo')
  expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
})
