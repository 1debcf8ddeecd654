import type { ReactNode } from 'react'

/** The state a test puts the fake Clerk in; reset by resetClerkState() after each test. */
export const clerkState = {
  isLoaded: true,
  isSignedIn: false,
  failed: false,
  role: undefined as string | undefined,
  tokens: [] as Array<{ skipCache?: boolean } | undefined>,
  openSignIn: vi.fn<() => void>(),
  signOut: vi.fn<() => Promise<void>>(async () => {}),
  reload: vi.fn<() => Promise<void>>(async () => {}),
}

export function resetClerkState(): void {
  Object.assign(clerkState, { isLoaded: true, isSignedIn: false, failed: false, role: undefined, tokens: [] })
  clerkState.openSignIn.mockClear()
  clerkState.signOut.mockClear()
  clerkState.reload.mockClear()
}

/** A stand-in for @clerk/react (the module is mocked: the real one needs a browser and the network), exporting every name the app imports. */
export function createClerkMock() {
  const user = () =>
    clerkState.isSignedIn
      ? {
          id: 'user_clerk_1',
          fullName: 'Clerk Person',
          username: null,
          imageUrl: 'https://img.clerk.com/avatar.png',
          primaryEmailAddress: { emailAddress: 'person@example.com' },
          publicMetadata: { role: clerkState.role },
          reload: clerkState.reload,
        }
      : null
  return {
    ClerkProvider: ({ children }: { children: ReactNode }) => <>{children}</>,
    ClerkFailed: ({ children }: { children: ReactNode }) => (clerkState.failed ? <>{children}</> : null),
    UserButton: () => <button type="button">Clerk user menu</button>,
    useAuth: () => ({
      isLoaded: clerkState.isLoaded,
      isSignedIn: clerkState.isLoaded ? clerkState.isSignedIn : undefined,
      getToken: async (options?: { skipCache?: boolean }) => {
        clerkState.tokens.push(options)
        return clerkState.isSignedIn ? (options?.skipCache ? 'clerk-fresh-token' : 'clerk-token') : null
      },
    }),
    useUser: () => ({ isLoaded: clerkState.isLoaded, user: user() }),
    useClerk: () => ({ openSignIn: clerkState.openSignIn, signOut: clerkState.signOut }),
  }
}
