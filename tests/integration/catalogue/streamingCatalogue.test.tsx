import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Course } from '../../../src/api/types'
import { server } from '../../mocks/server'
import { renderApp } from '../../utils/render'
import { makeCourse } from './catalogueApi'

const CATALOGUE = Array.from({ length: 60 }, (_, index) =>
  makeCourse(`c${index + 1}`, `Course number ${index + 1}`, { coursePrice: 100 + index }),
)

/**
 * Serves the catalogue as a stream that sends the courses before `split` at once and holds the rest until told:
 * `release('rest')` sends them and ends the answer, `release('drop')` drops the connection, `release('refuse')`
 * ends it with success:false. Each request is a new stream; `requests` counts them.
 */
function dripCatalogue(courses: Course[], split: number) {
  const state = { requests: 0, release: (_how: 'rest' | 'drop' | 'refuse') => {} }
  const holds: Array<(how: 'rest' | 'drop' | 'refuse') => void> = []
  state.release = (how) => holds.shift()?.(how)
  server.use(
    http.get('*/api/course/all', () => {
      state.requests += 1
      const encoder = new TextEncoder()
      const courseText = (list: Course[]) => list.map((course) => JSON.stringify(course)).join(',')
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(`{"success":true,"courses":[${courseText(courses.slice(0, split))}`))
          holds.push((how) => {
            if (how === 'drop') return controller.error(new TypeError('terminated'))
            const rest = courseText(courses.slice(split))
            const tail = how === 'refuse' ? '],"success":false,"message":"Catalogue offline"}' : ']}'
            controller.enqueue(encoder.encode(`${rest === '' ? '' : `,${rest}`}${tail}`))
            controller.close()
          })
        },
      })
      return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return state
}

/** The course list's count line. */
const countLine = () => within(screen.getByRole('region', { name: 'Courses' })).getByRole('status')

const titles = () =>
  screen.queryAllByTestId('course-card').map((card) => within(card).getByRole('heading').textContent ?? '')

test('the first cards show while the answer is still open, and the rest join without moving them', async () => {
  const drip = dripCatalogue(CATALOGUE, 30)
  renderApp({ route: '/course-list' })
  expect(await screen.findByText('Course number 1')).toBeInTheDocument()
  expect(countLine()).toHaveTextContent('Loading more courses…')
  expect(screen.queryByText('Loading courses…')).not.toBeInTheDocument()
  const firstCard = screen.getAllByTestId('course-card')[0]

  drip.release('rest')
  await waitFor(() => expect(screen.getByText('60 courses')).toHaveAttribute('role', 'status'))
  expect(screen.getAllByTestId('course-card')[0]).toBe(firstCard)
  expect(drip.requests).toBe(1)
})

test('"Learn from the best" shows its 4 courses as soon as they have arrived', async () => {
  dripCatalogue(CATALOGUE, 4)
  renderApp({ route: '/' })
  const featured = await screen.findByRole('list', { name: 'Featured courses' })
  expect(within(featured).getAllByTestId('course-card')).toHaveLength(4)
})

test('a search term applies to the courses that have arrived, in the API order', async () => {
  const drip = dripCatalogue(CATALOGUE, 30)
  renderApp({ route: '/course-list/number%202' })
  // The first cards in view come first, the rest of what has arrived a moment later.
  await waitFor(() =>
    expect(titles()).toEqual([
      'Course number 2',
      ...Array.from({ length: 10 }, (_, index) => `Course number ${20 + index}`),
    ]),
  )
  drip.release('rest')
  await screen.findByText('11 courses')
  expect(titles()).toContain('Course number 29')
})

test('a sort waits for the whole catalogue and says so; it applies once the last course is in', async () => {
  const drip = dripCatalogue(CATALOGUE, 30)
  renderApp({ route: '/course-list?sort=price-desc' })
  await screen.findByText('Course number 1')
  expect(countLine()).toHaveTextContent('Loading more courses… Sorting when all courses have loaded')
  // The sort control is usable meanwhile.
  expect(screen.getAllByRole('combobox', { name: 'Sort by' })[0]).toBeEnabled()

  drip.release('rest')
  await screen.findByText('60 courses')
  expect(titles()[0]).toBe('Course number 60')
})

test('a connection dropped partway keeps the courses shown, says the catalogue is incomplete, and Try again loads it once', async () => {
  const drip = dripCatalogue(CATALOGUE, 30)
  const { user } = renderApp({ route: '/course-list' })
  await screen.findByText('Course number 1')
  drip.release('drop')

  const said = await screen.findByText('The catalogue is incomplete: only the courses below arrived.')
  const notice = said.closest<HTMLElement>('[role="alert"]')!
  expect(notice).toHaveTextContent('Could not reach the server.')
  expect(screen.getAllByTestId('course-card').length).toBeGreaterThan(0)
  // Not asked again behind the learner's back: the courses are on screen, and they choose.
  expect(drip.requests).toBe(1)

  await user.click(within(notice).getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(drip.requests).toBe(2))
  await waitFor(() => expect(screen.queryByText(/The catalogue is incomplete/)).not.toBeInTheDocument())
  expect(screen.getByText('Course number 1')).toBeInTheDocument()
  drip.release('rest')
  expect(await screen.findByText('60 courses')).toBeInTheDocument()
  expect(drip.requests).toBe(2)
})

test('an answer that ends with success:false is an error as before, whatever courses came first', async () => {
  const drip = dripCatalogue(CATALOGUE, 30)
  renderApp({ route: '/course-list' })
  await screen.findByText('Course number 1')
  drip.release('refuse')
  const heading = await screen.findByRole('heading', { name: 'Courses could not be loaded' })
  expect(heading.closest('[role="alert"]')).toHaveTextContent('Catalogue offline')
  expect(screen.queryAllByTestId('course-card')).toHaveLength(0)
})

test('with courses on screen, Try again asks once: a failure then is not retried behind the learner', async () => {
  const drip = dripCatalogue(CATALOGUE, 30)
  const { user } = renderApp({ route: '/course-list' })
  await screen.findByText('Course number 1')
  drip.release('drop')
  await screen.findByText('The catalogue is incomplete: only the courses below arrived.')

  let requests = 0
  server.use(
    http.get('*/api/course/all', () => {
      requests += 1
      return new HttpResponse('busy', { status: 503 })
    }),
  )
  await user.click(screen.getByRole('button', { name: 'Try again' }))
  // The notice names the new failure only once no retry is left to make: with retries, that is after three requests.
  const said = await screen.findByText('The catalogue is incomplete: only the courses below arrived.')
  await waitFor(() => expect(said.parentElement).toHaveTextContent('The service is temporarily unavailable.'))
  expect(requests).toBe(1)
  expect(screen.getByText('Course number 1')).toBeInTheDocument()
})
