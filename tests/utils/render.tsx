import type { Mock } from 'vitest'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '../../src/lib/i18n'
import { render, type RenderResult } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { act } from '@testing-library/react'
import { useState, type ReactElement, type ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { ToastContainer } from 'react-toastify'
import { createQueryClient } from '../../src/api/queryClient'
import { AppRoutes } from '../../src/App'
import { AuthContext } from '../../src/auth/AuthContext'
import type { Auth, AuthUser } from '../../src/auth/types'
import { AppContextProvider } from '../../src/context/AppContext'

export const TEST_TOKEN = 'test-token-0123456789abcdef'

export type TestAuthOptions = {
  /** null: signed out. A partial user: signed in as that user (learner unless role says educator). */
  user?: Partial<AuthUser> | null
  isLoaded?: boolean
  /** The provider could not start (its script blocked): sign-in is unavailable. */
  isUnavailable?: boolean
  token?: string | null
}

export type TestAuth = Auth & {
  openSignIn: Mock<() => void>
  signOut: Mock<() => Promise<void>>
  reloadUser: Mock<() => Promise<void>>
}

export const LEARNER: AuthUser = {
  id: 'user_learner',
  fullName: 'Asha Verma',
  imageUrl: 'http://localhost:3000/avatars/asha.png',
  email: 'asha@example.com',
  role: 'learner',
}

/** A stand-in for the auth provider, so screens are tested without Clerk or the local identity provider. */
export function createTestAuth({
  user = null,
  isLoaded = true,
  isUnavailable = false,
  token = TEST_TOKEN,
}: TestAuthOptions = {}): TestAuth {
  const signedInUser = user ? { ...LEARNER, ...user } : null
  return {
    mode: 'local',
    isLoaded,
    isUnavailable,
    isSignedIn: isLoaded && signedInUser !== null,
    user: isLoaded ? signedInUser : null,
    signedInUserIds: isLoaded && signedInUser ? [signedInUser.id] : [],
    getToken: async () => (signedInUser ? token : null),
    openSignIn: vi.fn<() => void>(),
    prepareSignIn: vi.fn<() => void>(),
    signOut: vi.fn<() => Promise<void>>(async () => {}),
    reloadUser: vi.fn<() => Promise<void>>(async () => {}),
    handleUnauthorized: () => {},
    UserButton: () => <button type="button">Account menu</button>,
  }
}

/** Shows the current location so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>
}

type RenderOptions = {
  /** The URL to start at. */
  route?: string
  /** The route pattern `ui` is mounted at (for params); defaults to the route itself. */
  path?: string
  auth?: TestAuth | TestAuthOptions
}

export type RenderWithProvidersResult = RenderResult & {
  user: UserEvent
  auth: TestAuth
  /** Switches who is signed in (sign-out, another account) without remounting the app. */
  setAuth: (next: TestAuth | TestAuthOptions) => void
  queryClient: ReturnType<typeof createQueryClient>
  location: () => string
}

function isTestAuth(value: TestAuth | TestAuthOptions): value is TestAuth {
  return 'getToken' in value
}

const toTestAuth = (option: RenderOptions['auth']) => (option && isTestAuth(option) ? option : createTestAuth(option))

/** Holds the auth value in state, so a test can sign out or switch accounts mid-render. */
function SwitchableAuth({
  initial,
  expose,
  children,
}: {
  initial: TestAuth
  expose: (set: (auth: TestAuth) => void) => void
  children: ReactNode
}) {
  const [auth, setAuth] = useState(initial)
  expose(setAuth)
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}

function mount(children: ReactElement, route: string, authOption: RenderOptions['auth']): RenderWithProvidersResult {
  const auth = toTestAuth(authOption)
  const queryClient = createQueryClient()
  let switchAuth: (auth: TestAuth) => void = () => {}
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <SwitchableAuth initial={auth} expose={(set) => (switchAuth = set)}>
            <AppContextProvider>
              {children}
              <LocationProbe />
            </AppContextProvider>
          </SwitchableAuth>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  )
  return {
    ...result,
    user: userEvent.setup(),
    auth,
    setAuth: (next) => act(() => switchAuth(toTestAuth(next))),
    queryClient,
    location: () => result.getByTestId('location').textContent ?? '',
  }
}

/** Mounts one page (or component) with every provider, at a route, with a toast container. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): RenderWithProvidersResult {
  const route = options.route ?? '/'
  const path = options.path ?? route
  return mount(
    <>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={null} />
      </Routes>
      <ToastContainer />
    </>,
    route,
    options.auth,
  )
}

/** Mounts the whole route table (layouts, lazy pages, 404) at a route. */
export function renderApp(options: Omit<RenderOptions, 'path'> = {}): RenderWithProvidersResult {
  return mount(<AppRoutes />, options.route ?? '/', options.auth)
}

/** The interface's messages for a component rendered on its own: `render(ui, { wrapper: I18nWrapper })`. */
export function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>
}
