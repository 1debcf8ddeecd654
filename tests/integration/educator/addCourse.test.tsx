import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer'
import { THUMBNAIL_MAX_BYTES } from '../../../src/config/constants'
import { personalStorageKey } from '../../../src/lib/storage'
import { server } from '../../mocks/server'
import { allowConsoleErrors } from '../../utils/console'
import { renderApp, TEST_TOKEN } from '../../utils/render'
import { GIF_BYTES, JPEG_BYTES, PDF_BYTES, PNG_BYTES, SVG_TEXT, WEBP_BYTES } from '../../fixtures/educator/educatorData'
import { holdAnswer } from '../holdAnswer'
import { activateHindi } from '../../utils/hindi'
import { formatDuration } from '../../../src/domain/duration'
import { EDUCATOR, recordRequests, serveAppStart, stopRecording } from './educatorTestUtils'
// The page and its editor are lazy chunks: loaded with the file, so no test's wait includes compiling them.
import '../../../src/pages/educator/Educator'
import '../../../src/pages/educator/AddCourse'
import '../../../src/components/educator/RichTextEditor'

vi.mock('react-quill-new', () => import('./quillMock'))

const DRAFT_KEY = personalStorageKey('add-course-draft', 'user_educator')
/** Where releases before the personal key kept the draft. */
const OLD_DRAFT_KEY = 'edemy.add-course-draft.user_educator'
const NO_THUMBNAIL = 'Please upload course thumbnail'

/*
 * jsdom's File cannot be read by Node's fetch stack: through MSW its bytes arrive as "undefined" with
 * the name "blob". The browser's own FormData/File/Blob behave like Node's, so the multipart wire is
 * checked with those: the bytes and the file name then cross exactly as they would in Chromium.
 */
async function useNodeFormData() {
  const nodeForm = await new Response(new URLSearchParams('probe=1')).formData()
  vi.stubGlobal('FormData', nodeForm.constructor)
  vi.stubGlobal('File', NodeFile)
  vi.stubGlobal('Blob', NodeBlob)
}

let objectUrls = 0
beforeEach(async () => {
  await useNodeFormData()
  serveAppStart()
  objectUrls = 0
  // jsdom has no object URLs; the preview only needs a distinct address per file.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => `blob:preview-${++objectUrls}`),
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() })
})
afterEach(() => {
  vi.unstubAllGlobals()
  stopRecording()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

type Received = { form: FormData; authorization: string | null }

/** Serves add-course with `answer` and keeps what each request carried. */
function serveAddCourse(
  answer: (form: FormData) => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, message: 'Course Added' }),
) {
  const received: Received[] = []
  server.use(
    http.post('*/api/educator/add-course', async ({ request }) => {
      const form = await request.formData()
      received.push({ form, authorization: request.headers.get('Authorization') })
      return answer(form)
    }),
  )
  return received
}

async function renderAddCourse() {
  const result = renderApp({ route: '/educator/add-course', auth: { user: EDUCATOR } })
  await screen.findByRole('heading', { level: 1, name: 'Add Course' })
  await screen.findByRole('textbox', { name: 'Course Description' })
  return result
}

const field = {
  title: () => screen.getByLabelText('Course Title') as HTMLInputElement,
  description: () => screen.getByRole('textbox', { name: 'Course Description' }) as HTMLTextAreaElement,
  price: () => screen.getByLabelText('Course Price') as HTMLInputElement,
  discount: () => screen.getByLabelText('Discount %') as HTMLInputElement,
  thumbnail: () => screen.getByLabelText('Course Thumbnail') as HTMLInputElement,
  submit: () => screen.getByRole('button', { name: 'ADD' }),
}

function answerPrompt(...answers: (string | null)[]) {
  const prompt = vi.spyOn(window, 'prompt')
  for (const answer of answers) prompt.mockReturnValueOnce(answer)
  return prompt
}

async function addChapter(user: UserEvent, title: string) {
  answerPrompt(title)
  await user.click(screen.getByRole('button', { name: '+ Add Chapter' }))
  await screen.findByRole('button', { name: `Remove chapter ${title}` })
}

type LectureInput = { title: string; duration: string; url: string; free?: boolean }

/**
 * Fills a field in one input event. For forms that are only the way to a later step: typing them key by
 * key re-renders the whole form per key, seconds per test on a busy machine. Tests of typing type.
 */
async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input)
  await user.paste(value)
}

async function fillLecture(user: UserEvent, dialog: HTMLElement, lecture: LectureInput) {
  await enter(user, within(dialog).getByLabelText('Lecture Title'), lecture.title)
  await enter(user, within(dialog).getByLabelText('Duration (minutes)'), lecture.duration)
  await enter(user, within(dialog).getByLabelText('Lecture URL'), lecture.url)
  if (lecture.free) await user.click(within(dialog).getByLabelText('Is Preview Free'))
}

async function addLecture(user: UserEvent, chapterTitle: string, lecture: LectureInput) {
  await user.click(screen.getByRole('button', { name: `+ Add Lectures to chapter ${chapterTitle}` }))
  const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' })
  await fillLecture(user, dialog, lecture)
  await user.click(within(dialog).getByRole('button', { name: 'ADD' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
}

async function replaceValue(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input)
  if (value !== '') await user.type(input, value)
}

const pngFile = (name = 'thumb.png') => new File([PNG_BYTES], name, { type: 'image/png' })

async function fillValidCourse(user: UserEvent) {
  await enter(user, field.title(), 'Testing React Apps')
  await enter(user, field.description(), '<p>Learn <strong>testing</strong></p>')
  await enter(user, field.price(), '49.99')
  await enter(user, field.discount(), '20')
  await addChapter(user, 'Basics')
  await addLecture(user, 'Basics', {
    title: 'Why test',
    duration: '12.5',
    url: 'https://youtu.be/dQw4w9WgXcQ',
    free: true,
  })
  await addLecture(user, 'Basics', {
    title: 'Setup',
    duration: '20',
    url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  })
}

const chapterItems = () =>
  screen.queryAllByRole('button', { name: /^Remove chapter / }).map((button) => button.closest('li') as HTMLElement)

// --- Chapters ------------------------------------------------------------------------------------

test('educator adding a chapter is asked for its name; cancel, empty and blank answers add nothing', async () => {
  const { user } = await renderAddCourse()
  const prompt = answerPrompt(null, '', '   ', '  Getting Started  ')
  const addChapterButton = screen.getByRole('button', { name: '+ Add Chapter' })

  await user.click(addChapterButton)
  await user.click(addChapterButton)
  await user.click(addChapterButton)
  expect(chapterItems()).toHaveLength(0)

  await user.click(addChapterButton)
  expect(prompt).toHaveBeenCalledTimes(4)
  expect(prompt).toHaveBeenCalledWith('Enter Chapter Name:')
  const [chapter] = chapterItems()
  expect(chapter).toHaveTextContent('1Getting Started')
  expect(chapter).toHaveTextContent('0 Lectures')
})

test('chapters show their number, title and lecture count; removing one renumbers the rest', async () => {
  const { user } = await renderAddCourse()
  await addChapter(user, 'Alpha')
  await addChapter(user, 'Beta')
  await addChapter(user, 'Gamma')
  await addLecture(user, 'Beta', { title: 'One', duration: '5', url: 'https://example.com/1' })
  expect(chapterItems().map((item) => item.querySelector('p')?.textContent)).toEqual(['1Alpha', '2Beta', '3Gamma'])
  expect(chapterItems()[1]).toHaveTextContent('1 Lecture')

  await user.click(screen.getByRole('button', { name: 'Remove chapter Beta' }))
  expect(chapterItems().map((item) => item.querySelector('p')?.textContent)).toEqual(['1Alpha', '2Gamma'])
})

test('the collapse arrow hides and shows a chapter’s lectures', async () => {
  const { user } = await renderAddCourse()
  await addChapter(user, 'Basics')
  await addLecture(user, 'Basics', { title: 'Why test', duration: '10', url: 'https://youtu.be/dQw4w9WgXcQ' })
  const arrow = screen.getByRole('button', { name: 'Lectures of chapter Basics' })
  expect(arrow).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText('Why test')).toBeVisible()

  await user.click(arrow)
  expect(arrow).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByText('Why test')).not.toBeVisible()

  await user.click(arrow)
  expect(arrow).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText('Why test')).toBeVisible()
})

test('lectures show number, title, minutes, link and FreePreview or Paid, and can be removed', async () => {
  const { user } = await renderAddCourse()
  await addChapter(user, 'Basics')
  await addLecture(user, 'Basics', {
    title: 'Why test',
    duration: '12',
    url: 'https://youtu.be/dQw4w9WgXcQ',
    free: true,
  })
  await addLecture(user, 'Basics', { title: 'Setup', duration: '20', url: 'https://example.com/setup' })

  const lectures = within(chapterItems()[0]!).getAllByRole('listitem')
  expect(lectures).toHaveLength(2)
  expect(lectures[0]).toHaveTextContent('1Why test · 12 mins · https://youtu.be/dQw4w9WgXcQ · FreePreview')
  expect(lectures[1]).toHaveTextContent('2Setup · 20 mins · https://example.com/setup · Paid')
  expect(within(lectures[0]!).getByRole('link', { name: 'https://youtu.be/dQw4w9WgXcQ' })).toHaveAttribute(
    'href',
    'https://youtu.be/dQw4w9WgXcQ',
  )
  expect(chapterItems()[0]).toHaveTextContent('2 Lectures')

  await user.click(screen.getByRole('button', { name: 'Remove lecture Why test' }))
  const remaining = within(chapterItems()[0]!).getAllByRole('listitem')
  expect(remaining).toHaveLength(1)
  expect(remaining[0]).toHaveTextContent('1Setup')
  expect(chapterItems()[0]).toHaveTextContent('1 Lecture')
})

// --- Lecture modal -------------------------------------------------------------------------------

test('the lecture modal opens from its chapter, validates, adds, closes and comes back empty', async () => {
  const { user } = await renderAddCourse()
  await addChapter(user, 'Basics')
  const opener = screen.getByRole('button', { name: '+ Add Lectures to chapter Basics' })
  await user.click(opener)
  const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' })
  expect(dialog).toHaveAccessibleDescription('Chapter 1: Basics')
  expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveAttribute('type', 'number')
  expect(within(dialog).getByLabelText('Is Preview Free')).not.toBeChecked()

  // Nothing typed: every field says what it needs, and focus goes to the first one.
  await user.click(within(dialog).getByRole('button', { name: 'ADD' }))
  expect(within(dialog).getByText('Enter the lecture title.')).toBeInTheDocument()
  expect(within(dialog).getByText('Enter a duration in minutes greater than 0.')).toBeInTheDocument()
  expect(within(dialog).getByText('Enter a link that starts with http:// or https://.')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('Lecture Title')).toHaveFocus()
  expect(within(dialog).getByLabelText('Lecture Title')).toHaveAttribute('aria-invalid', 'true')

  // A zero duration and a javascript: link are refused too.
  await fillLecture(user, dialog, { title: 'Intro', duration: '0', url: 'javascript:alert(1)' })
  await user.click(within(dialog).getByRole('button', { name: 'ADD' }))
  expect(within(dialog).queryByText('Enter the lecture title.')).not.toBeInTheDocument()
  expect(within(dialog).getByText('Enter a duration in minutes greater than 0.')).toBeInTheDocument()
  expect(within(dialog).getByText('Enter a link that starts with http:// or https://.')).toBeInTheDocument()
  expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveFocus()

  await replaceValue(user, within(dialog).getByLabelText('Duration (minutes)'), '15')
  await replaceValue(user, within(dialog).getByLabelText('Lecture URL'), 'https://youtu.be/dQw4w9WgXcQ')
  await user.click(within(dialog).getByLabelText('Is Preview Free'))
  await user.click(within(dialog).getByRole('button', { name: 'ADD' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(opener).toHaveFocus()
  expect(screen.getByText('Intro')).toBeInTheDocument()

  // After ADD the draft is empty again.
  await user.click(opener)
  const again = await screen.findByRole('dialog', { name: 'Add Lecture' })
  expect(within(again).getByLabelText('Lecture Title')).toHaveValue('')
  expect(within(again).getByLabelText('Duration (minutes)')).toHaveValue(null)
  expect(within(again).getByLabelText('Lecture URL')).toHaveValue('')
  expect(within(again).getByLabelText('Is Preview Free')).not.toBeChecked()
})

test('the lecture modal closes with its close icon and with Escape, handing focus back, adding nothing', async () => {
  const { user } = await renderAddCourse()
  await addChapter(user, 'Basics')
  const opener = screen.getByRole('button', { name: '+ Add Lectures to chapter Basics' })

  await user.click(opener)
  let dialog = await screen.findByRole('dialog', { name: 'Add Lecture' })
  await user.type(within(dialog).getByLabelText('Lecture Title'), 'Half typed')
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(opener).toHaveFocus()

  await user.click(opener)
  dialog = await screen.findByRole('dialog', { name: 'Add Lecture' })
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(opener).toHaveFocus()
  expect(chapterItems()[0]).toHaveTextContent('0 Lectures')
})

test('the lecture modal keeps keyboard focus inside itself', async () => {
  const { user } = await renderAddCourse()
  await addChapter(user, 'Basics')
  await user.click(screen.getByRole('button', { name: '+ Add Lectures to chapter Basics' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add Lecture' })
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  for (let step = 0; step < 8; step++) {
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  }
  for (let step = 0; step < 3; step++) {
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  }
})

// --- Validation ----------------------------------------------------------------------------------

test('an invalid course is stopped with field messages, focus on the first one and no request', async () => {
  const requests = recordRequests()
  serveAddCourse()
  const { user } = await renderAddCourse()
  await user.upload(field.thumbnail(), pngFile())
  await replaceValue(user, field.price(), '-1')
  await replaceValue(user, field.discount(), '101')

  await user.click(field.submit())
  expect(screen.getByText('Enter the course title.')).toBeInTheDocument()
  expect(screen.getByText('Enter a price of 0 or more.')).toBeInTheDocument()
  expect(screen.getByText('Enter a discount from 0 to 100.')).toBeInTheDocument()
  expect(screen.getByText('Add at least one chapter with a lecture.')).toBeInTheDocument()
  expect(field.title()).toHaveFocus()
  expect(field.title()).toHaveAccessibleDescription('Enter the course title.')

  // Fixing the title moves the focus to the next invalid field on the next try.
  await user.type(field.title(), 'A course')
  await user.click(field.submit())
  expect(field.price()).toHaveFocus()

  // An empty price or discount is not read as 0.
  await replaceValue(user, field.price(), '10')
  await replaceValue(user, field.discount(), '')
  await user.click(field.submit())
  expect(field.discount()).toHaveFocus()

  // A chapter without lectures is incomplete.
  await replaceValue(user, field.discount(), '100')
  await addChapter(user, 'Empty')
  await user.click(field.submit())
  expect(
    screen.getByText('Chapter 1 “Empty” has no lectures yet. Add a lecture or remove the chapter.'),
  ).toBeInTheDocument()
  expect(screen.getByRole('button', { name: '+ Add Chapter' })).toHaveFocus()

  expect(requests.filter((request) => request.path === '/api/educator/add-course')).toEqual([])
})

// --- Submit ----------------------------------------------------------------------------------------

test('educator publishing sends multipart courseData JSON with numbers and the courseThumbnail file', async () => {
  const received = serveAddCourse()
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await user.upload(field.thumbnail(), pngFile('cover.png'))
  await user.click(field.submit())

  await waitFor(() => expect(received).toHaveLength(1))
  const [{ form, authorization }] = received as [Received]
  expect(authorization).toBe(`Bearer ${TEST_TOKEN}`)
  expect([...form.keys()].sort()).toEqual(['courseData', 'courseThumbnail'])

  const courseData: unknown = JSON.parse(form.get('courseData') as string)
  expect(courseData).toEqual({
    courseTitle: 'Testing React Apps',
    courseDescription: '<p>Learn <strong>testing</strong></p>',
    coursePrice: 49.99,
    discount: 20,
    courseContent: [
      {
        chapterId: expect.any(String),
        chapterOrder: 1,
        chapterTitle: 'Basics',
        chapterContent: [
          {
            lectureId: expect.any(String),
            lectureTitle: 'Why test',
            lectureDuration: 12.5,
            lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
            isPreviewFree: true,
            lectureOrder: 1,
          },
          {
            lectureId: expect.any(String),
            lectureTitle: 'Setup',
            lectureDuration: 20,
            lectureUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
            isPreviewFree: false,
            lectureOrder: 2,
          },
        ],
      },
    ],
  })
  const content = (courseData as { courseContent: { chapterId: string; chapterContent: { lectureId: string }[] }[] })
    .courseContent
  const lectureIds = content[0]!.chapterContent.map((lecture) => lecture.lectureId)
  expect(new Set(lectureIds).size).toBe(2)
  expect(lectureIds).not.toContain(content[0]!.chapterId)

  const thumbnail = form.get('courseThumbnail')
  expect(thumbnail).toBeInstanceOf(File)
  expect((thumbnail as File).name).toBe('cover.png')
  expect(new Uint8Array(await (thumbnail as File).arrayBuffer())).toEqual(PNG_BYTES)
})

test('order numbers are the last order plus one, even after a removal', async () => {
  const received = serveAddCourse()
  const { user } = await renderAddCourse()
  await user.type(field.title(), 'Ordering')
  for (const title of ['A', 'B', 'C']) await addChapter(user, title)
  await user.click(screen.getByRole('button', { name: 'Remove chapter B' }))
  await addChapter(user, 'D')
  for (const title of ['A', 'C', 'D']) {
    await addLecture(user, title, { title: `${title}1`, duration: '1', url: 'https://example.com/1' })
  }
  await addLecture(user, 'A', { title: 'A2', duration: '1', url: 'https://example.com/2' })
  await addLecture(user, 'A', { title: 'A3', duration: '1', url: 'https://example.com/3' })
  await user.click(screen.getByRole('button', { name: 'Remove lecture A2' }))
  await addLecture(user, 'A', { title: 'A4', duration: '1', url: 'https://example.com/4' })
  await user.upload(field.thumbnail(), pngFile())
  await user.click(field.submit())

  await waitFor(() => expect(received).toHaveLength(1))
  const course = JSON.parse(received[0]!.form.get('courseData') as string) as {
    courseContent: {
      chapterTitle: string
      chapterOrder: number
      chapterContent: { lectureTitle: string; lectureOrder: number }[]
    }[]
  }
  expect(course.courseContent.map((chapter) => [chapter.chapterTitle, chapter.chapterOrder])).toEqual([
    ['A', 1],
    ['C', 3],
    ['D', 4],
  ])
  expect(
    course.courseContent[0]!.chapterContent.map((lecture) => [lecture.lectureTitle, lecture.lectureOrder]),
  ).toEqual([
    ['A1', 1],
    ['A3', 3],
    ['A4', 4],
  ])
})

test('a successful publish toasts, resets every field, clears the draft and refreshes the catalogue', async () => {
  serveAddCourse()
  let catalogueLoads = 0
  server.use(
    http.get('*/api/course/all', () => {
      catalogueLoads += 1
      return HttpResponse.json({ success: true, courses: [] })
    }),
  )
  const { user, unmount } = await renderAddCourse()
  await fillValidCourse(user)
  await user.upload(field.thumbnail(), pngFile())
  // The file's type is checked from its first bytes, read asynchronously, before the preview shows it.
  await waitFor(() => expect(screen.getByAltText('Thumbnail preview')).toHaveAttribute('src', 'blob:preview-1'))
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Testing React Apps'))
  const loadsBefore = catalogueLoads
  const removals = vi.spyOn(Storage.prototype, 'removeItem')

  await user.click(field.submit())
  expect(await screen.findByText('Course added successfully')).toBeInTheDocument()
  await waitFor(() => expect(field.title()).toHaveValue(''))
  expect(field.description()).toHaveValue('')
  expect(field.price()).toHaveValue(0)
  expect(field.discount()).toHaveValue(0)
  expect(field.thumbnail().files).toHaveLength(0)
  expect(screen.queryByAltText('Thumbnail preview')).not.toBeInTheDocument()
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1')
  expect(chapterItems()).toHaveLength(0)
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  await waitFor(() => expect(catalogueLoads).toBe(loadsBefore + 1))
  expect(screen.queryByText(NO_THUMBNAIL)).not.toBeInTheDocument()
  // The emptied form gets its delayed save too (an empty draft is saved by removing it): once that has
  // run, no save from before the publish is left to bring the course back.
  await waitFor(() => expect(removals.mock.calls.filter(([key]) => key === DRAFT_KEY)).toHaveLength(2))
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  // Nor once the page is left: leaving writes the latest draft at once, the emptied one.
  unmount()
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
})

test('without a thumbnail the toast appears but the course is still sent, and the server refusal keeps every field', async () => {
  allowConsoleErrors()
  const received = serveAddCourse((form) =>
    form.get('courseThumbnail')
      ? HttpResponse.json({ success: true, message: 'Course Added' })
      : HttpResponse.json({ success: false, message: 'Thumbnail Not Attached' }, { status: 400 }),
  )
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await user.click(field.submit())

  expect(await screen.findByText(NO_THUMBNAIL)).toBeInTheDocument()
  expect(await screen.findByText('Thumbnail Not Attached')).toBeInTheDocument()
  expect(received).toHaveLength(1)
  expect(received[0]!.form.get('courseThumbnail')).toBeNull()
  expect(field.title()).toHaveValue('Testing React Apps')
  expect(field.description()).toHaveValue('<p>Learn <strong>testing</strong></p>')
  expect(field.price()).toHaveValue(49.99)
  expect(field.discount()).toHaveValue(20)
  expect(chapterItems()).toHaveLength(1)
  expect(within(chapterItems()[0]!).getAllByRole('listitem')).toHaveLength(2)
  expect(screen.queryByText('Course added successfully')).not.toBeInTheDocument()
  expect(field.submit()).toBeEnabled()
})

test('a failed publish shows the server message and keeps every field and the thumbnail; resubmitting works', async () => {
  allowConsoleErrors()
  let calls = 0
  const received = serveAddCourse(() => {
    calls += 1
    return calls === 1
      ? new HttpResponse('<html><body>Bad gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        })
      : HttpResponse.json({ success: true, message: 'Course Added' })
  })
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await user.upload(field.thumbnail(), pngFile())
  await user.click(field.submit())

  expect(await screen.findByText('The service is temporarily unavailable. Please try again.')).toBeInTheDocument()
  expect(field.title()).toHaveValue('Testing React Apps')
  expect(field.price()).toHaveValue(49.99)
  expect(screen.getByAltText('Thumbnail preview')).toBeInTheDocument()
  expect(chapterItems()).toHaveLength(1)
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Testing React Apps'))

  await user.click(field.submit())
  expect(await screen.findByText('Course added successfully')).toBeInTheDocument()
  expect(received).toHaveLength(2)
  expect(received[1]!.form.get('courseThumbnail')).toBeInstanceOf(File)
})

test('a burst of clicks on ADD sends one request, and the button is disabled and busy meanwhile', async () => {
  const answer = holdAnswer()
  const received = serveAddCourse(async () => {
    await answer.released
    return HttpResponse.json({ success: true, message: 'Course Added' })
  })
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await user.upload(field.thumbnail(), pngFile())
  const submit = field.submit()
  // Three clicks in one task, before React re-renders the disabled button: only the latch can stop them.
  act(() => {
    submit.click()
    submit.click()
    submit.click()
  })
  await waitFor(() => expect(submit).toBeDisabled())
  expect(submit).toHaveAttribute('aria-busy', 'true')
  expect(screen.getByText(/Uploading the course…/)).toBeInTheDocument()
  await user.dblClick(submit)
  answer.release()
  expect(await screen.findByText('Course added successfully')).toBeInTheDocument()
  expect(received).toHaveLength(1)
  await waitFor(() => expect(submit).toBeEnabled())
})

test('cancelling an upload stops it without a toast and keeps the form', async () => {
  let started = 0
  server.use(
    http.post('*/api/educator/add-course', async () => {
      started += 1
      await delay('infinite')
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await user.upload(field.thumbnail(), pngFile())
  await user.click(field.submit())
  const cancel = await screen.findByRole('button', { name: 'Cancel' })
  await waitFor(() => expect(started).toBe(1))
  await user.click(cancel)

  await waitFor(() => expect(field.submit()).toBeEnabled())
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('Testing React Apps')
  expect(chapterItems()).toHaveLength(1)
  // The button is enabled once the upload has settled; a toast it asked for would be showing once the
  // toast library, loaded on first use, has arrived and rendered.
  await act(() => vi.dynamicImportSettled())
  expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(0)
})

// --- Thumbnail -----------------------------------------------------------------------------------

test('the thumbnail input accepts images only and previews the chosen one', async () => {
  const { user } = await renderAddCourse()
  expect(field.thumbnail()).toHaveAttribute('type', 'file')
  expect(field.thumbnail()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif')
  for (const [bytes, name, type] of [
    [PNG_BYTES, 'a.png', 'image/png'],
    [JPEG_BYTES, 'b.jpg', 'image/jpeg'],
    [GIF_BYTES, 'c.gif', 'image/gif'],
    [WEBP_BYTES, 'd.webp', 'image/webp'],
  ] as const) {
    await user.upload(field.thumbnail(), new File([bytes], name, { type }))
    await waitFor(() =>
      expect(screen.getByAltText('Thumbnail preview')).toHaveAttribute('src', `blob:preview-${objectUrls}`),
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  }
  // Each earlier preview address was released when it was replaced.
  expect(URL.revokeObjectURL).toHaveBeenCalledTimes(3)
})

test.each([
  ['an SVG', () => new File([SVG_TEXT], 'logo.svg', { type: 'image/svg+xml' }), 'not a PNG, JPEG, WebP or GIF image'],
  [
    'a PDF renamed .png',
    () => new File([PDF_BYTES], 'photo.png', { type: 'image/png' }),
    'not a PNG, JPEG, WebP or GIF image',
  ],
  ['an empty file', () => new File([], 'empty.png', { type: 'image/png' }), 'This file is empty'],
  [
    'a file over 5 MB',
    () => {
      const bytes = new Uint8Array(THUMBNAIL_MAX_BYTES + 1)
      bytes.set(PNG_BYTES)
      return new File([bytes], 'huge.png', { type: 'image/png' })
    },
    'larger than 5 MB',
  ],
])('%s is refused as a thumbnail with a message and nothing is uploaded', async (_name, makeFile, message) => {
  const requests = recordRequests()
  serveAddCourse()
  await renderAddCourse()
  // The browser's accept filter is bypassed on purpose: the check must not rely on it.
  const user = userEvent.setup({ applyAccept: false })
  await user.upload(field.thumbnail(), makeFile())

  expect(await screen.findByRole('alert')).toHaveTextContent(message)
  expect(field.thumbnail()).toHaveAttribute('aria-invalid', 'true')
  expect(field.thumbnail().files).toHaveLength(0)
  expect(screen.queryByAltText('Thumbnail preview')).not.toBeInTheDocument()
  expect(requests.filter((request) => request.path === '/api/educator/add-course')).toEqual([])

  // A good image afterwards clears the message.
  await user.upload(field.thumbnail(), pngFile())
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  expect(await screen.findByAltText('Thumbnail preview')).toBeInTheDocument()
})

// --- Draft -----------------------------------------------------------------------------------------

test('the draft is saved as the educator types and restored on return, with a way to discard it', async () => {
  const first = await renderAddCourse()
  await fillValidCourse(first.user)
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Why test'))
  first.unmount()

  const { user } = await renderAddCourse()
  expect(screen.getByText(/Draft restored/)).toBeInTheDocument()
  expect(field.title()).toHaveValue('Testing React Apps')
  expect(field.description()).toHaveValue('<p>Learn <strong>testing</strong></p>')
  expect(field.price()).toHaveValue(49.99)
  expect(field.discount()).toHaveValue(20)
  expect(
    within(chapterItems()[0]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([expect.stringContaining('Why test'), expect.stringContaining('Setup')])

  await user.click(screen.getByRole('button', { name: 'Discard draft' }))
  expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('')
  expect(chapterItems()).toHaveLength(0)
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
})

test('the last change is saved when the educator leaves before the save delay', async () => {
  const first = await renderAddCourse()
  await first.user.type(field.title(), 'Quick exit')
  first.unmount()
  expect(localStorage.getItem(DRAFT_KEY)).toContain('Quick exit')
})

test('a corrupt or foreign stored draft is ignored and the form starts empty', async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, draft: { courseTitle: 42 } }))
  for (const key of [personalStorageKey('add-course-draft', 'someone_else'), 'edemy.add-course-draft.someone_else']) {
    localStorage.setItem(key, JSON.stringify({ version: 1, draft: storedDraft('Not mine') }))
  }
  await renderAddCourse()
  expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('')
})

/** A draft as releases before and after the personal key stored it. */
function storedDraft(courseTitle: string) {
  return { courseTitle, courseDescription: '', coursePrice: '12', discount: '0', chapters: [] }
}

test('a draft kept under the old key by an earlier release is restored, then moved to the new key', async () => {
  localStorage.setItem(OLD_DRAFT_KEY, JSON.stringify({ version: 1, draft: storedDraft('Written last year') }))
  const first = await renderAddCourse()
  expect(screen.getByText(/Draft restored/)).toBeInTheDocument()
  expect(field.title()).toHaveValue('Written last year')
  expect(field.price()).toHaveValue(12)
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Written last year'))
  expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
  first.unmount()

  await renderAddCourse()
  expect(field.title()).toHaveValue('Written last year')
})

test('the old key is read only while the new one holds nothing, and garbage under it starts an empty form', async () => {
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, draft: storedDraft('Newer') }))
  localStorage.setItem(OLD_DRAFT_KEY, JSON.stringify({ version: 1, draft: storedDraft('Older') }))
  const first = await renderAddCourse()
  expect(field.title()).toHaveValue('Newer')
  first.unmount()

  localStorage.clear()
  localStorage.setItem(OLD_DRAFT_KEY, '{"version":1,"draft":')
  await renderAddCourse()
  expect(screen.queryByText(/Draft restored/)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('')
})

test('when storage is full the old-key draft is kept, and "Discard draft" removes it', async () => {
  localStorage.setItem(OLD_DRAFT_KEY, JSON.stringify({ version: 1, draft: storedDraft('Written last year') }))
  const writes = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
  const { user } = await renderAddCourse()
  expect(field.title()).toHaveValue('Written last year')
  // The delayed save has tried the new key and failed: the only copy must still be there.
  await waitFor(() => expect(writes.mock.calls.some(([key]) => key === DRAFT_KEY)).toBe(true))
  expect(localStorage.getItem(OLD_DRAFT_KEY)).toContain('Written last year')

  await user.click(screen.getByRole('button', { name: 'Discard draft' }))
  expect(localStorage.getItem(OLD_DRAFT_KEY)).toBeNull()
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
})

test('with storage blocked the form opens empty', async () => {
  localStorage.setItem(OLD_DRAFT_KEY, JSON.stringify({ version: 1, draft: storedDraft('Unreachable') }))
  const denial = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  })
  try {
    const { unmount } = await renderAddCourse()
    expect(field.title()).toHaveValue('')
    unmount()
  } finally {
    // The shared test setup clears localStorage after each test; it must be reachable again by then.
    denial.mockRestore()
  }
})

test('an id that starts with "user." never reads another educator\'s draft through the old key format', async () => {
  // The old key of "user.user_educator" is the new key of "user_educator".
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, draft: storedDraft('Not mine') }))
  serveAppStart('user.user_educator')
  renderApp({ route: '/educator/add-course', auth: { user: { ...EDUCATOR, id: 'user.user_educator' } } })
  await screen.findByRole('textbox', { name: 'Course Description' })
  expect(field.title()).toHaveValue('')
  expect(localStorage.getItem(DRAFT_KEY)).toContain('Not mine')
})

// --- Preview as learner and Before you publish (docs/product.md#preview-as-learner) --------------------

/** The browser's off-screen decoder, which jsdom lacks: every image decodes to `size`, or fails. */
function decodeImagesAs(size: { width: number; height: number } | 'unreadable') {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => {
      if (size === 'unreadable') throw new DOMException('cannot decode', 'InvalidStateError')
      return { ...size, close: vi.fn() }
    }),
  )
}

const checklist = () => screen.getAllByRole('region', { name: 'Before you publish' })[0] as HTMLElement
const noMarks = (text: string | null) => (text ?? '').replace(/[\u2068\u2069]/g, '')
const warnings = (region: HTMLElement) =>
  Array.from(region.querySelectorAll('li[data-tone="warning"]'), (item) =>
    noMarks(item.textContent).replace(/^Warning: /, ''),
  )

test('the checklist beside ADD names what to fix and where, and its warnings do not stop ADD', async () => {
  decodeImagesAs({ width: 320, height: 180 })
  const received = serveAddCourse()
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await addLecture(user, 'Basics', { title: 'Setup', duration: '600', url: 'https://vimeo.com/76979871' })
  await user.upload(field.thumbnail(), pngFile())
  await waitFor(() =>
    expect(warnings(checklist())).toEqual([
      'Thumbnail: 320 × 180 pixels is smaller than 640 × 360. Choose a larger image.',
      'Course Description: 13 characters of text. Write at least 200.',
      '1.3 Setup: another lecture in this chapter has the same title',
      '1.3 Setup: the link is not a YouTube video the player can play',
      '1.3 Setup: 600 minutes. Give a duration above 0 and below 600 minutes.',
    ]),
  )
  expect(checklist()).toHaveTextContent('Price: learners will pay ₹39.99 instead of ₹49.99 (20% off)')
  expect(checklist()).toHaveTextContent('5 things to check. Warnings do not stop ADD.')

  await user.click(field.submit())
  await waitFor(() => expect(received).toHaveLength(1))
})

test('an empty form: the checklist lists what is missing, and the form’s own errors still stop ADD', async () => {
  const requests = recordRequests()
  serveAddCourse()
  const { user } = await renderAddCourse()
  expect(warnings(checklist())).toEqual([
    'Thumbnail: none chosen. Choose an image of at least 640 × 360 pixels.',
    'Course Title: empty. Enter the course title.',
    'Course Description: 0 characters of text. Write at least 200.',
    'Chapters: none yet. Add a chapter with a lecture.',
    'This course will be free: the Course Price is 0.',
  ])
  await user.click(field.submit())
  expect(await screen.findByText('Enter the course title.')).toBeInTheDocument()
  expect(requests.filter((request) => request.path === '/api/educator/add-course')).toEqual([])
})

test('a title of invisible characters is refused as before, and the checklist calls it empty', async () => {
  const { user } = await renderAddCourse()
  await enter(user, field.title(), '\u200b\u2063 \u200b')
  expect(warnings(checklist())).toContain('Course Title: empty. Enter the course title.')
  await user.click(field.submit())
  expect(field.title()).toHaveAccessibleDescription(/visible character/)
})

test('a thumbnail that is not an image is refused by the picker and the checklist still asks for one', async () => {
  const { user } = await renderAddCourse()
  await userEvent.setup({ applyAccept: false }).upload(field.thumbnail(), new File([PDF_BYTES], 'x.png'))
  expect(await screen.findByRole('alert')).toHaveTextContent('not a PNG, JPEG, WebP or GIF image')
  expect(warnings(checklist())[0]).toBe('Thumbnail: none chosen. Choose an image of at least 640 × 360 pixels.')
  // An image whose bytes look right but that the browser cannot decode is named too.
  decodeImagesAs('unreadable')
  await user.upload(field.thumbnail(), pngFile())
  await waitFor(() =>
    expect(warnings(checklist())[0]).toBe('Thumbnail: the file could not be read as an image. Choose it again.'),
  )
})

test('Preview as learner shows the draft as its course page; Back to editing returns to the form unchanged', async () => {
  decodeImagesAs({ width: 1280, height: 720 })
  const { user } = await renderAddCourse()
  await fillValidCourse(user)
  await user.upload(field.thumbnail(), pngFile())
  await screen.findByAltText('Thumbnail preview')

  await user.click(screen.getByRole('button', { name: 'Preview as learner' }))
  const preview = await screen.findByRole('dialog', { name: 'Preview — not published yet' })
  const page = within(preview)
  expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Testing React Apps')
  expect(page.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument()
  expect(page.getByText(`2 lectures · ${formatDuration(32.5)} total length`)).toBeInTheDocument()
  const card = page.getByRole('region', { name: 'Enroll in this course' })
  expect(card).toHaveTextContent('Price: ₹39.99')
  expect(within(card).getByText('₹49.99', { exact: false }).closest('del')).not.toBeNull()
  expect(card).toHaveTextContent('20% off')
  expect(card).toHaveTextContent('2 lessons')
  await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^blob:preview-/))
  // The description, sanitised as the course page does it.
  expect(page.getByRole('region', { name: 'Course Description' }).querySelector('strong')).toHaveTextContent('testing')
  // Preview on the free lecture only; Enroll Now only says it is a preview.
  await user.click(page.getByRole('button', { name: /Basics/ }))
  expect(page.getAllByRole('button', { name: /^Preview:/ })).toHaveLength(1)
  await user.click(page.getByRole('button', { name: 'Enroll Now' }))
  expect(page.getByRole('status')).toHaveTextContent('This is a preview')
  expect(page.getByRole('region', { name: 'Before you publish' })).toHaveTextContent('Course Description: 13')

  await user.click(page.getByRole('button', { name: 'Back to editing' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(field.title()).toHaveValue('Testing React Apps')
  expect(field.description()).toHaveValue('<p>Learn <strong>testing</strong></p>')
  expect(field.price()).toHaveValue(49.99)
  expect(field.discount()).toHaveValue(20)
  expect(screen.getByRole('button', { name: 'Remove chapter Basics' })).toBeInTheDocument()
  expect(screen.getByAltText('Thumbnail preview')).toHaveAttribute('src', 'blob:preview-1')
  expect(field.thumbnail().files?.[0]?.name).toBe('thumb.png')
  // The preview's own address for the file is released.
  expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2')

  // Escape goes back the same way.
  await user.click(screen.getByRole('button', { name: 'Preview as learner' }))
  await screen.findByRole('dialog', { name: 'Preview — not published yet' })
  await user.keyboard('{Escape}')
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(field.title()).toHaveValue('Testing React Apps')
})

test('a restored draft with a chapter of 100 lectures opens straight in the preview and goes back to the form', async () => {
  const lectures = Array.from({ length: 100 }, (_, index) => ({
    lectureId: `l${index}`,
    lectureTitle: `Part ${index + 1}`,
    lectureDuration: 5,
    lectureUrl: 'https://youtu.be/dQw4w9WgXcQ',
    isPreviewFree: index === 0,
    lectureOrder: index + 1,
  }))
  const draft = {
    ...storedDraft('Stored course'),
    chapters: [
      { chapterId: 'c1', chapterTitle: 'All of it', chapterOrder: 1, collapsed: false, chapterContent: lectures },
    ],
  }
  localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: 1, draft }))
  const { user } = renderApp({ route: '/educator/add-course?preview=1', auth: { user: EDUCATOR } })
  const preview = await screen.findByRole('dialog', { name: 'Preview — not published yet' })
  expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent('Stored course')
  expect(within(preview).getByText(`100 lectures · ${formatDuration(500)} total length`)).toBeInTheDocument()
  expect(within(preview).getByRole('region', { name: 'Enroll in this course' })).toHaveTextContent('100 lessons')

  await user.click(within(preview).getByRole('button', { name: 'Back to editing' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(await screen.findByText(/Draft restored/)).toBeInTheDocument()
  expect(field.title()).toHaveValue('Stored course')
  expect(screen.getByRole('button', { name: 'Remove chapter All of it' })).toBeInTheDocument()
})

test('field errors follow a language switch: the sentence is worded when shown', async () => {
  const { user } = await renderAddCourse()
  await user.click(field.submit())
  expect(await screen.findByText('Enter the course title.')).toBeInTheDocument()
  const title = field.title()
  await act(() => activateHindi())
  expect(screen.queryByText('Enter the course title.')).not.toBeInTheDocument()
  expect(title).toHaveAccessibleDescription(/\p{Script=Devanagari}/u)
})
