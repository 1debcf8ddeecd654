import { screen, within } from '@testing-library/react'
import MyEnrollments from '../../../src/pages/learner/MyEnrollments'
import Player from '../../../src/pages/learner/Player'
import { routes } from '../../../src/config/paths'
import { recordFigures } from '../../fixtures/securityFigures'
import { renderApp, renderWithProviders } from '../../utils/render'
import { makeCourse, serveCatalogue, serveCourse } from '../../integration/catalogue/catalogueApi'
import { JS_COURSE, mockLearnerApi, type ApiCourse } from '../../integration/learner/learnerApi'
import { HOSTILE_DESCRIPTIONS, ordinaryLongDescription } from '../lib/hostileDescriptions'
// The course page is a lazy chunk: loaded with the file, so no test's wait includes compiling it.
import '../../../src/pages/learner/CourseDetails'

/*
 * What the screens do with content the API sends and no add-course rule checked: image addresses that
 * are not http(s) never reach an attribute (the placeholder shows instead), lecture links reach a link
 * only when they are http(s), and a description too deep or too long for the page is shown shortened,
 * with a note saying so.
 */

// The real player loads YouTube's IFrame API from the network.
vi.mock('react-youtube', () => ({ default: () => <div data-testid="youtube" /> }))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => Promise.resolve(),
}))

const UNSAFE_THUMBNAILS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'vbscript:msgbox(1)',
]
const SHORTENED_NOTE = /Description shortened/

/** Every attribute on the page whose value a browser would run or load as something other than http(s). */
function unsafeAttributes(): string[] {
  const found: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      if (
        /^\s*(?:j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|vbscript|data:(?!image\/(?:png|jpeg|gif|webp);))/i.test(
          attribute.value,
        )
      ) {
        found.push(`${element.tagName.toLowerCase()}[${attribute.name}]`)
      }
    }
  }
  return found
}

const figures = { tried: 0, unsafeAttributes: 0, fullDescriptions: 0, missingNotes: 0 }

afterAll(() => {
  const { tried, ...failures } = figures
  recordFigures(
    { file: 'contentOnScreens.test.tsx', title: 'unsafe addresses and unbounded descriptions on screens' },
    { row: 'content', tried, failures },
  )
})

test.each(UNSAFE_THUMBNAILS)('a course card with the thumbnail %j shows the placeholder', async (thumbnail) => {
  figures.tried += 1
  serveCatalogue([makeCourse('course_x', 'Hostile Thumbnail', { courseThumbnail: thumbnail })])
  renderApp({ route: '/course-list' })
  const card = (await screen.findByText('Hostile Thumbnail')).closest('li') as HTMLElement
  const image = card.querySelector('img')
  figures.unsafeAttributes += unsafeAttributes().length
  expect(image).not.toBeNull()
  expect(image).not.toHaveAttribute('src')
  expect(unsafeAttributes()).toEqual([])
})

test('the course page shows the placeholder for a javascript: thumbnail', async () => {
  figures.tried += 1
  serveCatalogue([])
  const course = makeCourse('course_x', 'Hostile Thumbnail', { courseThumbnail: 'javascript:alert(1)' })
  serveCourse(course)
  renderApp({ route: '/course/course_x' })
  await screen.findByRole('heading', { level: 1, name: 'Hostile Thumbnail' })
  figures.unsafeAttributes += unsafeAttributes().length
  expect(unsafeAttributes()).toEqual([])
})

const hostileCourse: ApiCourse = { ...JS_COURSE, courseThumbnail: 'javascript:alert(1)' }

test('My Enrollments shows the placeholder for a javascript: thumbnail', async () => {
  figures.tried += 1
  mockLearnerApi({ enrolled: [hostileCourse] })
  renderWithProviders(<MyEnrollments />, { route: '/my-enrollments', path: routes.myEnrollments, auth: { user: {} } })
  const table = await screen.findByRole('table')
  const [row] = within(table).getAllByRole('row').slice(1)
  figures.unsafeAttributes += unsafeAttributes().length
  expect(row?.querySelector('img[src]')).toBeNull()
  expect(unsafeAttributes()).toEqual([])
})

test('the player shows the placeholder for a javascript: thumbnail and never links a javascript: lecture', async () => {
  figures.tried += 1
  mockLearnerApi({ enrolled: [hostileCourse] })
  const { user } = renderWithProviders(<Player />, {
    route: '/player/course_js',
    path: routes.player,
    auth: { user: {} },
  })
  await user.click(await screen.findByRole('button', { name: /Going Further/ }))
  expect(unsafeAttributes()).toEqual([])
  // The lecture with the javascript: link is listed and opens, with nothing to click through to.
  await user.click(screen.getByRole('button', { name: 'Watch Broken link' }))
  expect(screen.getByText("This lecture's video link can't be played here")).toBeInTheDocument()
  figures.unsafeAttributes += unsafeAttributes().length
  expect(unsafeAttributes()).toEqual([])
})

test.each(HOSTILE_DESCRIPTIONS.slice(0, 3))(
  'the course page shortens a description of $name and says so',
  async ({ html }) => {
    figures.tried += 1
    serveCatalogue([])
    serveCourse(makeCourse('course_deep', 'Deep Description', { courseDescription: html }))
    renderApp({ route: '/course/course_deep' })
    await screen.findByRole('heading', { level: 1, name: 'Deep Description' })
    const section = screen.getByRole('region', { name: 'Course Description' })
    const shown = section.querySelectorAll('*').length
    if (shown > 5100) figures.fullDescriptions += 1
    if (!within(section).queryByText(SHORTENED_NOTE)) figures.missingNotes += 1

    expect(within(section).getByText(SHORTENED_NOTE)).toBeInTheDocument()
    expect(shown).toBeLessThanOrEqual(5100)
  },
  120_000,
)

test('a long ordinary description is shown whole, with no note', async () => {
  serveCatalogue([])
  serveCourse(makeCourse('course_long', 'Long Description', { courseDescription: ordinaryLongDescription(200) }))
  renderApp({ route: '/course/course_long' })
  await screen.findByRole('heading', { level: 1, name: 'Long Description' })
  const section = screen.getByRole('region', { name: 'Course Description' })
  expect(section.querySelectorAll('h2')).toHaveLength(51)
  expect(within(section).queryByText(SHORTENED_NOTE)).not.toBeInTheDocument()
})
