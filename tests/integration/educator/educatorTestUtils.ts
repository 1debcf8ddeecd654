import { http, HttpResponse } from 'msw'
import type { AuthUser } from '../../../src/auth/types'
import { server } from '../../mocks/server'

export const EDUCATOR: Partial<AuthUser> = {
  id: 'user_educator',
  fullName: 'Ananya Krishnan',
  imageUrl: 'http://localhost:3000/avatars/ananya.png',
  email: 'ananya@example.com',
  role: 'educator',
}

/** What every screen asks at start (the catalogue) and on sign-in (user data, enrolled courses). */
export function serveAppStart(userId = 'user_educator') {
  server.use(
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', () =>
      HttpResponse.json({ success: true, user: { _id: userId, name: 'Someone', imageUrl: '', enrolledCourses: [] } }),
    ),
    http.get('*/api/user/data/enrolled-courses', () => HttpResponse.json({ success: true, enrolledCourses: [] })),
  )
}

export type RecordedRequest = { method: string; path: string; authorization: string | null }

/** Records every request the screen makes (method, path, bearer), for "which calls fired" assertions. */
export function recordRequests(): RecordedRequest[] {
  const requests: RecordedRequest[] = []
  server.events.on('request:start', ({ request }) => {
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
    })
  })
  return requests
}

export function stopRecording() {
  server.events.removeAllListeners()
}

export const educatorCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith('/api/educator/'))

/** What a table cell says, leaving out decoration hidden from assistive technology (an avatar's initial). */
export function cellText(cell: HTMLElement): string {
  const copy = cell.cloneNode(true) as HTMLElement
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove())
  return copy.textContent?.trim() ?? ''
}
