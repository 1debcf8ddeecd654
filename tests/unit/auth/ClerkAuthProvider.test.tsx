import { act, render, screen } from '@testing-library/react'
import { useEffect } from 'react'
import ClerkAuthProvider from '../../../src/auth/ClerkAuthProvider'
import { useAuth } from '../../../src/auth/AuthContext'
import type { Auth } from '../../../src/auth/types'
import { clerkState, resetClerkState } from '../../mocks/clerk'

vi.mock('@clerk/react', async () => (await import('../../mocks/clerk')).createClerkMock())

const KEY = 'pk_test_ZXhhbXBsZS5jbGVyay5hY2NvdW50cy5kZXYk'

// The probe hands the auth value to the test through this holder (tests call its functions directly).
const captured: { auth: Auth | null } = { auth: null }
function Probe() {
  const current = useAuth()
  useEffect(() => {
    captured.auth = current
  })
  const { UserButton } = current
  const state = current.isLoaded
    ? current.isSignedIn
      ? `in as ${current.user?.fullName} (${current.user?.role})`
      : 'signed out'
    : 'loading'
  return (
    <p>
      {state}
      {current.isUnavailable && ' unavailable'}
      <UserButton />
    </p>
  )
}

function renderClerk() {
  return render(
    <ClerkAuthProvider publishableKey={KEY}>
      <Probe />
    </ClerkAuthProvider>,
  )
}

afterEach(() => {
  resetClerkState()
  captured.auth = null
  vi.useRealTimers()
})

test('a signed-in Clerk user with the educator role in public metadata is an educator', () => {
  Object.assign(clerkState, { isSignedIn: true, role: 'educator' })
  renderClerk()
  expect(screen.getByText(/in as Clerk Person \(educator\)/)).toBeInTheDocument()
  expect(captured.auth?.user).toEqual({
    id: 'user_clerk_1',
    fullName: 'Clerk Person',
    imageUrl: 'https://img.clerk.com/avatar.png',
    email: 'person@example.com',
    role: 'educator',
  })
})

test('any other role, or none, is a learner', () => {
  Object.assign(clerkState, { isSignedIn: true, role: 'admin' })
  renderClerk()
  expect(screen.getByText(/\(learner\)/)).toBeInTheDocument()
})

test('the token comes from Clerk at call time, and a forced refresh skips its cache', async () => {
  clerkState.isSignedIn = true
  renderClerk()
  await expect(captured.auth?.getToken()).resolves.toBe('clerk-token')
  await expect(captured.auth?.getToken({ forceRefresh: true })).resolves.toBe('clerk-fresh-token')
  expect(clerkState.tokens).toEqual([undefined, { skipCache: true }])
})

test('nothing is written to web storage', async () => {
  clerkState.isSignedIn = true
  renderClerk()
  await captured.auth?.getToken()
  expect(localStorage.length).toBe(0)
  expect(sessionStorage.length).toBe(0)
})

test('sign-in, sign-out and reload go to Clerk', async () => {
  clerkState.isSignedIn = true
  renderClerk()
  captured.auth?.openSignIn()
  await captured.auth?.signOut()
  await captured.auth?.reloadUser()
  expect(clerkState.openSignIn).toHaveBeenCalledTimes(1)
  expect(clerkState.signOut).toHaveBeenCalledTimes(1)
  expect(clerkState.reload).toHaveBeenCalledTimes(1)
})

test('the Clerk user button is the user button', () => {
  clerkState.isSignedIn = true
  renderClerk()
  expect(screen.getByRole('button', { name: 'Clerk user menu' })).toBeInTheDocument()
})

test('while Clerk loads the app does not know yet; if it never loads, sign-in is marked unavailable', () => {
  vi.useFakeTimers()
  clerkState.isLoaded = false
  renderClerk()
  expect(screen.getByText('loading')).toBeInTheDocument()
  act(() => {
    vi.advanceTimersByTime(8000)
  })
  expect(screen.getByText(/signed out unavailable/)).toBeInTheDocument()
})

test('when Clerk reports a failure, sign-in is marked unavailable at once', () => {
  Object.assign(clerkState, { isLoaded: false, failed: true })
  renderClerk()
  expect(screen.getByText(/unavailable/)).toBeInTheDocument()
})
