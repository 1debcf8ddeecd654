import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb'
import Player from '../../../src/pages/learner/Player'
import { routes } from '../../../src/config/paths'
import { personalStorageKey } from '../../../src/lib/storage'
import { putNote } from '../../../src/queries/noteStore'
import { LEARNER, renderWithProviders } from '../../utils/render'
import { JS_COURSE, mockLearnerApi } from './learnerApi'
import { youtube } from './youTubeMock'

/*
 * Notes in the player (docs/study-flow.md#notes): written against the video's time under the lecture, listed by
 * lecture, edited, deleted with undo, exported to a Markdown file and imported back, kept per user in IndexedDB
 * (fake-indexeddb here, a new empty one for each test).
 */

vi.mock('react-youtube', () => import('./youTubeMock'))
vi.mock('../../../src/lib/youTube', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/lib/youTube')>()),
  loadYouTubeIframeApi: () => Promise.resolve(),
}))
const downloads = vi.hoisted(() => ({ files: [] as { fileName: string; blob: Blob }[] }))
vi.mock('../../../src/lib/download', () => ({
  downloadFile: (fileName: string, blob: Blob) => downloads.files.push({ fileName, blob }),
}))

// A player whose clock the test sets, and which records where it was asked to seek.
const player = vi.hoisted(() => ({ state: { time: 0, seeks: [] as number[] } }))
const fakePlayer = {
  getCurrentTime: () => player.state.time,
  seekTo: (seconds: number) => player.state.seeks.push(seconds),
  setPlaybackRate: () => {},
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
  youtube.latest = null
  player.state = { time: 0, seeks: [] }
  downloads.files = []
})
afterEach(() => vi.unstubAllGlobals())

async function playerReady() {
  await waitFor(() => expect(youtube.latest?.onReady).toBeDefined())
  act(() => youtube.latest?.onReady?.({ target: fakePlayer, data: null }))
}

/** The player on JavaScript Essentials with lecture 1.1 open and its video ready. */
async function openPlayer(userId = LEARNER.id) {
  const api = mockLearnerApi({ enrolled: [JS_COURSE], progress: { course_js: [] } })
  const rendered = renderWithProviders(<Player />, {
    route: '/player/course_js',
    path: routes.player,
    auth: { user: { id: userId } },
  })
  await rendered.user.click(await screen.findByRole('button', { name: /^Continue/ }))
  await playerReady()
  return { ...rendered, api }
}

const box = () => screen.getByRole('textbox', { name: 'Add a note' })
const notesRegion = () => screen.getByRole('region', { name: 'Notes' })

async function writeNote(user: ReturnType<typeof renderWithProviders>['user'], text: string, atSeconds: number) {
  player.state.time = atSeconds
  await user.click(box())
  await user.paste(text)
  await user.click(screen.getByRole('button', { name: 'Save note' }))
  await waitFor(() => expect(box()).toHaveValue(''))
}

/** The notes as listed: each lecture heading, then its notes as "time text". */
function listed(): string[] {
  const region = notesRegion()
  return within(region)
    .queryAllByRole('heading', { level: 4 })
    .flatMap((heading) => {
      const list = heading.nextElementSibling as HTMLElement
      return [
        `## ${heading.textContent}`,
        ...within(list)
          .getAllByRole('listitem')
          .map((item) => `${item.firstElementChild?.textContent} ${item.querySelector('p')?.textContent}`),
      ]
    })
}

test('a note is saved at the video time when writing began, shown with "Jump to" and kept on this device only', async () => {
  const { user } = await openPlayer()
  expect(within(notesRegion()).getByText('Notes are kept on this device only')).toBeInTheDocument()
  expect(await within(notesRegion()).findByText('No notes yet.')).toBeInTheDocument()
  player.state.time = 252.7
  await user.click(box())
  await user.type(box(), 'Closures keep ')
  // The video plays on while the learner writes: the note keeps the time it was started at.
  player.state.time = 300
  await user.type(box(), 'their scope')
  expect(screen.getByText('25 / 2,000 characters')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save note' }))
  expect(await screen.findByRole('button', { name: 'Jump to 04:12' })).toHaveTextContent('04:12')
  expect(box()).toHaveValue('')
  expect(screen.getByText('0 / 2,000 characters')).toBeInTheDocument()
  expect(listed()).toEqual(['## 1.1 Welcome', '04:12 Closures keep their scope'])
})

test('Ctrl+Enter and Cmd+Enter save; a burst of them saves once', async () => {
  const { user } = await openPlayer()
  player.state.time = 3723
  await user.click(box())
  await user.paste('Past an hour')
  fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true })
  fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true })
  expect(await screen.findByRole('button', { name: 'Jump to 1:02:03' })).toBeInTheDocument()
  player.state.time = 5
  await user.paste('With Cmd')
  await user.keyboard('{Meta>}{Enter}{/Meta}')
  expect(await screen.findByRole('button', { name: 'Jump to 00:05' })).toBeInTheDocument()
  expect(listed()).toEqual(['## 1.1 Welcome', '1:02:03 Past an hour', '00:05 With Cmd'])
  // Enter alone is a new line in the note, not a save.
  await user.type(box(), 'two{Enter}lines')
  expect(box()).toHaveValue('two\nlines')
})

test('notes are plain text: markup is shown as typed and line breaks are kept', async () => {
  const { user } = await openPlayer()
  await writeNote(user, '<b>not bold</b> <img src=x onerror=alert(1)>\nsecond line', 10)
  const text = within(notesRegion()).getByText(/not bold/)
  expect(text.textContent).toBe('<b>not bold</b> <img src=x onerror=alert(1)>\nsecond line')
  expect(notesRegion().querySelector('b, img')).toBeNull()
})

test('Edit changes the text (Ctrl+Enter saves), Escape leaves it as it was, and the focus returns to Edit', async () => {
  const { user } = await openPlayer()
  await writeNote(user, 'First draft', 30)
  const edit = screen.getByRole('button', { name: 'Edit the note at 00:30' })
  expect(edit).toHaveTextContent('Edit')
  await user.click(edit)
  const editBox = screen.getByRole('textbox', { name: 'Edit note' })
  expect(editBox).toHaveFocus()
  expect(editBox).toHaveValue('First draft')
  await user.clear(editBox)
  await user.type(editBox, 'Second draft{Control>}{Enter}{/Control}')
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument())
  expect(listed()).toEqual(['## 1.1 Welcome', '00:30 Second draft'])
  expect(screen.getByRole('button', { name: 'Edit the note at 00:30' })).toHaveFocus()

  await user.keyboard('{Enter}')
  await user.type(screen.getByRole('textbox', { name: 'Edit note' }), ' and more{Escape}')
  expect(screen.queryByRole('textbox', { name: 'Edit note' })).not.toBeInTheDocument()
  expect(listed()).toEqual(['## 1.1 Welcome', '00:30 Second draft'])
  expect(screen.getByRole('button', { name: 'Edit the note at 00:30' })).toHaveFocus()
  // The edit was kept, not only shown: a reload reads it back.
})

test('Delete removes the note and offers Undo, which puts it back where it was', async () => {
  const { user } = await openPlayer()
  await writeNote(user, 'Keep me', 20)
  await writeNote(user, 'Delete me', 40)
  const remove = screen.getByRole('button', { name: 'Delete the note at 00:40' })
  expect(remove).toHaveTextContent('Delete')
  await user.click(remove)
  const undo = await screen.findByRole('button', { name: 'Undo' })
  expect(within(within(notesRegion()).getByRole('status')).getByText('Note deleted.')).toBeInTheDocument()
  expect(undo).toHaveFocus()
  expect(listed()).toEqual(['## 1.1 Welcome', '00:20 Keep me'])
  await user.keyboard('{Enter}')
  await waitFor(() => expect(listed()).toEqual(['## 1.1 Welcome', '00:40 Delete me', '00:20 Keep me']))
  expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Edit the note at 00:40' })).toHaveFocus()
})

test("Jump moves this lecture's video to the note's time; a note of another lecture opens that lecture there", async () => {
  const { user } = await openPlayer()
  await writeNote(user, 'On the welcome', 252)
  await user.click(screen.getByRole('button', { name: 'Next lecture 1.2 Variables' }))
  await playerReady()
  await writeNote(user, 'On variables', 75)
  expect(listed()).toEqual(['## 1.1 Welcome', '04:12 On the welcome', '## 1.2 Variables', '01:15 On variables'])

  await user.click(screen.getByRole('button', { name: 'Jump to 01:15' }))
  expect(player.state.seeks).toEqual([75])

  await user.click(screen.getByRole('button', { name: 'Jump to 04:12' }))
  expect(await screen.findByRole('heading', { level: 2, name: '1.1 Welcome' })).toBeInTheDocument()
  expect(screen.getByTestId('youtube')).toHaveAttribute('data-start', '252')
  expect(screen.getByText(/Resumed at 04:12/)).toBeInTheDocument()
})

test('the 2,000-character limit: the count says so, a longer note is not saved and stays in the box', async () => {
  const { user } = await openPlayer()
  await user.click(box())
  await user.paste('x'.repeat(2000))
  expect(screen.getByText('2,000 / 2,000 characters')).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await user.paste('y')
  expect(screen.getByText('2,001 / 2,000 characters')).toBeInTheDocument()
  expect(screen.getByRole('alert')).toHaveTextContent('A note can have at most 2,000 characters.')
  expect(box()).toHaveAttribute('aria-invalid', 'true')
  await user.click(screen.getByRole('button', { name: 'Save note' }))
  expect(box()).toHaveValue(`${'x'.repeat(2000)}y`)
  await user.click(box())
  await user.keyboard('{End}{Backspace}{Control>}{Enter}{/Control}')
  expect(await screen.findByRole('button', { name: 'Jump to 00:00' })).toBeInTheDocument()
})

test('an empty note is not saved', async () => {
  const { user } = await openPlayer()
  await user.click(box())
  await user.paste('   \n  ')
  await user.click(screen.getByRole('button', { name: 'Save note' }))
  expect(screen.getByRole('alert')).toHaveTextContent('Write something before saving.')
  expect(within(notesRegion()).getByText('No notes yet.')).toBeInTheDocument()
})

test('with storage blocked, the player works, the notes say why, and the note being typed stays in the box', async () => {
  vi.stubGlobal('indexedDB', undefined)
  const { user } = await openPlayer()
  expect(await within(notesRegion()).findByText('Your notes could not be read')).toBeInTheDocument()
  await user.click(box())
  await user.paste('Do not lose me')
  await user.click(screen.getByRole('button', { name: 'Save note' }))
  expect(await within(notesRegion()).findByText(/This note could not be saved/)).toHaveTextContent(
    "This note could not be saved: the browser's storage is full or blocked. Your text is still here.",
  )
  expect(box()).toHaveValue('Do not lose me')
  // The rest of the player is untouched.
  expect(screen.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled()

  // Unblocked: "Try again" reads the notes, and the same text saves.
  vi.stubGlobal('indexedDB', new IDBFactory())
  await user.click(within(notesRegion()).getByRole('button', { name: 'Try again' }))
  expect(await within(notesRegion()).findByText('No notes yet.')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Save note' }))
  expect(await screen.findByRole('button', { name: 'Jump to 00:00' })).toBeInTheDocument()
  expect(box()).toHaveValue('')
})

test('with storage full (the write aborts), the note being typed stays in the box', async () => {
  const { user } = await openPlayer()
  await within(notesRegion()).findByText('No notes yet.')
  const original = IDBObjectStore.prototype.put
  vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
    const request = original.apply(this, args)
    this.transaction.abort()
    return request
  })
  await user.click(box())
  await user.paste('Full disk')
  await user.keyboard('{Control>}{Enter}{/Control}')
  expect(await screen.findByText(/This note could not be saved/)).toBeInTheDocument()
  expect(box()).toHaveValue('Full disk')
  expect(within(notesRegion()).getByText('No notes yet.')).toBeInTheDocument()
})

test('notes of a lecture the course no longer has are listed under "Other notes", never dropped', async () => {
  const old = { courseId: 'course_js', text: 'From a removed lecture', createdAt: 1, updatedAt: 1 }
  await putNote(LEARNER.id, { ...old, id: 'old_1', lectureId: 'lec_removed', seconds: 61 })
  await putNote(LEARNER.id, { ...old, id: 'old_2', lectureId: 'lec_2', seconds: 5, text: 'On variables' })
  await openPlayer()
  await within(notesRegion()).findByText('From a removed lecture')
  expect(listed()).toEqual(['## 1.2 Variables', '00:05 On variables', '## Other notes', '01:01 From a removed lecture'])
  // Its lecture is gone: the time is shown, but there is nowhere to jump.
  expect(screen.queryByRole('button', { name: 'Jump to 01:01' })).not.toBeInTheDocument()
  expect(screen.getByRole('button', { name: 'Delete the note at 01:01' })).toBeInTheDocument()
})

test('a course with hundreds of notes lists the first ones at once and the rest right after, in course order', async () => {
  const base = { courseId: 'course_js', createdAt: 1, updatedAt: 1 }
  for (let index = 0; index < 400; index++) {
    const lectureId = index % 2 ? 'lec_1' : 'lec_2'
    await putNote(LEARNER.id, { ...base, id: `n${index}`, lectureId, seconds: index, text: `Note ${index}` })
  }
  await openPlayer()
  await waitFor(() => expect(within(notesRegion()).getAllByRole('listitem')).toHaveLength(400))
  const headings = within(notesRegion()).getAllByRole('heading', { level: 4 })
  expect(headings.map((heading) => heading.textContent)).toEqual(['1.1 Welcome', '1.2 Variables'])
  expect(within(headings[0]!.nextElementSibling as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(
    'Note 399',
  )
})

test('another account on the same browser never sees the notes, and gets them back on return', async () => {
  const first = await openPlayer()
  await writeNote(first.user, 'Private to Asha', 12)
  first.setAuth({ user: { id: 'user_someone_else', fullName: 'Someone Else' } })
  await first.user.click(await screen.findByRole('button', { name: /^Continue/ }))
  expect(await within(notesRegion()).findByText('No notes yet.')).toBeInTheDocument()
  expect(screen.queryByText('Private to Asha')).not.toBeInTheDocument()
  first.unmount()

  await openPlayer()
  expect(await within(notesRegion()).findByText('Private to Asha')).toBeInTheDocument()
  const databases = (await indexedDB.databases()).map((database) => database.name).sort()
  expect(databases).toEqual([personalStorageKey('notes', LEARNER.id), personalStorageKey('notes', 'user_someone_else')])
})

test('two tabs adding notes at once keep both', async () => {
  const tab1 = await openPlayer()
  const firstBox = box()
  const tab2 = renderWithProviders(<Player />, {
    route: '/player/course_js',
    path: routes.player,
    auth: { user: {} },
  })
  await tab2.user.click((await screen.findAllByRole('button', { name: /^Continue/ }))[0]!)
  const secondBox = screen.getAllByRole('textbox', { name: 'Add a note' }).find((each) => each !== firstBox)!
  fireEvent.change(firstBox, { target: { value: 'From tab 1' } })
  fireEvent.change(secondBox, { target: { value: 'From tab 2' } })
  // Both saves start before either has finished.
  fireEvent.keyDown(firstBox, { key: 'Enter', ctrlKey: true })
  fireEvent.keyDown(secondBox, { key: 'Enter', ctrlKey: true })
  await waitFor(() => expect(firstBox).toHaveValue(''))
  await waitFor(() => expect(secondBox).toHaveValue(''))
  tab1.unmount()
  tab2.unmount()

  await openPlayer()
  await within(notesRegion()).findByText('From tab 1')
  expect(within(notesRegion()).getByText('From tab 2')).toBeInTheDocument()
})

// --- export and import -----------------------------------------------------------------------------------

async function exportedFile(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Export notes' }))
  await waitFor(() => expect(downloads.files).toHaveLength(1))
  const [file] = downloads.files.splice(0)
  return { fileName: file!.fileName, text: await file!.blob.text(), type: file!.blob.type }
}

function fileInput(): HTMLInputElement {
  const input = notesRegion().querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  return input
}

async function importText(user: ReturnType<typeof renderWithProviders>['user'], text: string, name = 'notes.md') {
  await user.upload(fileInput(), new File([text], name, { type: 'text/markdown' }))
}

test('Export notes downloads "{course title} notes.md" without a network call', async () => {
  const { user, api } = await openPlayer()
  await writeNote(user, 'Multi-line\nnote', 252)
  await user.click(screen.getByRole('button', { name: 'Next lecture 1.2 Variables' }))
  await playerReady()
  await writeNote(user, 'Past an hour', 3723)
  const callsBefore = api.calls.length
  const file = await exportedFile(user)
  expect(file.fileName).toBe('JavaScript Essentials notes.md')
  expect(file.type).toBe('text/markdown;charset=utf-8')
  expect(file.text).toBe(
    [
      '# JavaScript Essentials',
      '',
      '## 1.1 Welcome',
      '',
      '- [04:12] Multi-line',
      '  note',
      '',
      '## 1.2 Variables',
      '',
      '- [1:02:03] Past an hour',
      '',
    ].join('\n'),
  )
  expect(api.calls.length).toBe(callsBefore)
})

test('Import notes reads an exported file back, merging without duplicates', async () => {
  const { user } = await openPlayer()
  await writeNote(user, 'Already here', 10)
  const file = [
    '# JavaScript Essentials',
    '## 1.1 Welcome',
    '- [00:10] Already here',
    '- [00:20] New one',
    '  with a second line',
    '## 1.2 Variables',
    '- [1:00:00] Another new one',
    '## Other notes',
    '- [00:03] Of a lecture gone',
  ].join('\n')
  await importText(user, file)
  expect(await within(notesRegion()).findByText('3 notes imported.')).toBeInTheDocument()
  expect(listed()).toEqual([
    '## 1.1 Welcome',
    '00:20 New one\nwith a second line',
    '00:10 Already here',
    '## 1.2 Variables',
    '1:00:00 Another new one',
    '## Other notes',
    '00:03 Of a lecture gone',
  ])
  await importText(user, file)
  expect(
    await within(notesRegion()).findByText('These notes are here already: nothing new was imported.'),
  ).toBeVisible()
  expect(listed()).toHaveLength(7)
})

test('an imported file that is not a notes file, or is for another course, gives a clear message and imports nothing', async () => {
  const { user } = await openPlayer()
  await writeNote(user, 'Mine', 10)
  await importText(user, '# My project\n\nA README, not notes.\n', 'README.md')
  expect(await screen.findByRole('alert')).toHaveTextContent('This is not a notes file. Nothing was imported.')
  await importText(user, '# CSS Layouts\n## 1.1 Flex basics\n- [00:01] about flex\n')
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'These notes are for another course (CSS Layouts). Nothing was imported.',
    ),
  )
  await importText(user, `# JavaScript Essentials\n## 1.1 Welcome\n- [00:01] ok\n- [00:02] ${'x'.repeat(2001)}\n`)
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A note in this file is longer than 2,000 characters. Nothing was imported.',
    ),
  )
  expect(listed()).toEqual(['## 1.1 Welcome', '00:10 Mine'])
})
