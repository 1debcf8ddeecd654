import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useEffect, useLayoutEffect } from 'react'
import ClerkAuthProvider from '../../../src/auth/ClerkAuthProvider'
import { useAuth } from '../../../src/auth/AuthContext'
import type { Auth } from '../../../src/auth/types'
import { clerkState, resetClerkState } from '../../mocks/clerk'

vi.mock('@clerk/react', async () => (await import('../../mocks/clerk')).createClerkMock())

const KEY = 'pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk'
const SESSION_COOKIE = '__client_uat=1700000000'

// The probe hands the auth value to the test through this holder (tests call its functions directly).
const captured: { auth: Auth | null; mounts: number } = { auth: null, mounts: 0 }
function Probe() {
  const current = useAuth()
  // A layout effect runs in the same commit as the DOM change, so a test that has seen the new text
  // also sees the auth value that produced it.
  useLayoutEffect(() => {
    captured.auth = current
  })
  useEffect(() => {
    captured.mounts += 1
  }, [])
  const { UserButton } = current
  const state = current.isLoaded
    ? current.isSignedIn
      ? `in as ${current.user?.fullName} (${current.user?.role})`
      : 'signed out'
    : 'loading'
  return (
    <div>
      <p>
        {state}
        {current.isUnavailable && ' unavailable'}
      </p>
      <button type="button" onClick={current.openSignIn} onFocus={current.prepareSignIn}>
        Create Account
      </button>
      <UserButton />
    </div>
  )
}

function renderClerk() {
  return render(
    <ClerkAuthProvider publishableKey={KEY}>
      <Probe />
    </ClerkAuthProvider>,
  )
}

/** A browser that holds a Clerk session, as Clerk marks it on the app's domain. */
function withSessionCookie() {
  document.cookie = `${SESSION_COOKIE}; path=/`
}

afterEach(() => {
  document.cookie = '__client_uat=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'
  resetClerkState()
  captured.auth = null
  captured.mounts = 0
  vi.useRealTimers()
})

test('a visitor without a session is signed out from the first render, and Clerk is not loaded', async () => {
  renderClerk()
  expect(screen.getByText('signed out')).toBeInTheDocument()
  // Once every import the provider started has arrived and rendered, none of them was Clerk.
  await act(() => vi.dynamicImportSettled())
  expect(clerkState.providerRenders).toBe(0)
})

test('pressing sign-in loads Clerk and then opens its sign-in, once', async () => {
  renderClerk()
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  fireEvent.click(screen.getByRole('button', { name: 'Create Account' }))
  await waitFor(() => expect(clerkState.openSignIn).toHaveBeenCalledTimes(1))
  expect(screen.getByText('signed out')).toBeInTheDocument()
})

test('focusing the sign-in button starts loading Clerk without opening anything', async () => {
  renderClerk()
  fireEvent.focus(screen.getByRole('button', { name: 'Create Account' }))
  await waitFor(() => expect(clerkState.providerRenders).toBeGreaterThan(0))
  expect(clerkState.openSignIn).not.toHaveBeenCalled()
})

test('with a session cookie the app waits for Clerk, and Clerk arriving does not remount the screens', async () => {
  withSessionCookie()
  Object.assign(clerkState, { isSignedIn: true, role: 'educator' })
  renderClerk()
  expect(screen.getByText('loading')).toBeInTheDocument()
  expect(await screen.findByText(/in as Clerk Person \(educator\)/)).toBeInTheDocument()
  expect(captured.mounts).toBe(1)
  expect(captured.auth?.user).toEqual({
    id: 'user_clerk_1',
    fullName: 'Clerk Person',
    imageUrl: 'https://img.clerk.com/avatar.png',
    email: 'person@example.com',
    role: 'educator',
  })
})

test('any other role, or none, is a learner', async () => {
  withSessionCookie()
  Object.assign(clerkState, { isSignedIn: true, role: 'admin' })
  renderClerk()
  expect(await screen.findByText(/\(learner\)/)).toBeInTheDocument()
})

test('the token comes from Clerk at call time, and a forced refresh skips its cache', async () => {
  withSessionCookie()
  clerkState.isSignedIn = true
  renderClerk()
  await screen.findByText(/in as/)
  await expect(captured.auth?.getToken()).resolves.toBe('clerk-token')
  await expect(captured.auth?.getToken({ forceRefresh: true })).resolves.toBe('clerk-fresh-token')
  expect(clerkState.tokens).toEqual([undefined, { skipCache: true }])
})

test('nothing is written to web storage', async () => {
  withSessionCookie()
  clerkState.isSignedIn = true
  renderClerk()
  await screen.findByText(/in as/)
  await captured.auth?.getToken()
  expect(localStorage.length).toBe(0)
  expect(sessionStorage.length).toBe(0)
})

test('sign-in, sign-out and reload go to Clerk; a signed-in user is not asked to sign in again', async () => {
  withSessionCookie()
  clerkState.isSignedIn = true
  renderClerk()
  await screen.findByText(/in as/)
  captured.auth?.openSignIn()
  await captured.auth?.signOut()
  await captured.auth?.reloadUser()
  expect(clerkState.openSignIn).toHaveBeenCalledTimes(1)
  expect(clerkState.signOut).toHaveBeenCalledTimes(1)
  expect(clerkState.reload).toHaveBeenCalledTimes(1)
})

test("Clerk's user menu appears where the app puts its user button", async () => {
  withSessionCookie()
  clerkState.isSignedIn = true
  const { container } = renderClerk()
  const menu = await screen.findByRole('button', { name: 'Clerk user menu' })
  expect(container.contains(menu)).toBe(true)
  expect(menu.parentElement?.tagName).toBe('SPAN')
})

test('while Clerk loads the app does not know yet; if it never loads, sign-in is marked unavailable', async () => {
  // Clerk's chunk is already in memory, so its import settles within act() under fake timers.
  await import('../../../src/auth/clerkRuntime')
  vi.useFakeTimers()
  withSessionCookie()
  clerkState.isLoaded = false
  renderClerk()
  await act(async () => {})
  expect(clerkState.providerRenders).toBeGreaterThan(0)
  expect(screen.getByText('loading')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(8000)
  })
  expect(screen.getByText(/signed out unavailable/)).toBeInTheDocument()
})

test('when Clerk reports a failure, sign-in is marked unavailable at once', async () => {
  withSessionCookie()
  Object.assign(clerkState, { isLoaded: false, failed: true })
  renderClerk()
  expect(await screen.findByText(/unavailable/)).toBeInTheDocument()
})

test("Clerk's script failing to load is handled: sign-in is marked unavailable, not left as an uncaught error", async () => {
  withSessionCookie()
  clerkState.isLoaded = false
  renderClerk()
  await waitFor(() => expect(clerkState.providerRenders).toBeGreaterThan(0))
  // Clerk has rendered; let its effects (the rejection listener among them) run before the event.
  await act(async () => {})
  const failure = Object.assign(new Event('unhandledrejection', { cancelable: true }), {
    reason: Object.assign(new Error('Failed to load Clerk JS'), { code: 'failed_to_load_clerk_js' }),
  })
  act(() => {
    window.dispatchEvent(failure)
  })
  expect(failure.defaultPrevented).toBe(true)
  expect(screen.getByText(/signed out unavailable/)).toBeInTheDocument()
})

test('other unhandled rejections are left alone', async () => {
  withSessionCookie()
  clerkState.isLoaded = false
  renderClerk()
  await waitFor(() => expect(clerkState.providerRenders).toBeGreaterThan(0))
  await act(async () => {})
  const other = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason: new Error('boom') })
  act(() => {
    window.dispatchEvent(other)
  })
  expect(other.defaultPrevented).toBe(false)
  expect(screen.getByText('loading')).toBeInTheDocument()
})

test("the app's own entries join Clerk's menu, and everyone signed in here is known", async () => {
  withSessionCookie()
  clerkState.isSignedIn = true
  const onSelect = vi.fn<() => void>()
  const actions = [{ label: 'Clear data on this device', onSelect }]
  function Menu() {
    const { UserButton, signedInUserIds } = useAuth()
    return (
      <>
        <UserButton actions={actions} />
        <output>{signedInUserIds.join(',')}</output>
      </>
    )
  }
  render(
    <ClerkAuthProvider publishableKey={KEY}>
      <Menu />
    </ClerkAuthProvider>,
  )
  fireEvent.click(await screen.findByRole('button', { name: 'Clear data on this device' }))
  expect(onSelect).toHaveBeenCalledTimes(1)
  // The menu can appear a render before Clerk's state reaches the app; the list follows it.
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('user_clerk_1'))
})
