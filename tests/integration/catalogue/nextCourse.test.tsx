import { act, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { Course } from '../../../src/api/types'
import { queryKeys } from '../../../src/queries/keys'
import { server } from '../../mocks/server'
import { renderApp, type TestAuthOptions } from '../../utils/render'
import { holdAnswer } from '../holdAnswer'
import { DETAIL_COURSE, makeCourse, recordRequests, serveCatalogue, serveCourse, serveLearner } from './catalogueApi'
// Lazy chunks, loaded with the file so no test's wait includes compiling them.
import '../../../src/pages/learner/CourseDetails'
import '../../../src/components/learner/DidYouMean'

const ANANYA = { _id: 'user_educator', name: 'Ananya Krishnan' }
const DANIEL = { _id: 'user_daniel', name: 'Daniel Okafor' }
const rated = (...userIds: string[]) => userIds.map((userId) => ({ userId, rating: 4 }))

// The course page's course (raters u1, u2, u3) among the catalogue's courses.
const CURRENT = makeCourse(DETAIL_COURSE._id, DETAIL_COURSE.courseTitle, {
  educator: ANANYA,
  courseRatings: rated('u1', 'u2', 'u3'),
})
const CATALOGUE: Course[] = [
  makeCourse('react', 'React 19 in Practice', { educator: ANANYA, courseRatings: rated('u2', 'u9') }),
  makeCourse('python', 'Python for Data Analysis', { educator: DANIEL, courseRatings: rated('u1', 'u2', 'u3') }),
  CURRENT,
  makeCourse('typescript', 'TypeScript for JavaScript Developers', { educator: ANANYA }),
  makeCourse('sql', 'SQL Mastery', { educator: DANIEL, courseRatings: rated('u3', 'u1', 'u1') }),
  makeCourse('node', 'Node.js APIs', { educator: ANANYA, courseRatings: rated('u9') }),
  makeCourse('figma', 'UI Design in Figma', { educator: ANANYA, courseRatings: rated('u3') }),
  makeCourse('docker', 'Docker for Developers', { educator: ANANYA }),
  makeCourse('speaking', 'Public Speaking', { educator: DANIEL, courseRatings: rated('u8') }),
]

const cardTitles = (within_: HTMLElement) =>
  within(within_)
    .queryAllByTestId('course-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent)

async function openCourse(course: Course = CURRENT, auth: TestAuthOptions = {}) {
  serveCourse(course)
  const result = renderApp({ route: `/course/${course._id}`, auth })
  await screen.findByRole('heading', { level: 1, name: course.courseTitle })
  return result
}

const moreFrom = (name = 'Ananya Krishnan') => screen.findByRole('list', { name: `More from ${name}` })
const alsoRated = () => screen.findByRole('list', { name: 'Learners who rated this also rated' })

test('the course page shows four more courses by its educator, in the catalogue order, never itself', async () => {
  serveCatalogue(CATALOGUE)
  await openCourse()
  const list = await moreFrom()
  expect(screen.getByRole('heading', { level: 2, name: 'More from Ananya Krishnan' })).toBeInTheDocument()
  expect(cardTitles(list)).toEqual([
    'React 19 in Practice',
    'TypeScript for JavaScript Developers',
    'Node.js APIs',
    'UI Design in Figma',
  ])
  // The catalogue's own cards: each opens its course page.
  expect(within(list).getByRole('link', { name: /React 19 in Practice/ })).toHaveAttribute('href', '/course/react')
})

test('"Learners who rated this also rated": most shared raters first, ties in catalogue order, each card says how many', async () => {
  serveCatalogue(CATALOGUE)
  await openCourse()
  const list = await alsoRated()
  expect(cardTitles(list)).toEqual([
    'Python for Data Analysis',
    'SQL Mastery',
    'React 19 in Practice',
    'UI Design in Figma',
  ])
  const notes = within(list)
    .getAllByTestId('course-card')
    .map((card) => within(card).getByText(/shared rater/).textContent)
  // SQL Mastery's learner u1 rated it twice: counted once.
  expect(notes).toEqual(['3 shared raters', '2 shared raters', '1 shared rater', '1 shared rater'])
})

test('the signed-in learner\'s own courses are left out of "also rated", and the next ones take their places', async () => {
  serveCatalogue([...CATALOGUE, makeCourse('late', 'Late Course', { educator: DANIEL, courseRatings: rated('u2') })])
  serveLearner(['python'])
  await openCourse(CURRENT, { user: {} })
  const list = await alsoRated()
  await waitFor(() =>
    expect(cardTitles(list)).toEqual(['SQL Mastery', 'React 19 in Practice', 'UI Design in Figma', 'Late Course']),
  )
})

test('the page asks for no catalogue of its own: one request opened directly, none more coming from the list', async () => {
  serveCatalogue(CATALOGUE)
  serveCourse(CURRENT)
  const requests = recordRequests()
  const catalogueRequests = () => requests.filter((request) => new URL(request.url).pathname === '/api/course/all')
  const { user } = renderApp({ route: '/course-list' })
  const card = await screen.findByRole('link', { name: new RegExp(CURRENT.courseTitle) })
  expect(catalogueRequests()).toHaveLength(1)
  await user.click(card)
  await alsoRated()
  expect(await moreFrom()).toBeInTheDocument()
  expect(catalogueRequests()).toHaveLength(1)
})

test('opened directly, the course shows first; the sections follow when the catalogue arrives', async () => {
  const catalogue = holdAnswer()
  server.use(
    http.get('*/api/course/all', async () => {
      await catalogue.released
      return HttpResponse.json({ success: true, courses: CATALOGUE })
    }),
  )
  await openCourse()
  expect(screen.getByRole('heading', { level: 2, name: 'Course Structure' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: /More from/ })).not.toBeInTheDocument()
  catalogue.release()
  expect(await moreFrom()).toBeInTheDocument()
  expect(await alsoRated()).toBeInTheDocument()
})

test('a catalogue that failed to load: the course page works, the sections are absent', async () => {
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: false, message: 'The catalogue is resting' })),
  )
  const { user } = await openCourse()
  expect(await screen.findByText('The catalogue is resting')).toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: /More from/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Learners who rated this also rated' })).not.toBeInTheDocument()
  // The rest of the page is all there and works.
  expect(screen.getByRole('heading', { level: 2, name: 'Course Description' })).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Share' }))
})

test('with no other course by the educator and no shared rater, neither section shows', async () => {
  const alone = makeCourse('alone', 'A Course of Its Own', { educator: { _id: 'solo', name: 'Solo Educator' } })
  serveCatalogue([alone, makeCourse('other', 'Another Course', { educator: DANIEL, courseRatings: rated('u1') })])
  const { queryClient } = await openCourse(alone)
  // Once the catalogue is in the cache, the render that brings it has run.
  await waitFor(() => expect(queryClient.getQueryData(queryKeys.courses)).toHaveLength(2))
  await act(async () => {})
  expect(screen.queryByRole('heading', { name: /More from/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('heading', { name: 'Learners who rated this also rated' })).not.toBeInTheDocument()
})

test('an educator with 500 courses: four cards', async () => {
  const many = Array.from({ length: 500 }, (_, index) =>
    makeCourse(`many_${index}`, `Course Number ${index}`, { educator: ANANYA }),
  )
  serveCatalogue([CURRENT, ...many])
  await openCourse()
  expect(cardTitles(await moreFrom())).toEqual([
    'Course Number 0',
    'Course Number 1',
    'Course Number 2',
    'Course Number 3',
  ])
})

test("the educator's name is shown as written, even when it looks like a message's markup", async () => {
  const name = '<0>Ana</0> & {educator}'
  const course = makeCourse('odd', 'Odd Names 101', { educator: { _id: 'odd_edu', name } })
  serveCatalogue([course, makeCourse('odd2', 'Odd Names 102', { educator: { _id: 'odd_edu', name } })])
  await openCourse(course)
  expect(await moreFrom(name)).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: `More from ${name}` })).toBeInTheDocument()
})

// --- Did you mean --------------------------------------------------------------------------------------------------

const SEARCHED = [
  makeCourse('js', 'JavaScript Essentials'),
  makeCourse('ts', 'TypeScript for JavaScript Developers'),
  makeCourse('py', 'Python for Data Analysis'),
  makeCourse('ml', 'Machine Learning Foundations'),
  makeCourse('hi', 'पायथन प्रोग्रामिंग की शुरुआत'),
]

async function search(term: string, query = '') {
  const result = renderApp({ route: `/course-list/${encodeURIComponent(term)}${query}` })
  await screen.findByText('No courses available at the moment.')
  return result
}

test('a search with a typo keeps the empty text and offers "Did you mean" with links to the closest courses', async () => {
  serveCatalogue(SEARCHED)
  const { user, location } = await search('javscript')
  const suggestions = await screen.findByRole('list', { name: 'Did you mean' })
  const links = within(suggestions).getAllByRole('link')
  expect(links.map((link) => link.textContent)).toEqual([
    'JavaScript Essentials',
    'TypeScript for JavaScript Developers',
  ])
  expect(links[0]).toHaveAttribute('href', '/course/js')
  // The spec's text is unchanged, and the suggestions are part of the same empty state.
  expect(screen.getByText('Did you mean').closest('.border-dashed')).toBe(
    screen.getByText('No courses available at the moment.').closest('.border-dashed'),
  )
  serveCourse(SEARCHED[0]!)
  await user.click(links[0]!)
  await waitFor(() => expect(location()).toBe('/course/js'))
  expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Essentials' })).toBeInTheDocument()
})

test('several words with typos, in any order, find their course', async () => {
  serveCatalogue(SEARCHED)
  await search('lerning machne')
  const suggestions = await screen.findByRole('list', { name: 'Did you mean' })
  expect(
    within(suggestions)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Machine Learning Foundations'])
})

test('a term close to no title offers nothing beyond the empty text', async () => {
  serveCatalogue(SEARCHED)
  await search('cooking')
  await act(() => vi.dynamicImportSettled())
  expect(screen.queryByText('Did you mean')).not.toBeInTheDocument()
})

test('when the term matches titles and only the filters empty the list, "Clear filters" shows and no suggestion', async () => {
  serveCatalogue(SEARCHED)
  await search('python', '?free=1')
  const empty = screen.getByText('No courses available at the moment.').parentElement!
  expect(within(empty).getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  await act(() => vi.dynamicImportSettled())
  expect(screen.queryByText('Did you mean')).not.toBeInTheDocument()
})

test('a Devanagari term with a missed vowel sign finds the Devanagari title', async () => {
  serveCatalogue(SEARCHED)
  await search('पायथन प्रोग्रमिंग')
  const suggestions = await screen.findByRole('list', { name: 'Did you mean' })
  expect(within(suggestions).getByRole('link')).toHaveTextContent('पायथन प्रोग्रामिंग की शुरुआत')
})

test('a search of one character, or of 500, keeps the empty state and offers nothing', async () => {
  serveCatalogue(SEARCHED)
  const { unmount } = await search('q')
  await act(() => vi.dynamicImportSettled())
  expect(screen.queryByText('Did you mean')).not.toBeInTheDocument()
  unmount()
  await search('javscript '.repeat(50).trim())
  await act(() => vi.dynamicImportSettled())
  expect(screen.queryByText('Did you mean')).not.toBeInTheDocument()
})
