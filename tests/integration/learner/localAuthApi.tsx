import { I18nProvider } from '@lingui/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { ToastContainer } from 'react-toastify'
import { createQueryClient } from '../../../src/api/queryClient'
import { LocalAuthProvider } from '../../../src/auth/LocalAuthProvider'
import { Navbar } from '../../../src/components/common/Navbar'
import { AppContextProvider } from '../../../src/context/AppContext'
import { i18n } from '../../../src/lib/i18n'
import { server } from '../../mocks/server'
import type { Call } from './learnerApi'

export const LOCAL_TOKEN = 'local-token-abcdef0123456789'

export type LocalAccount = { _id: string; name: string; email: string; imageUrl: string; role?: string }

export const ROHAN: LocalAccount = {
  _id: 'user_demo_learner',
  name: 'Rohan Mehta',
  email: 'rohan.mehta@example.com',
  imageUrl: '',
}
export const ANANYA: LocalAccount = {
  _id: 'user_demo_educator',
  name: 'Ananya Krishnan',
  email: 'ananya.krishnan@example.com',
  imageUrl: '',
  role: 'educator',
}

async function record(calls: Call[], request: Request): Promise<unknown> {
  const text = await request.text()
  const body = text === '' ? undefined : (JSON.parse(text) as unknown)
  calls.push({
    method: request.method,
    path: new URL(request.url).pathname,
    body,
    authorization: request.headers.get('Authorization'),
  })
  return body
}

/**
 * The local identity provider (docs/api.md#local-identity-provider) plus the learner calls the navigation
 * bar causes, backed by a tiny in-memory store: tokens map to accounts, update-role changes the role.
 */
export function mockLocalIdentity(options: { accounts?: LocalAccount[]; sessions?: Record<string, string> } = {}) {
  const accounts = new Map((options.accounts ?? [ROHAN, ANANYA]).map((account) => [account._id, { ...account }]))
  const sessions = new Map(Object.entries(options.sessions ?? {}))
  const calls: Call[] = []
  let issued = 0

  const userOf = (request: Request) => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
    const id = sessions.get(token)
    return id ? accounts.get(id) : undefined
  }
  const refused = () =>
    HttpResponse.json({ success: false, message: 'Not authorized. Please sign in.' }, { status: 401 })
  const signedIn = (account: LocalAccount) => {
    issued += 1
    const token = `${LOCAL_TOKEN}-${issued}`
    sessions.set(token, account._id)
    return HttpResponse.json({ success: true, token, user: { ...account, fullName: account.name } })
  }

  server.use(
    http.get('*/local-auth/accounts', () => HttpResponse.json({ success: true, accounts: [...accounts.values()] })),
    http.post('*/local-auth/sign-in', async ({ request }) => {
      const body = (await record(calls, request)) as { userId?: string }
      const account = body.userId ? accounts.get(body.userId) : undefined
      return account
        ? signedIn(account)
        : HttpResponse.json({ success: false, message: 'Unknown account' }, { status: 404 })
    }),
    http.post('*/local-auth/sign-up', async ({ request }) => {
      const body = (await record(calls, request)) as { name: string; email: string }
      if ([...accounts.values()].some((account) => account.email === body.email)) {
        return HttpResponse.json(
          { success: false, message: 'An account with this e-mail already exists' },
          { status: 409 },
        )
      }
      const account = { _id: `user_new_${accounts.size}`, name: body.name, email: body.email, imageUrl: '' }
      accounts.set(account._id, account)
      return signedIn(account)
    }),
    http.get('*/local-auth/session', async ({ request }) => {
      await record(calls, request)
      const account = userOf(request)
      return account ? HttpResponse.json({ success: true, user: { ...account, fullName: account.name } }) : refused()
    }),
    http.post('*/local-auth/sign-out', async ({ request }) => {
      await record(calls, request)
      const token = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? ''
      sessions.delete(token)
      return HttpResponse.json({ success: true })
    }),
    http.post('*/api/educator/update-role', async ({ request }) => {
      await record(calls, request)
      const account = userOf(request)
      if (!account) return refused()
      account.role = 'educator'
      return HttpResponse.json({ success: true, message: 'You can publish courses now' })
    }),
    http.get('*/api/course/all', () => HttpResponse.json({ success: true, courses: [] })),
    http.get('*/api/user/data', ({ request }) => {
      const account = userOf(request)
      if (!account) return refused()
      return HttpResponse.json({
        success: true,
        user: { _id: account._id, name: account.name, imageUrl: '', enrolledCourses: [] },
      })
    }),
    http.get('*/api/user/data/enrolled-courses', ({ request }) =>
      userOf(request) ? HttpResponse.json({ success: true, enrolledCourses: [] }) : refused(),
    ),
  )

  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
    accounts,
    /** Signs a token in on the server side, as an earlier visit would have. */
    startSession: (token: string, accountId: string) => sessions.set(token, accountId),
  }
}

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

/** The navigation bar under the real local identity provider, as the app mounts it. */
export function renderWithLocalAuth(route = '/') {
  const queryClient = createQueryClient()
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <LocalAuthProvider loadSignInDialog={() => import('../../../src/components/common/LocalSignInDialog')}>
            <AppContextProvider>
              <Navbar />
              <LocationProbe />
            </AppContextProvider>
          </LocalAuthProvider>
        </MemoryRouter>
        <ToastContainer />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...result, user: userEvent.setup(), queryClient }
}
