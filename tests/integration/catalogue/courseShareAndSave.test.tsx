import { screen, waitFor } from '@testing-library/react'
import { renderApp } from '../../utils/render'
import { DETAIL_COURSE, recordRequests, serveCatalogue, serveCourse } from './catalogueApi'
import { personalStorageKey } from '../../../src/lib/storage'
// The course page is a lazy chunk: loaded with the file, so no test's wait includes compiling it.
import '../../../src/pages/learner/CourseDetails'

const TITLE = DETAIL_COURSE.courseTitle
const COURSE_URL = `http://localhost:3000/course/${DETAIL_COURSE._id}`

beforeEach(() => {
  serveCatalogue([DETAIL_COURSE])
  serveCourse(DETAIL_COURSE)
})

const stubbed: string[] = []
/** Gives the page's navigator a share and a clipboard (after render: user-event installs its own clipboard). */
function stubNavigator(members: { share?: unknown; clipboard?: unknown }) {
  for (const [name, value] of Object.entries(members)) {
    Object.defineProperty(navigator, name, { value, configurable: true })
    stubbed.push(name)
  }
}

afterEach(() => {
  for (const name of stubbed.splice(0)) delete (navigator as unknown as Record<string, unknown>)[name]
})

async function renderCourse() {
  const result = renderApp({ route: `/course/${DETAIL_COURSE._id}` })
  await screen.findByRole('heading', { level: 1, name: TITLE })
  return result
}

test('the course page saves and removes the course without a network call', async () => {
  const { user } = await renderCourse()
  const requests = recordRequests()
  await user.click(screen.getByRole('button', { name: `Save ${TITLE}` }))
  const remove = screen.getByRole('button', { name: `Remove ${TITLE} from saved` })
  expect(remove).toHaveAttribute('aria-pressed', 'true')
  expect(JSON.parse(localStorage.getItem(personalStorageKey('saved-courses', null)) ?? '')).toEqual([DETAIL_COURSE._id])
  await user.click(remove)
  expect(screen.getByRole('button', { name: `Save ${TITLE}` })).toHaveAttribute('aria-pressed', 'false')
  expect(requests).toEqual([])
})

test('"Share" uses the Web Share API with the course title and link where the browser has it', async () => {
  const share = vi.fn(async () => {})
  const writeText = vi.fn(async () => {})
  const { user } = await renderCourse()
  stubNavigator({ share, clipboard: { writeText } })
  await user.click(screen.getByRole('button', { name: 'Share' }))
  await waitFor(() => expect(share).toHaveBeenCalledWith({ title: TITLE, url: COURSE_URL }))
  expect(writeText).not.toHaveBeenCalled()
  expect(screen.queryByText('Link copied')).not.toBeInTheDocument()
})

test('closing the share sheet is not an error and copies nothing', async () => {
  const share = vi.fn(async () => {
    throw new DOMException('cancelled', 'AbortError')
  })
  const writeText = vi.fn(async () => {})
  const { user } = await renderCourse()
  stubNavigator({ share, clipboard: { writeText } })
  await user.click(screen.getByRole('button', { name: 'Share' }))
  await waitFor(() => expect(share).toHaveBeenCalled())
  expect(writeText).not.toHaveBeenCalled()
})

test('without the Web Share API the link is copied and a toast says "Link copied"', async () => {
  const writeText = vi.fn(async () => {})
  const { user } = await renderCourse()
  stubNavigator({ share: undefined, clipboard: { writeText } })
  await user.click(screen.getByRole('button', { name: 'Share' }))
  expect(await screen.findByText('Link copied')).toBeInTheDocument()
  expect(writeText).toHaveBeenCalledWith(COURSE_URL)
})

test('when the link can be neither shared nor copied, a toast says to copy it from the address bar', async () => {
  const writeText = vi.fn(async () => {
    throw new DOMException('denied', 'NotAllowedError')
  })
  const { user } = await renderCourse()
  stubNavigator({ share: undefined, clipboard: { writeText } })
  await user.click(screen.getByRole('button', { name: 'Share' }))
  expect(await screen.findByText('The link could not be copied. Copy it from the address bar.')).toBeInTheDocument()
})

test('a course the catalogue answer does not list yet can still be saved from its page', async () => {
  serveCatalogue([])
  const { user } = await renderCourse()
  await user.click(screen.getByRole('button', { name: `Save ${TITLE}` }))
  expect(screen.getByRole('button', { name: `Remove ${TITLE} from saved` })).toHaveAttribute('aria-pressed', 'true')
})
