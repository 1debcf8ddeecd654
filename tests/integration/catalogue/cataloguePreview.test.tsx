import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { Course } from '../../../src/api/types'
import { COURSE_GRID_PAGE_SIZE } from '../../../src/config/constants'
import { EARLY_CATALOGUE_GLOBAL, type EarlyCatalogue } from '../../../src/lib/earlyCatalogue'
import { readCataloguePreview } from '../../../src/queries/cataloguePreview'
import { server } from '../../mocks/server'
import { renderApp } from '../../utils/render'
import { makeCourse } from './catalogueApi'

const PREVIEW_KEY = 'edemy.catalogue-preview'
const CATALOGUE = Array.from({ length: 30 }, (_, index) =>
  makeCourse(`c${index + 1}`, `Course number ${index + 1}`, { coursePrice: 100 - index }),
)

/** Answers the catalogue only once `release` is called (or fails it), so the preview's moment can be seen. */
function holdCatalogue(courses: Course[]) {
  let release!: (outcome: 'answer' | 'fail') => void
  const released = new Promise<'answer' | 'fail'>((resolve) => (release = resolve))
  server.use(
    http.get('*/api/course/all', async () =>
      (await released) === 'answer'
        ? HttpResponse.json({ success: true, courses } as JsonBodyType)
        : HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
    ),
  )
  return release
}

const keepPreview = (courses: Course[], total: number) =>
  localStorage.setItem(PREVIEW_KEY, JSON.stringify({ courses, total }))

function cardTitles(): string[] {
  return screen.queryAllByTestId('course-card').map((card) => within(card).getByRole('heading').textContent ?? '')
}

test('a full catalogue answer keeps its first page and its size for the next visit', async () => {
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: CATALOGUE } as JsonBodyType)),
  )
  renderApp({ route: '/course-list' })
  await screen.findByText('30 courses')
  await waitFor(() => expect(localStorage.getItem(PREVIEW_KEY)).not.toBeNull())
  const kept = JSON.parse(localStorage.getItem(PREVIEW_KEY)!) as { courses: Course[]; total: number }
  expect(kept.total).toBe(30)
  expect(kept.courses.map((course) => course._id)).toEqual(
    CATALOGUE.slice(0, COURSE_GRID_PAGE_SIZE).map((course) => course._id),
  )
})

test('a returning visitor sees the kept first page at once; the catalogue replaces it in place', async () => {
  keepPreview(CATALOGUE.slice(0, COURSE_GRID_PAGE_SIZE), 30)
  const release = holdCatalogue(CATALOGUE)
  renderApp({ route: '/course-list' })

  // The count waits for the whole catalogue; the line says so meanwhile.
  expect(await screen.findByText('Loading more courses…')).toBeInTheDocument()
  expect(screen.queryByText('Loading courses…')).not.toBeInTheDocument()
  expect(cardTitles()).toEqual(CATALOGUE.slice(0, COURSE_GRID_PAGE_SIZE).map((course) => course.courseTitle))
  const firstCard = screen.getAllByTestId('course-card')[0]
  // Only the catalogue can show more than the kept page.
  expect(screen.queryByRole('button', { name: 'Show more courses' })).not.toBeInTheDocument()

  release('answer')
  expect(await screen.findByText('30 courses')).toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Show more courses' })).toBeInTheDocument()
  expect(screen.getByText(`Showing ${COURSE_GRID_PAGE_SIZE} of 30 courses`)).toBeInTheDocument()
  // The same card element: the grid kept its place rather than starting again.
  expect(screen.getAllByTestId('course-card')[0]).toBe(firstCard)
})

test('a changed catalogue replaces the kept cards with its own', async () => {
  keepPreview([makeCourse('gone', 'A course since removed')], 1)
  const release = holdCatalogue(CATALOGUE.slice(0, 3))
  renderApp({ route: '/course-list' })
  expect(await screen.findByText('Loading more courses…')).toBeInTheDocument()
  expect(cardTitles()).toEqual(['A course since removed'])

  release('answer')
  expect(await screen.findByText('3 courses')).toBeInTheDocument()
  expect(cardTitles()).toEqual(['Course number 1', 'Course number 2', 'Course number 3'])
})

test('a sorted, filtered or searched list waits for the catalogue instead of showing the kept page', async () => {
  keepPreview(CATALOGUE.slice(0, COURSE_GRID_PAGE_SIZE), 30)
  holdCatalogue(CATALOGUE)
  for (const route of ['/course-list?sort=price-asc', '/course-list?minRating=4', '/course-list/number%202']) {
    const view = renderApp({ route })
    expect(await screen.findByText('Loading courses…')).toBeInTheDocument()
    expect(screen.queryAllByTestId('course-card')).toHaveLength(0)
    view.unmount()
  }
})

test('when the catalogue fails, its error replaces the kept page', async () => {
  keepPreview(CATALOGUE.slice(0, COURSE_GRID_PAGE_SIZE), 30)
  const release = holdCatalogue(CATALOGUE)
  renderApp({ route: '/course-list' })
  expect(await screen.findByText('Loading more courses…')).toBeInTheDocument()

  release('fail')
  expect(await screen.findByRole('heading', { name: 'Courses could not be loaded' })).toBeInTheDocument()
  expect(screen.queryAllByTestId('course-card')).toHaveLength(0)
})

test('Home shows the kept first courses as its featured courses while the catalogue loads', async () => {
  keepPreview(CATALOGUE.slice(0, COURSE_GRID_PAGE_SIZE), 30)
  holdCatalogue(CATALOGUE)
  renderApp({ route: '/' })
  const featured = await screen.findByRole('list', { name: 'Featured courses' })
  expect(
    within(featured)
      .getAllByTestId('course-card')
      .map((card) => within(card).getByRole('heading').textContent),
  ).toEqual(CATALOGUE.slice(0, 4).map((course) => course.courseTitle))
})

test.each([
  ['not JSON', '{courses'],
  ['an old shape', JSON.stringify([{ _id: 'c1' }])],
  ['more courses than a page', JSON.stringify({ courses: CATALOGUE, total: 30 })],
  ['a total below its courses', JSON.stringify({ courses: CATALOGUE.slice(0, 3), total: 2 })],
  ['a course that fails the answer check', JSON.stringify({ courses: [{ _id: 'c1', courseTitle: 7 }], total: 1 })],
])('a kept preview holding %s is ignored: the list shows its loading state', async (_case, stored) => {
  localStorage.setItem(PREVIEW_KEY, stored)
  holdCatalogue(CATALOGUE)
  renderApp({ route: '/course-list' })
  expect(await screen.findByText('Loading courses…')).toBeInTheDocument()
  expect(screen.queryAllByTestId('course-card')).toHaveLength(0)
})

test('the kept preview (what decides how the app renders first) is none when nothing is kept, what is kept fails the check, or storage is blocked', () => {
  expect(readCataloguePreview()).toBeNull()
  keepPreview(CATALOGUE.slice(0, 2), 30)
  expect(readCataloguePreview()?.courses.map((course) => course._id)).toEqual(['c1', 'c2'])
  expect(readCataloguePreview()?.total).toBe(30)
  localStorage.setItem(PREVIEW_KEY, JSON.stringify({ courses: [{ _id: 'c1', courseTitle: 7 }], total: 1 }))
  expect(readCataloguePreview()).toBeNull()
  const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  try {
    expect(readCataloguePreview()).toBeNull()
  } finally {
    getItem.mockRestore()
  }
})

test('blocked storage means no preview and no error', async () => {
  const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError')
  })
  try {
    server.use(
      http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: CATALOGUE } as JsonBodyType)),
    )
    renderApp({ route: '/course-list' })
    expect(await screen.findByText('30 courses')).toBeInTheDocument()
  } finally {
    getItem.mockRestore()
    setItem.mockRestore()
  }
})

describe('a first visit whose first cards index.html drew before the app started', () => {
  /** What index.html's first-visit code leaves when it has drawn `courses` (src/firstVisitCards.ts). */
  const leaveDrawn = (drawn: unknown[]) => {
    const early: EarlyCatalogue = { url: '', answer: null, abort: () => {}, drawn, stopped: false }
    ;(window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL] = early
    return early
  }
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_CATALOGUE_GLOBAL]
  })

  test('the first render shows the same courses, and index.html draws no more; the catalogue then takes their place', async () => {
    const early = leaveDrawn(CATALOGUE.slice(0, 4))
    const release = holdCatalogue(CATALOGUE)
    renderApp({ route: '/course-list' })
    expect(await screen.findByText('Loading more courses…')).toBeInTheDocument()
    expect(cardTitles()).toEqual(CATALOGUE.slice(0, 4).map((course) => course.courseTitle))
    expect(early.stopped).toBe(true)
    const firstCard = screen.getAllByTestId('course-card')[0]

    release('answer')
    expect(await screen.findByText('30 courses')).toBeInTheDocument()
    expect(cardTitles()).toHaveLength(COURSE_GRID_PAGE_SIZE)
    expect(screen.getAllByTestId('course-card')[0]).toBe(firstCard)
  })

  test('courses kept from a last visit come first: what was drawn is used only when nothing is kept', () => {
    leaveDrawn(CATALOGUE.slice(5, 7))
    expect(readCataloguePreview()?.courses.map((course) => course._id)).toEqual(['c6', 'c7'])
    keepPreview(CATALOGUE.slice(0, 2), 30)
    expect(readCataloguePreview()?.courses.map((course) => course._id)).toEqual(['c1', 'c2'])
  })

  test.each([
    ['nothing drawn', []],
    ['a drawn course that fails the answer check', [{ _id: 'c1', courseTitle: 7 }]],
    ['more than a page', CATALOGUE],
  ])('%s: no preview, the list shows its loading state', async (_case, drawn) => {
    leaveDrawn(drawn)
    expect(readCataloguePreview()).toBeNull()
    holdCatalogue(CATALOGUE)
    renderApp({ route: '/course-list' })
    expect(await screen.findByText('Loading courses…')).toBeInTheDocument()
  })
})
