import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/server'
import { LOCAL_TOKEN_KEY } from '../../../src/auth/LocalAuthProvider'
import { putNote, readCourseNotes } from '../../../src/queries/noteStore'
import { LOCAL_TOKEN, mockLocalIdentity, renderWithLocalAuth, ROHAN } from './localAuthApi'
// The account menu and the confirmation are lazy chunks: loaded with the file, so no wait includes compiling them.
import '../../../src/auth/LocalUserButton'
import '../../../src/components/common/ClearDeviceDataDialog'

/*
 * "Clear data on this device" in the account menu (docs/offline.md#what-stays-on-this-device): a confirmation
 * names what goes; confirming removes everything the browser keeps for the signed-in user, and nobody else's.
 */

const OTHER = 'user_someone_else'

function keepDataFor(userId: string) {
  localStorage.setItem(`edemy.saved.${userId}.user`, '{"savedAt":1,"data":{}}')
  localStorage.setItem(
    `edemy.pending-progress.${userId}`,
    '[{"courseId":"c1","lectureId":"l1"},{"courseId":"c1","lectureId":"l2"}]',
  )
  localStorage.setItem(`edemy.study-preferences.user.${userId}`, '{"playbackRate":1.5}')
  localStorage.setItem(`edemy.lecture-positions.user.${userId}`, '{}')
  localStorage.setItem(`edemy.saved-courses.user.${userId}`, '["c1","c2","c3"]')
  localStorage.setItem(`edemy.add-course-draft.user.${userId}`, '{"version":1,"draft":{}}')
}

const keysOf = (userId: string) =>
  Object.keys(localStorage).filter((key) => key.includes(`.${userId}.`) || key.endsWith(`.${userId}`))

async function openConfirmation() {
  mockLocalIdentity({ sessions: { [LOCAL_TOKEN]: ROHAN._id } })
  // The API cannot be reached for progress: the lectures marked offline stay waiting.
  server.use(http.post('*/api/user/update-course-progress', () => HttpResponse.error()))
  localStorage.setItem(LOCAL_TOKEN_KEY, LOCAL_TOKEN)
  keepDataFor(ROHAN._id)
  keepDataFor(OTHER)
  const rendered = renderWithLocalAuth()
  await rendered.user.click(await screen.findByRole('button', { name: 'Account: Rohan Mehta' }))
  await rendered.user.click(await screen.findByRole('menuitem', { name: 'Clear data on this device' }))
  const dialog = await screen.findByRole('dialog', { name: 'Clear data on this device?' })
  return { ...rendered, dialog }
}

afterEach(() => localStorage.clear())

test('the confirmation names what goes, with the lectures not sent yet and the saved courses counted', async () => {
  const { dialog } = await openConfirmation()
  const items = within(dialog)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
  expect(items).toEqual([
    'Copies of your account, courses and progress kept for use without a connection',
    '2 lectures marked complete offline and not sent yet: they will not be saved',
    'Where you stopped in each lecture, your playback speed, study settings and completion dates',
    'Your notes on lectures',
    '3 saved courses',
    'Your unpublished course draft',
  ])
})

test('Cancel keeps everything', async () => {
  const { dialog, user } = await openConfirmation()
  const before = keysOf(ROHAN._id).sort()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  expect(keysOf(ROHAN._id).sort()).toEqual(before)
})

test("Clear data removes everything kept for the signed-in user, and nobody else's", async () => {
  const { dialog, user } = await openConfirmation()
  const others = keysOf(OTHER).sort()
  await user.click(within(dialog).getByRole('button', { name: 'Clear data' }))
  expect(await screen.findByText('Data on this device cleared')).toBeInTheDocument()
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  // Copies asked again after clearing (the screen's own loads) may come back; nothing else of theirs does.
  expect(keysOf(ROHAN._id).filter((key) => !key.startsWith(`edemy.saved.${ROHAN._id}.`))).toEqual([])
  expect(keysOf(OTHER).sort()).toEqual(others)
  // Still signed in: clearing data is not signing out.
  expect(localStorage.getItem(LOCAL_TOKEN_KEY)).toBe(LOCAL_TOKEN)
  expect(screen.getByRole('button', { name: 'Account: Rohan Mehta' })).toBeInTheDocument()
})

test("Clear data removes the signed-in user's notes (IndexedDB), and nobody else's", async () => {
  const note = { id: 'n1', courseId: 'c1', lectureId: 'l1', seconds: 5, text: 'Mine', createdAt: 1, updatedAt: 1 }
  await putNote(ROHAN._id, note)
  await putNote(OTHER, { ...note, text: 'Theirs' })
  const { dialog, user } = await openConfirmation()
  await user.click(within(dialog).getByRole('button', { name: 'Clear data' }))
  expect(await screen.findByText('Data on this device cleared')).toBeInTheDocument()
  expect(await readCourseNotes(ROHAN._id, 'c1')).toEqual([])
  expect((await readCourseNotes(OTHER, 'c1')).map((each) => each.text)).toEqual(['Theirs'])
})
