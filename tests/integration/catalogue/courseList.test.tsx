import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { COURSE_GRID_PAGE_SIZE } from '../../../src/config/constants'
import { FIRST_RENDER_CARD_COUNT } from '../../../src/config/constants'
import { renderApp } from '../../utils/render'
import { makeCourse, serveCatalogue } from './catalogueApi'

const COURSES = [
  makeCourse('c1', 'React 19 in Practice', { coursePrice: 49.99, discount: 20 }),
  makeCourse('c2', 'Mobile Apps with REACT Native'),
  makeCourse('c3', 'C++ Fundamentals'),
  makeCourse('c4', 'C Programming'),
  makeCourse('c5', 'Regex (.*) Tricks'),
  makeCourse('c6', 'SQL Mastery'),
]

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * Runs `check` outside act, so only microtasks run between what it does and what it expects: what React drew
 * in the input's own render can be told from work it left for later tasks (a transition, a deferred render).
 */
async function outsideAct(check: () => Promise<void>) {
  const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false
  try {
    await check()
  } finally {
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment
  }
}

async function microtasks() {
  for (let tick = 0; tick < 10; tick++) await Promise.resolve()
}

function cardTitles(): string[] {
  return screen.queryAllByTestId('course-card').map((card) => within(card).getByRole('heading').textContent ?? '')
}

async function renderList(route: string) {
  const result = renderApp({ route })
  await screen.findByRole('heading', { level: 1, name: 'Course List' })
  await waitFor(() => expect(screen.queryByText('Loading courses…')).not.toBeInTheDocument())
  // The whole catalogue: its courses are shown as they arrive, and these tests are about all of them.
  await waitFor(() => expect(screen.queryByText(/Loading more courses…/)).not.toBeInTheDocument())
  return result
}

// First in the file: AOS, once loaded, stays loaded for the rest of the file's tests.
test('the course list fetches the card animation only once the visitor scrolls', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list')
  // Once every import the page started has arrived and rendered, none of them was the animation.
  await act(() => vi.dynamicImportSettled())
  expect(screen.getAllByTestId('course-card')[0]).not.toHaveAttribute('data-aos')

  fireEvent.scroll(window)
  await waitFor(() => expect(screen.getAllByTestId('course-card')[0]).toHaveAttribute('data-aos', 'fade-up'))
})

test('the course list shows its heading, the Home / CourseList breadcrumb, a search bar and every course', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list')
  const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
  expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
  expect(within(breadcrumb).getByText('CourseList')).toBeInTheDocument()
  expect(screen.getByPlaceholderText('Serach for Courses')).toHaveValue('')
  expect(cardTitles()).toHaveLength(COURSES.length)
  expect(screen.queryByRole('link', { name: 'Clear search' })).not.toBeInTheDocument()
  expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
  await waitFor(() => expect(document.title).toBe('Course List | Edemy'))
})

test('the list keeps titles containing the term, ignoring case and surrounding spaces', async () => {
  serveCatalogue(COURSES)
  await renderList(`/course-list/${encodeURIComponent('  rEaCt ')}`)
  expect(cardTitles()).toEqual(['React 19 in Practice', 'Mobile Apps with REACT Native'])
  expect(screen.getByPlaceholderText('Serach for Courses')).toHaveValue('  rEaCt ')
})

test('special characters in the term match literally, never as a pattern', async () => {
  serveCatalogue(COURSES)
  const { unmount } = await renderList(`/course-list/${encodeURIComponent('c++')}`)
  expect(cardTitles()).toEqual(['C++ Fundamentals'])
  unmount()

  await renderList(`/course-list/${encodeURIComponent('(.*)')}`)
  expect(cardTitles()).toEqual(['Regex (.*) Tricks'])
})

test('an unbalanced bracket is searched as text and does not break the page', async () => {
  serveCatalogue(COURSES)
  await renderList(`/course-list/${encodeURIComponent('(')}`)
  expect(cardTitles()).toEqual(['Regex (.*) Tricks'])
})

test('a search term shows as a chip whose cross goes back to the full list', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list/sql')
  expect(screen.getByText('sql', { selector: 'span' })).toBeInTheDocument()
  expect(cardTitles()).toEqual(['SQL Mastery'])

  await user.click(screen.getByRole('link', { name: 'Clear search' }))
  await waitFor(() => expect(location()).toBe('/course-list'))
  await waitFor(() => expect(cardTitles()).toHaveLength(COURSES.length))
  expect(screen.queryByRole('link', { name: 'Clear search' })).not.toBeInTheDocument()
  expect(screen.getByPlaceholderText('Serach for Courses')).toHaveValue('')
})

test('searching again from the list navigates to the new term', async () => {
  serveCatalogue(COURSES)
  const { user, location } = await renderList('/course-list/sql')
  const input = screen.getByPlaceholderText('Serach for Courses')
  await user.clear(input)
  await user.type(input, 'programming{Enter}')
  await waitFor(() => expect(location()).toBe('/course-list/programming'))
  await waitFor(() => expect(cardTitles()).toEqual(['C Programming']))
})

test('a search from the list shows its matches and chip straight away, then the address follows', async () => {
  serveCatalogue(COURSES)
  const { location } = await renderList('/course-list/sql?sort=price-desc')
  const input = screen.getByPlaceholderText('Serach for Courses')
  fireEvent.change(input, { target: { value: 'programming' } })
  // The submit's own update is rendered at once, while the router's navigation, a transition, waits for a later task.
  await outsideAct(async () => {
    input.closest('form')?.requestSubmit()
    await microtasks()
    expect(cardTitles()).toEqual(['C Programming'])
    expect(screen.getByText('Search term:').parentElement).toHaveTextContent('programming')
    expect(location()).toBe('/course-list/sql?sort=price-desc')
  })
  await waitFor(() => expect(location()).toBe('/course-list/programming?sort=price-desc'))
  expect(cardTitles()).toEqual(['C Programming'])
  expect(screen.getByPlaceholderText('Serach for Courses')).toHaveValue('programming')
})

test('a term nothing matches shows the empty state', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list/astrophysics')
  expect(screen.getByText('No courses available at the moment.')).toBeInTheDocument()
  expect(cardTitles()).toEqual([])
})

test('a card shows the thumbnail, title, educator, floored rating on stars, rating count and discounted price', async () => {
  serveCatalogue([
    makeCourse('rated', 'Rated Course', {
      coursePrice: 49.99,
      discount: 20,
      courseRatings: [
        { userId: 'a', rating: 5 },
        { userId: 'b', rating: 4 },
      ],
    }),
    makeCourse('once', 'Rated Once', { coursePrice: 100, discount: 0, courseRatings: [{ userId: 'a', rating: 3 }] }),
    makeCourse('never', 'Never Rated', { coursePrice: 19.99, discount: 100, educator: null }),
  ])
  await renderList('/course-list')
  const [rated, once, never] = screen.getAllByTestId('course-card')
  if (!rated || !once || !never) throw new Error('expected three cards')

  const link = within(rated).getByRole('link')
  expect(link).toHaveAttribute('href', '/course/rated')
  const image = rated.querySelector('img')
  expect(image).toHaveAttribute('src', 'http://localhost:3000/thumbnails/rated.png')
  expect(image).toHaveAttribute('width', '640')
  expect(image).toHaveAttribute('height', '360')
  expect(within(rated).getByRole('heading', { level: 3, name: 'Rated Course' })).toBeInTheDocument()
  expect(within(rated).getByText('Ananya Krishnan')).toBeInTheDocument()
  // (5 + 4) / 2 = 4.5, floored to 4: four full stars and an empty one, never a half.
  const stars = within(rated).getByRole('img', { name: 'Rated 4 out of 5' })
  expect(Array.from(stars.querySelectorAll('[data-fill]')).map((star) => star.getAttribute('data-fill'))).toEqual([
    'full',
    'full',
    'full',
    'full',
    'empty',
  ])
  expect(within(rated).getByText('(2 ratings)')).toBeInTheDocument()
  // 49.99 - 20% = 39.992, shown with 2 decimals and the currency.
  expect(within(rated).getByText('₹39.99')).toBeInTheDocument()

  expect(within(once).getByText('(1 rating)')).toBeInTheDocument()
  expect(within(once).getByText('₹100.00')).toBeInTheDocument()

  expect(within(never).getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument()
  expect(within(never).getByText('(0 ratings)')).toBeInTheDocument()
  expect(within(never).getByText('₹0.00')).toBeInTheDocument()
  expect(never.textContent).not.toMatch(/undefined|null|NaN/)
})

test('the first row of thumbnails loads at once and the rest lazily', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list')
  const loading = screen.getAllByTestId('course-card').map((card) => card.querySelector('img')?.getAttribute('loading'))
  expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy'])
})

test('the first thumbnail is asked for ahead of the others: on a phone it is the one in view', async () => {
  serveCatalogue(COURSES)
  await renderList('/course-list')
  const priority = screen
    .getAllByTestId('course-card')
    .map((card) => card.querySelector('img')?.getAttribute('fetchpriority'))
  expect(priority).toEqual(['high', 'auto', 'auto', 'auto', 'auto', 'auto'])
})

test('10,000 courses render one page of cards until more are asked for', async () => {
  const many = Array.from({ length: 10_000 }, (_, index) => makeCourse(`bulk_${index}`, `Bulk Course ${index + 1}`))
  serveCatalogue(many)
  const { user } = await renderList('/course-list')
  expect(screen.getAllByTestId('course-card')).toHaveLength(COURSE_GRID_PAGE_SIZE)
  expect(screen.getByText(`Showing ${COURSE_GRID_PAGE_SIZE} of 10,000 courses`)).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Show more courses' }))
  expect(screen.getAllByTestId('course-card')).toHaveLength(COURSE_GRID_PAGE_SIZE * 2)
  // Keyboard users continue from the first card that was added.
  expect(document.activeElement).toHaveAccessibleName(new RegExp(`^Bulk Course ${COURSE_GRID_PAGE_SIZE + 1}\\b`))

  // Only the first pages animate, so the animation library never tracks thousands of cards.
  for (let page = 2; page < 5; page++) await user.click(screen.getByRole('button', { name: 'Show more courses' }))
  const cards = screen.getAllByTestId('course-card')
  expect(cards).toHaveLength(COURSE_GRID_PAGE_SIZE * 5)
  await waitFor(() => expect(cards[0]).toHaveAttribute('data-aos'))
  expect(cards[COURSE_GRID_PAGE_SIZE * 4 - 1]).toHaveAttribute('data-aos')
  expect(cards[COURSE_GRID_PAGE_SIZE * 4]).not.toHaveAttribute('data-aos')
})

test('a filtered list of many courses also starts with one page, and a new search starts from the first page again', async () => {
  const many = Array.from({ length: 200 }, (_, index) => makeCourse(`bulk_${index}`, `Bulk Course ${index + 1}`))
  serveCatalogue(many)
  const { user } = await renderList('/course-list/bulk')
  await user.click(screen.getByRole('button', { name: 'Show more courses' }))
  expect(screen.getAllByTestId('course-card')).toHaveLength(COURSE_GRID_PAGE_SIZE * 2)

  const input = screen.getByPlaceholderText('Serach for Courses')
  await user.clear(input)
  await user.type(input, 'course 1{Enter}')
  // "Course 1", "Course 10".."Course 19", "Course 100".."Course 199": 111 matches, one page shown.
  await waitFor(() => expect(screen.getByText(`Showing ${COURSE_GRID_PAGE_SIZE} of 111 courses`)).toBeInTheDocument())
  expect(screen.getAllByTestId('course-card')).toHaveLength(COURSE_GRID_PAGE_SIZE)
})

test('a new list draws the cards that can be in view in its own render, and the rest of the page right after', async () => {
  const many = Array.from({ length: 100 }, (_, index) =>
    makeCourse(`bulk_${index}`, `Bulk Course ${index + 1}`, { coursePrice: 1000 - index }),
  )
  serveCatalogue(many)
  await renderList('/course-list')
  await screen.findByText(`Showing ${COURSE_GRID_PAGE_SIZE} of 100 courses`)
  const sort = screen.getAllByRole<HTMLSelectElement>('combobox', { name: 'Sort by' })[0]
  if (!sort) throw new Error('expected the sort control')

  await outsideAct(async () => {
    // Dispatched by hand: fireEvent would wrap it in act, which runs the work left for later too.
    sort.value = 'price-asc'
    sort.dispatchEvent(new Event('change', { bubbles: true }))
    await microtasks()
    // The cheapest courses come last in the API's order.
    expect(cardTitles()).toEqual(
      Array.from({ length: FIRST_RENDER_CARD_COUNT }, (_, index) => `Bulk Course ${100 - index}`),
    )
    // The count and "Show more courses" wait for the page, or they would sit under its first cards for a moment.
    expect(screen.queryByRole('button', { name: 'Show more courses' })).not.toBeInTheDocument()
  })
  await waitFor(() => expect(screen.getAllByTestId('course-card')).toHaveLength(COURSE_GRID_PAGE_SIZE))
  expect(cardTitles()[COURSE_GRID_PAGE_SIZE - 1]).toBe(`Bulk Course ${100 - COURSE_GRID_PAGE_SIZE + 1}`)
  expect(screen.getByText(`Showing ${COURSE_GRID_PAGE_SIZE} of 100 courses`)).toBeInTheDocument()
})

test('cards animate on scroll for 800 ms with a 100 ms stagger per card that stops growing', async () => {
  serveCatalogue(Array.from({ length: 8 }, (_, index) => makeCourse(`a_${index}`, `Animated ${index}`)))
  await renderList('/course-list')
  await waitFor(() => expect(screen.getAllByTestId('course-card')[0]).toHaveAttribute('data-aos', 'fade-up'))
  const cards = screen.getAllByTestId('course-card')
  expect(cards.map((card) => card.getAttribute('data-aos-duration'))).toEqual(Array(8).fill('800'))
  expect(cards.map((card) => card.getAttribute('data-aos-delay'))).toEqual([
    null,
    '100',
    '200',
    '300',
    '400',
    '500',
    '500',
    '500',
  ])
})

test('under prefers-reduced-motion the cards carry no scroll animation', async () => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
  serveCatalogue(COURSES)
  await renderList('/course-list')
  // Once every import the page started has arrived and rendered, none of them attached the animation.
  await act(() => vi.dynamicImportSettled())
  for (const card of screen.getAllByTestId('course-card')) expect(card).not.toHaveAttribute('data-aos')
})
