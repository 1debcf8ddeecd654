import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { PNG_BYTES } from '../../fixtures/educator/educatorData'
import { DRAFT_SAVE_DELAY_MS } from '../../../src/hooks/useCourseDraft'
import type { CourseDraft } from '../../../src/domain/courseDraft'
import { personalStorageKey } from '../../../src/lib/storage'
import { renderApp } from '../../utils/render'
import { EDUCATOR, serveAppStart } from './educatorTestUtils'
// The page and its editor are lazy chunks: loaded with the file, so no test's wait includes compiling them.
import '../../../src/pages/educator/Educator'
import '../../../src/pages/educator/AddCourse'
import '../../../src/components/educator/RichTextEditor'

vi.mock('react-quill-new', () => import('./quillMock'))

/*
 * The add-course draft open in two tabs (docs/product.md#add-course). jsdom has one window, so "the other
 * tab" is played by hand: it writes the draft's key as another tab's form would, stamped with its own tab id,
 * and the browser's `storage` event that would reach this tab is dispatched.
 */

const DRAFT_KEY = personalStorageKey('add-course-draft', 'user_educator')
const NOTICE = 'This draft was changed in another tab'

let objectUrls = 0
beforeEach(() => {
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
  vi.useRealTimers()
  Reflect.deleteProperty(URL, 'createObjectURL')
  Reflect.deleteProperty(URL, 'revokeObjectURL')
})

const field = {
  title: () => screen.getByLabelText('Course Title') as HTMLInputElement,
  description: () => screen.getByRole('textbox', { name: 'Course Description' }) as HTMLTextAreaElement,
  price: () => screen.getByLabelText('Course Price') as HTMLInputElement,
  discount: () => screen.getByLabelText('Discount %') as HTMLInputElement,
  thumbnail: () => screen.getByLabelText('Course Thumbnail') as HTMLInputElement,
}

const chapterTitles = () =>
  screen.queryAllByRole('button', { name: /^Remove chapter / }).map((button) => button.getAttribute('aria-label'))

async function renderAddCourse() {
  const result = renderApp({ route: '/educator/add-course', auth: { user: EDUCATOR } })
  await screen.findByRole('heading', { level: 1, name: 'Add Course' })
  await screen.findByRole('textbox', { name: 'Course Description' })
  return result
}

async function enter(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input)
  await user.paste(value)
}

/** This tab's work: a title, a description and a price, saved once the save delay has passed. */
async function typeThisTabsDraft(user: UserEvent) {
  await enter(user, field.title(), 'Mine')
  await enter(user, field.description(), '<p>Written here</p>')
  await enter(user, field.price(), '10')
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Written here'))
}

const otherTabsDraft: CourseDraft = {
  courseTitle: 'Theirs',
  courseDescription: '<p>Written <strong>there</strong></p>',
  coursePrice: '99',
  discount: '15',
  chapters: [
    {
      chapterId: 'c-other',
      chapterTitle: 'From the other tab',
      chapterOrder: 1,
      collapsed: false,
      chapterContent: [
        {
          lectureId: 'l-other',
          lectureTitle: 'Their lecture',
          lectureDuration: 7,
          lectureUrl: 'https://example.com/theirs',
          isPreviewFree: true,
          lectureOrder: 1,
        },
      ],
    },
  ],
}

/** Stores `text` under the key (null: removes it), then tells this tab as the browser would. */
function otherTabWrites(text: string | null) {
  const oldValue = localStorage.getItem(DRAFT_KEY)
  if (text === null) localStorage.removeItem(DRAFT_KEY)
  else localStorage.setItem(DRAFT_KEY, text)
  act(() => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: DRAFT_KEY, oldValue, newValue: text, storageArea: localStorage }),
    )
  })
}

/** Another tab's form saves its draft, stamped as that tab's first write. */
function otherTabSaves(draft: CourseDraft = otherTabsDraft): string {
  const text = JSON.stringify({ version: 1, draft, tabId: 'the-other-tab', revision: 1 })
  otherTabWrites(text)
  return text
}

/**
 * Everything that would save this tab's draft runs: an edit, its save delay, and leaving the page. The clock
 * is driven, so "nothing was written" is proved, not waited for.
 */
function editAndTrySaving(title: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    fireEvent.change(field.title(), { target: { value: title } })
    act(() => vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS * 4))
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
  } finally {
    vi.useRealTimers()
  }
}

test('another tab’s newer draft shows the notice, keeps what this tab typed and stops this tab’s saves until the educator chooses', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()

  const theirs = otherTabSaves()

  const notice = await screen.findByRole('alert')
  expect(notice).toHaveTextContent(NOTICE)
  expect(notice).toHaveTextContent('Nothing here is saved until you choose')
  const load = within(notice).getByRole('button', { name: 'Load the newer draft' })
  const keep = within(notice).getByRole('button', { name: 'Keep this one' })
  for (const button of [load, keep]) {
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveAttribute('type', 'button')
    expect(button).toBeEnabled()
  }
  // Keyboard reachable: the buttons come in the tab order.
  load.focus()
  await user.tab()
  expect(keep).toHaveFocus()

  // This tab's values stay as typed.
  expect(field.title()).toHaveValue('Mine')
  expect(field.description()).toHaveValue('<p>Written here</p>')
  expect(field.price()).toHaveValue(10)

  // Typing on, the save delay and leaving the page write nothing over the other tab's draft.
  editAndTrySaving('Mine, edited')
  expect(field.title()).toHaveValue('Mine, edited')
  expect(localStorage.getItem(DRAFT_KEY)).toBe(theirs)
  expect(screen.getByRole('alert')).toHaveTextContent(NOTICE)
})

test('"Load the newer draft" replaces the fields, the description and the chapters, keeps the thumbnail, and saving goes on', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  await user.upload(field.thumbnail(), new File([PNG_BYTES], 'cover.png', { type: 'image/png' }))
  await waitFor(() => expect(screen.getByAltText('Thumbnail preview')).toHaveAttribute('src', 'blob:preview-1'))
  otherTabSaves()
  const notice = await screen.findByRole('alert')

  await user.click(within(notice).getByRole('button', { name: 'Load the newer draft' }))

  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('Theirs')
  expect(field.title()).toHaveFocus()
  expect(field.description()).toHaveValue('<p>Written <strong>there</strong></p>')
  expect(field.price()).toHaveValue(99)
  expect(field.discount()).toHaveValue(15)
  expect(chapterTitles()).toEqual(['Remove chapter From the other tab'])
  expect(screen.getByText('Their lecture')).toBeInTheDocument()
  // The thumbnail is not part of a draft: the one chosen here stays.
  expect(screen.getByAltText('Thumbnail preview')).toHaveAttribute('src', 'blob:preview-1')

  // This tab is in step again: its next edit is saved over the draft it loaded, stamped as its own.
  await enter(user, field.title(), 'Theirs, then mine')
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('Theirs, then mine'))
  const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { tabId?: string; draft: CourseDraft }
  expect(stored.tabId).toEqual(expect.any(String))
  expect(stored.tabId).not.toBe('the-other-tab')
  expect(stored.draft.chapters[0]?.chapterTitle).toBe('From the other tab')
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
})

test('"Keep this one" writes this tab’s draft over the other at once, and the other tab would now be asked', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  otherTabSaves()
  await screen.findByRole('alert')
  editAndTrySaving('Mine, edited')

  await user.click(screen.getByRole('button', { name: 'Keep this one' }))

  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('Mine, edited')
  expect(field.title()).toHaveFocus()
  expect(field.description()).toHaveValue('<p>Written here</p>')
  expect(chapterTitles()).toEqual([])
  // Written at once, not after the save delay: it is the newest draft now, with a stamp the other tab is not
  // in step with, so its next save asks there in turn.
  const stored = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { tabId?: string; draft: CourseDraft }
  expect(stored.draft.courseTitle).toBe('Mine, edited')
  expect(stored.draft.courseDescription).toBe('<p>Written here</p>')
  expect(stored.tabId).not.toBe('the-other-tab')

  // Saving goes on as before.
  await enter(user, field.discount(), '5')
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('"discount":"5"'))
})

test('a draft removed in another tab (published or discarded) asks too: nothing is cleared or written back until the choice', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  await user.upload(field.thumbnail(), new File([PNG_BYTES], 'cover.png', { type: 'image/png' }))
  await waitFor(() => expect(screen.getByAltText('Thumbnail preview')).toBeInTheDocument())

  otherTabWrites(null)

  const notice = await screen.findByRole('alert')
  expect(notice).toHaveTextContent(NOTICE)
  expect(notice).toHaveTextContent('It was published or discarded there.')
  expect(
    within(notice)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Clear the form', 'Keep this one'])
  editAndTrySaving('Mine, edited')
  expect(field.title()).toHaveValue('Mine, edited')
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()

  await user.click(within(notice).getByRole('button', { name: 'Clear the form' }))
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('')
  expect(field.description()).toHaveValue('')
  expect(field.price()).toHaveValue(0)
  expect(screen.queryByAltText('Thumbnail preview')).not.toBeInTheDocument()
  expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
})

test('after a removal in another tab, "Keep this one" stores this tab’s draft again', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  // Another tab cleared all of storage: the event names no key.
  localStorage.clear()
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
  })
  await screen.findByRole('alert')

  await user.click(screen.getByRole('button', { name: 'Keep this one' }))
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('Mine')
  expect(localStorage.getItem(DRAFT_KEY)).toContain('"courseTitle":"Mine"')
})

test('a tab that missed the storage event still never saves over a newer draft', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  // Written by another tab, its event not (yet) delivered here.
  const theirs = JSON.stringify({ version: 1, draft: otherTabsDraft, tabId: 'the-other-tab', revision: 3 })
  localStorage.setItem(DRAFT_KEY, theirs)

  editAndTrySaving('Mine, edited')

  expect(localStorage.getItem(DRAFT_KEY)).toBe(theirs)
  expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE)
  expect(field.title()).toHaveValue('Mine, edited')
})

test('nothing to choose: the same draft from another tab is no change, and an empty form shows the newer draft at once', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  const mine = JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}') as { draft: CourseDraft }
  otherTabSaves(mine.draft)
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()

  // This tab empties its form (the draft is removed), then the other tab writes: nothing here to lose.
  await user.clear(field.title())
  await user.clear(field.description())
  await enter(user, field.price(), '0')
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toBeNull())
  otherTabSaves()
  await waitFor(() => expect(field.title()).toHaveValue('Theirs'))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  expect(screen.getByText(/Draft restored/)).toBeInTheDocument()
  expect(field.description()).toHaveValue('<p>Written <strong>there</strong></p>')
})

test('an older release’s unstamped draft from another tab asks and loads; a value that is no draft is written over', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  otherTabWrites(JSON.stringify({ version: 1, draft: otherTabsDraft }))
  await user.click(await screen.findByRole('button', { name: 'Load the newer draft' }))
  expect(field.title()).toHaveValue('Theirs')

  // Damaged or hand-edited text holds nothing to load, so it asks nothing and is replaced by the next save.
  otherTabWrites('{"version":1,"draft":')
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  otherTabWrites(JSON.stringify({ version: 1, draft: { courseTitle: 42 }, tabId: 'the-other-tab', revision: 2 }))
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await enter(user, field.title(), 'Repaired')
  await waitFor(() => expect(localStorage.getItem(DRAFT_KEY)).toContain('"courseTitle":"Repaired"'))
  // A broken stamp on a good draft only makes it unstamped: the draft is still read.
  otherTabWrites(JSON.stringify({ version: 1, draft: otherTabsDraft, tabId: 7, revision: 'x' }))
  expect(await screen.findByRole('alert')).toHaveTextContent(NOTICE)
})

test('with storage full, "Keep this one" does not crash: the notice goes and the form stays', async () => {
  const { user } = await renderAddCourse()
  await typeThisTabsDraft(user)
  const theirs = otherTabSaves()
  await screen.findByRole('alert')
  const writes = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })

  await user.click(screen.getByRole('button', { name: 'Keep this one' }))

  expect(writes.mock.calls.some(([key]) => key === DRAFT_KEY)).toBe(true)
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument()
  expect(field.title()).toHaveValue('Mine')
  expect(localStorage.getItem(DRAFT_KEY)).toBe(theirs)
})
