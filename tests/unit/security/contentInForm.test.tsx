import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { CONTENT_MESSAGES } from '../../../src/domain/courseSchema'
import { recordFigures } from '../../fixtures/securityFigures'
import { server } from '../../mocks/server'
import { renderApp } from '../../utils/render'
import { EDUCATOR, serveAppStart } from '../../integration/educator/educatorTestUtils'
import { HOSTILE_DESCRIPTIONS } from '../lib/hostileDescriptions'
// The page and its editor are lazy chunks: loaded with the file, so no test's wait includes compiling them.
import '../../../src/pages/educator/Educator'
import '../../../src/pages/educator/AddCourse'
import '../../../src/components/educator/RichTextEditor'

vi.mock('react-quill-new', () => import('../../integration/educator/quillMock'))

/*
 * The add-course form refuses what the local API refuses, with the same sentence next to the field and
 * no upload: titles of invisible characters, and descriptions nested or sized beyond the rule.
 */

let uploads = 0
beforeEach(() => {
  serveAppStart()
  uploads = 0
  server.use(
    http.post('*/api/educator/add-course', () => {
      uploads += 1
      return HttpResponse.json({ success: true, message: 'Course Added' })
    }),
  )
})

const figures = { tried: 0, uploads: 0, missingMessages: 0 }

afterAll(() => {
  const { tried, ...failures } = figures
  recordFigures(
    { file: 'contentInForm.test.tsx', title: 'add-course form content rules' },
    { row: 'content', tried, failures },
  )
})

async function renderForm() {
  const result = renderApp({ route: '/educator/add-course', auth: { user: EDUCATOR } })
  await screen.findByRole('textbox', { name: 'Course Description' })
  return result
}

type User = ReturnType<typeof renderApp>['user']

/** Adds a chapter through the prompt and opens its lecture dialog with a valid lecture typed in. */
async function openLectureDialog(user: User, chapterTitle: string, lectureTitle: string): Promise<HTMLElement> {
  vi.spyOn(window, 'prompt').mockReturnValueOnce(chapterTitle)
  await user.click(screen.getByRole('button', { name: '+ Add Chapter' }))
  await user.click(await screen.findByRole('button', { name: /^\+ Add Lectures to chapter/ }))
  const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' })
  fireEvent.change(within(dialog).getByLabelText('Lecture Title'), { target: { value: lectureTitle } })
  fireEvent.change(within(dialog).getByLabelText('Duration (minutes)'), { target: { value: '5' } })
  fireEvent.change(within(dialog).getByLabelText('Lecture URL'), { target: { value: 'https://youtu.be/abcdefghijk' } })
  return dialog
}

/** Fills in a course with one chapter and lecture, and presses ADD. */
async function submitCourse(user: User, course: { title: string; chapter?: string; description?: string }) {
  fireEvent.change(screen.getByLabelText('Course Title'), { target: { value: course.title } })
  if (course.description !== undefined) {
    fireEvent.change(screen.getByRole('textbox', { name: 'Course Description' }), {
      target: { value: course.description },
    })
  }
  const dialog = await openLectureDialog(user, course.chapter ?? 'Basics', 'Intro')
  await user.click(within(dialog).getByRole('button', { name: 'ADD' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  await user.click(screen.getByRole('button', { name: 'ADD' }))
}

test('a course title of zero-width and bidi characters is refused next to the field, and nothing is sent', async () => {
  figures.tried += 1
  const { user } = await renderForm()
  await submitCourse(user, { title: '\u200B\u202E\u2066\u200D' })

  const title = screen.getByLabelText('Course Title')
  if (!screen.queryByText(CONTENT_MESSAGES.courseTitleVisible)) figures.missingMessages += 1
  figures.uploads += uploads
  expect(title).toHaveAccessibleDescription(CONTENT_MESSAGES.courseTitleVisible)
  expect(title).toHaveFocus()
  expect(uploads).toBe(0)
})

test('a chapter named only with zero-width characters is refused on submit with the API’s sentence', async () => {
  figures.tried += 1
  const { user } = await renderForm()
  await submitCourse(user, { title: 'Visible', chapter: '\u200B\u200C' })

  const message = `Chapter 1: ${CONTENT_MESSAGES.chapterTitleVisible}`
  if (!screen.queryByText(message)) figures.missingMessages += 1
  figures.uploads += uploads
  expect(screen.getByText(message)).toBeInTheDocument()
  expect(uploads).toBe(0)
})

test('a lecture titled only with invisible characters is refused in the lecture dialog', async () => {
  figures.tried += 1
  const { user } = await renderForm()
  const dialog = await openLectureDialog(user, 'Basics', '\u2060\u00AD\u200F')
  await user.click(within(dialog).getByRole('button', { name: 'ADD' }))

  if (!within(dialog).queryByText(CONTENT_MESSAGES.lectureTitleVisible)) figures.missingMessages += 1
  expect(within(dialog).getByLabelText('Lecture Title')).toHaveAccessibleDescription(
    CONTENT_MESSAGES.lectureTitleVisible,
  )
  expect(screen.getByRole('dialog', { name: 'Add Lecture' })).toBeInTheDocument()
})

test.each(HOSTILE_DESCRIPTIONS)(
  'a description of $name is refused under the editor with the API’s sentence, and nothing is sent',
  async ({ html }) => {
    figures.tried += 1
    const { user } = await renderForm()
    await submitCourse(user, { title: 'Visible', description: html })

    const message = screen.queryByText(CONTENT_MESSAGES.descriptionStructure)
    if (!message) figures.missingMessages += 1
    figures.uploads += uploads
    expect(message).toBeInTheDocument()
    expect(message).toHaveFocus()
    expect(uploads).toBe(0)
  },
)
