import { useSyncExternalStore, type ReactNode } from 'react'

/** The state a test puts the fake Clerk in; reset by resetClerkState() after each test. */
export const clerkState = {
  isLoaded: true,
  isSignedIn: false,
  failed: false,
  role: undefined as string | undefined,
  tokens: [] as Array<{ skipCache?: boolean } | undefined>,
  /** How many times <ClerkProvider> rendered: 0 means the app never started Clerk. */
  providerRenders: 0,
  openSignIn: vi.fn<() => void>(),
  signOut: vi.fn<() => Promise<void>>(async () => {}),
  reload: vi.fn<() => Promise<void>>(async () => {}),
}

export function resetClerkState(): void {
  version += 1
  Object.assign(clerkState, {
    isLoaded: true,
    isSignedIn: false,
    failed: false,
    role: undefined,
    tokens: [],
    providerRenders: 0,
  })
  clerkState.openSignIn.mockClear()
  clerkState.signOut.mockClear()
  clerkState.reload.mockClear()
}

// Like Clerk, the fake hands out the same objects until its state changes, and re-renders its users
// when a test changes it through updateClerk().
let version = 0
const listeners = new Set<() => void>()

/** Changes the fake Clerk's state the way Clerk would (a sign-in, a sign-out): every hook user re-renders. */
export function updateClerk(patch: Partial<typeof clerkState>): void {
  Object.assign(clerkState, patch)
  version += 1
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
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
  const getToken = async (options?: { skipCache?: boolean }) => {
    clerkState.tokens.push(options)
    return clerkState.isSignedIn ? (options?.skipCache ? 'clerk-fresh-token' : 'clerk-token') : null
  }
  const clerk = {
    openSignIn: () => clerkState.openSignIn(),
    signOut: () => clerkState.signOut(),
  }
  type Snapshot = {
    key: string
    auth: { isLoaded: boolean; isSignedIn: boolean | undefined; getToken: typeof getToken }
    user: { isLoaded: boolean; user: ReturnType<typeof user> }
  }
  let snapshot: Snapshot | null = null
  const current = () => {
    // Keyed by the state itself (not only by updateClerk's count), so a test that assigns to clerkState
    // before rendering is never answered from an older snapshot.
    const key = `${version}|${clerkState.isLoaded}|${clerkState.isSignedIn}|${clerkState.role}|${clerkState.failed}`
    if (snapshot?.key !== key) {
      snapshot = {
        key,
        auth: {
          isLoaded: clerkState.isLoaded,
          isSignedIn: clerkState.isLoaded ? clerkState.isSignedIn : undefined,
          getToken,
        },
        user: { isLoaded: clerkState.isLoaded, user: user() },
      }
    }
    return snapshot
  }
  const useSnapshot = () => useSyncExternalStore(subscribe, current)
  return {
    ClerkProvider: ({ children }: { children: ReactNode }) => {
      clerkState.providerRenders += 1
      return <>{children}</>
    },
    ClerkFailed: function ClerkFailed({ children }: { children: ReactNode }) {
      useSnapshot()
      return clerkState.failed ? <>{children}</> : null
    },
    UserButton: Object.assign(
      ({ children }: { children?: ReactNode }) => (
        <>
          <button type="button">Clerk user menu</button>
          {children}
        </>
      ),
      {
        MenuItems: ({ children }: { children?: ReactNode }) => <>{children}</>,
        // Clerk lists the app's entries in its menu; here they are plain buttons a test can press.
        Action: ({ label, onClick }: { label: string; onClick?: () => void }) => (
          <button type="button" onClick={onClick}>
            {label}
          </button>
        ),
      },
    ),
    useSessionList: () => {
      const { user } = useSnapshot().user
      return { isLoaded: true, sessions: user ? [{ user: { id: user.id } }] : [] }
    },
    useAuth: () => useSnapshot().auth,
    useUser: () => useSnapshot().user,
    useClerk: () => clerk,
  }
}
