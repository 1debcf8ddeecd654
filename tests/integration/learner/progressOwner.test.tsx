import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { server } from '../../mocks/server'
import { holdAnswer } from '../holdAnswer'
import { createTestAuth, LEARNER, renderWithProviders } from '../../utils/render'
import { JS_COURSE, mockLearnerApi } from './learnerApi'

/*
 * Lectures marked complete offline belong to who marked them (docs/offline.md#what-stays-on-this-device): the
 * sender stops the moment the signed-in user changes and never sends one person's lectures with another's token;
 * what is left waits for its owner. Personal copies of anyone no longer signed in on the device are deleted.
 */

const ASHA = LEARNER.id
const RAVI = 'user_ravi'
const pendingKey = (userId: string) => `edemy.pending-progress.${userId}`
const QUEUE = ['lec_1', 'lec_2', 'lec_3'].map((lectureId) => ({ courseId: 'course_js', lectureId }))

/** A JWT-shaped token naming its user, as Clerk's session tokens do (the payload's `sub`). */
function tokenOf(userId: string): string {
  const payload = btoa(JSON.stringify({ sub: userId }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
  return `eyJhbGciOiJSUzI1NiJ9.${payload}.c2lnbmF0dXJl`
}

function subjectOf(authorization: string | null): string | null {
  const payload = authorization?.replace('Bearer ', '').split('.')[1]
  return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub: string }).sub : null
}

/**
 * Like Clerk with several accounts signed in: getToken answers for whichever session is active at call time,
 * whoever asked. `active` is what Clerk's multi-session menu switches.
 */
function clerkLikeSessions(initial: string) {
  const sessions = { active: initial }
  const authFor = (userId: string) => ({
    ...createTestAuth({ user: { id: userId, fullName: userId } }),
    signedInUserIds: [userId, ...[ASHA, RAVI].filter((id) => id !== userId)],
    getToken: async () => tokenOf(sessions.active),
  })
  return { sessions, authFor }
}

function recordSends() {
  const sends: Array<{ lectureId: string; owner: string | null }> = []
  const firstAnswer = holdAnswer()
  let firstArrived: () => void = () => {}
  const arrived = new Promise<void>((resolve) => (firstArrived = resolve))
  server.use(
    http.post('*/api/user/update-course-progress', async ({ request }) => {
      const body = (await request.json()) as { lectureId: string }
      sends.push({ lectureId: body.lectureId, owner: subjectOf(request.headers.get('Authorization')) })
      if (sends.length === 1) {
        firstArrived()
        await firstAnswer.released
      }
      return HttpResponse.json({ success: true, message: 'Progress Updated' })
    }),
  )
  return { sends, arrived, releaseFirst: firstAnswer.release }
}

function queued(userId: string): string[] {
  const list = JSON.parse(localStorage.getItem(pendingKey(userId)) ?? '[]') as Array<{ lectureId: string }>
  return list.map((entry) => entry.lectureId)
}

afterEach(() => localStorage.clear())

test("an account switch in the middle of a send stops it: Asha's lectures never go with Ravi's token, and wait for her", async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  localStorage.setItem(pendingKey(ASHA), JSON.stringify(QUEUE))
  const { sends, arrived, releaseFirst } = recordSends()
  const { sessions, authFor } = clerkLikeSessions(ASHA)
  const { setAuth } = renderWithProviders(<p>Studying</p>, { auth: authFor(ASHA) })

  await arrived
  // Ravi is chosen in the account menu while Asha's first lecture is on its way.
  sessions.active = RAVI
  setAuth(authFor(RAVI))
  releaseFirst()
  await act(async () => {})

  expect(sends.every((send) => send.owner === ASHA)).toBe(true)
  // The first may or may not have been counted before the switch; the others are still hers, unsent.
  await waitFor(() => expect(queued(ASHA)).toEqual(expect.arrayContaining(['lec_2', 'lec_3'])))
  expect(sends.map((send) => send.lectureId)).toEqual(['lec_1'])

  // Back to Asha: what waited for her is sent, with her token.
  sessions.active = ASHA
  setAuth(authFor(ASHA))
  await waitFor(() => expect(queued(ASHA)).toEqual([]))
  expect(sends.every((send) => send.owner === ASHA)).toBe(true)
  expect(new Set(sends.map((send) => send.lectureId))).toEqual(new Set(['lec_1', 'lec_2', 'lec_3']))
})

test("a token that names someone else is never used for Asha's queue", async () => {
  const api = mockLearnerApi({ enrolled: [JS_COURSE] })
  localStorage.setItem(pendingKey(ASHA), JSON.stringify(QUEUE))
  const { sends } = recordSends()
  // The app still shows Asha, but the provider's active session is already Ravi's (switched in another tab).
  const { sessions, authFor } = clerkLikeSessions(RAVI)
  renderWithProviders(<p>Studying</p>, { auth: authFor(ASHA) })
  expect(sessions.active).toBe(RAVI)

  // The sender starts at mount, before these loads; by the time her courses have arrived it has had its chance.
  await waitFor(() => expect(api.callsTo('/api/user/data/enrolled-courses')).toHaveLength(1))
  await act(async () => {})
  expect(sends).toEqual([])
  expect(queued(ASHA)).toEqual(['lec_1', 'lec_2', 'lec_3'])
})

test("when someone else signs in on the device, the last user's copies and queue are deleted, not just hidden", async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  localStorage.setItem(pendingKey(RAVI), JSON.stringify(QUEUE))
  localStorage.setItem(`edemy.saved.${RAVI}.user`, JSON.stringify({ savedAt: 1, data: {} }))
  localStorage.setItem(`edemy.saved.${RAVI}.enrolled-courses`, JSON.stringify({ savedAt: 1, data: [] }))
  // Ravi's preferences are his, not a copy of server data: they stay until he clears them himself.
  localStorage.setItem(`edemy.study-preferences.user.${RAVI}`, '{"playbackRate":1.5}')

  renderWithProviders(<p>Studying</p>, { auth: { user: {} } })

  await waitFor(() => expect(localStorage.getItem(pendingKey(RAVI))).toBeNull())
  expect(localStorage.getItem(`edemy.saved.${RAVI}.user`)).toBeNull()
  expect(localStorage.getItem(`edemy.saved.${RAVI}.enrolled-courses`)).toBeNull()
  expect(localStorage.getItem(`edemy.study-preferences.user.${RAVI}`)).toBe('{"playbackRate":1.5}')
})

test('signed out, nobody’s copies are deleted: the last user may come back without a network', async () => {
  mockLearnerApi({ enrolled: [JS_COURSE] })
  localStorage.setItem(pendingKey(RAVI), JSON.stringify(QUEUE))
  renderWithProviders(<p>Browsing</p>, { auth: { user: null } })
  // The sweep has run once it has noted who has copies here.
  await waitFor(() => expect(localStorage.getItem('edemy.personal-copies')).toContain(RAVI))
  expect(queued(RAVI)).toEqual(['lec_1', 'lec_2', 'lec_3'])
})
