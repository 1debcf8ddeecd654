import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react'
import { AuthContext } from './AuthContext'
import { mayHaveClerkSession } from './clerkSessionHint'
import type { ClerkRuntimeProps, UserButtonSlotMap } from './clerkRuntime'
import type { AccountAction, Auth, UserButtonProps } from './types'

type ClerkRuntime = ComponentType<ClerkRuntimeProps>

const loadClerkRuntime = () => import('./clerkRuntime').then((module) => module.default)

// The navbar's user menu is a slot here that the Clerk runtime fills through a portal, with the app's own entries.
type RegisterSlot = (slot: HTMLElement, actions: readonly AccountAction[]) => () => void
const UserButtonSlots = createContext<RegisterSlot | null>(null)
const NO_ACTIONS: readonly AccountAction[] = []

function UserButtonSlot({ actions = NO_ACTIONS }: UserButtonProps) {
  const register = useContext(UserButtonSlots)
  const ref = useCallback(
    (slot: HTMLElement | null) => (slot && register ? register(slot, actions) : undefined),
    [register, actions],
  )
  return <span ref={ref} className="inline-flex" />
}

type ClerkAuthProviderProps = { publishableKey: string; children: ReactNode }

/**
 * Clerk mode. The Clerk SDK is the largest thing a page could load, and a signed-out visitor needs none
 * of it to browse: it loads at once only when the browser may hold a session, otherwise when the
 * visitor points at or presses a sign-in button. Until then a visitor without a session is simply
 * signed out (the navbar's "Create Account" is there from the first paint, and stays), and someone
 * with one sees the navbar's "not known yet" placeholder.
 */
export default function ClerkAuthProvider({ publishableKey, children }: ClerkAuthProviderProps) {
  const [maySignedIn] = useState(() => mayHaveClerkSession(document.cookie, window.location.href))
  const [Runtime, setRuntime] = useState<ClerkRuntime | null>(null)
  const [hasLoadFailed, setHasLoadFailed] = useState(false)
  const [clerkAuth, setClerkAuth] = useState<Auth | null>(null)
  const [isSignInRequested, setIsSignInRequested] = useState(false)
  const [userButtonSlots, setUserButtonSlots] = useState<UserButtonSlotMap>(() => new Map())
  const isLoading = useRef(false)

  const load = useCallback(() => {
    if (isLoading.current) return
    isLoading.current = true
    loadClerkRuntime().then(
      (runtime) => setRuntime(() => runtime),
      () => setHasLoadFailed(true),
    )
  }, [])

  useEffect(() => {
    if (maySignedIn) load()
  }, [maySignedIn, load])

  const registerSlot = useCallback<RegisterSlot>((slot, actions) => {
    setUserButtonSlots((slots) => new Map(slots).set(slot, actions))
    return () =>
      setUserButtonSlots((slots) => {
        const rest = new Map(slots)
        rest.delete(slot)
        return rest
      })
  }, [])

  const beforeClerk = useMemo<Auth>(
    () => ({
      mode: 'clerk',
      isLoaded: !maySignedIn || hasLoadFailed,
      isUnavailable: hasLoadFailed,
      isSignedIn: false,
      user: null,
      signedInUserIds: [],
      getToken: async () => null,
      openSignIn: () => {
        setIsSignInRequested(true)
        load()
      },
      prepareSignIn: load,
      signOut: async () => {},
      reloadUser: async () => {},
      handleUnauthorized: () => {},
      UserButton: UserButtonSlot,
    }),
    [maySignedIn, hasLoadFailed, load],
  )

  const handleSignIn = useCallback(() => setIsSignInRequested(false), [])

  return (
    <UserButtonSlots.Provider value={registerSlot}>
      <AuthContext.Provider value={clerkAuth ?? beforeClerk}>{children}</AuthContext.Provider>
      {Runtime && (
        <Runtime
          publishableKey={publishableKey}
          onAuth={setClerkAuth}
          userButtonSlots={userButtonSlots}
          UserButtonSlot={UserButtonSlot}
          isSignInRequested={isSignInRequested}
          onSignInHandled={handleSignIn}
        />
      )}
    </UserButtonSlots.Provider>
  )
}
