import {
  ClerkFailed,
  ClerkProvider,
  UserButton,
  useAuth as useClerkAuth,
  useClerk,
  useSessionList,
  useUser,
} from '@clerk/react'
import { memo, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { roleFrom, type AccountAction, type Auth, type UserButtonProps } from './types'

/** Where the app wants Clerk's user menu, each with the entries the app adds to it. */
export type UserButtonSlotMap = ReadonlyMap<HTMLElement, readonly AccountAction[]>

/** Clerk's script can be blocked or unreachable; after this long the sign-in button says so instead of waiting. */
export const CLERK_LOAD_WATCHDOG_MS = 8000

export type ClerkRuntimeProps = {
  publishableKey: string
  /** Receives the app's view of Clerk once Clerk has loaded or failed, and whenever it changes. */
  onAuth: (auth: Auth) => void
  /** The elements where the app wants Clerk's user menu (see ClerkAuthProvider). */
  userButtonSlots: UserButtonSlotMap
  /** What the app renders for the user menu: a slot that this runtime fills. */
  UserButtonSlot: ComponentType<UserButtonProps>
  /** The visitor pressed a sign-in button before Clerk had loaded: open the sign-in once it has. */
  isSignInRequested: boolean
  onSignInHandled: () => void
}

/**
 * Clerk itself, in its own chunk: the SDK loads only when a session may exist or the visitor asks to
 * sign in (ClerkAuthProvider). It renders beside the app, not around it, so its arrival never remounts
 * the screens; the user menu reaches the navbar through a portal. Tokens stay inside Clerk: the app
 * asks getToken() for each request and never stores them.
 */
function ClerkRuntime({ publishableKey, userButtonSlots, ...bridge }: ClerkRuntimeProps) {
  const [hasFailed, setHasFailed] = useState(false)
  const reportFailure = useCallback(() => setHasFailed(true), [])
  useEffect(() => {
    // @clerk/react leaves a failed script load as an unhandled rejection; the app handles it by
    // marking sign-in unavailable, so it is reported here instead of as an uncaught error.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (!isClerkLoadFailure(event.reason)) return
      event.preventDefault()
      reportFailure()
    }
    window.addEventListener('unhandledrejection', onRejection)
    return () => window.removeEventListener('unhandledrejection', onRejection)
  }, [reportFailure])
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ClerkBridge hasFailed={hasFailed} onFailed={reportFailure} {...bridge} />
      <ClerkFailed>
        <ReportFailure onFailed={reportFailure} />
      </ClerkFailed>
      {[...userButtonSlots].map(([slot, actions], index) =>
        createPortal(<ClerkUserMenu actions={actions} />, slot, `user-button-${index}`),
      )}
    </ClerkProvider>
  )
}

// Memoised: the app re-renders when this reports a change, and that must not render Clerk's bridge again.
export default memo(ClerkRuntime)

/** Clerk's user menu (accounts, sign-out, and the switch between signed-in accounts) with the app's entries added. */
function ClerkUserMenu({ actions }: { actions: readonly AccountAction[] }) {
  if (actions.length === 0) return <UserButton />
  return (
    <UserButton>
      <UserButton.MenuItems>
        {actions.map((action) => (
          <UserButton.Action
            key={action.label}
            label={action.label}
            labelIcon={action.icon ?? null}
            onClick={action.onSelect}
          />
        ))}
      </UserButton.MenuItems>
    </UserButton>
  )
}

function isClerkLoadFailure(reason: unknown): boolean {
  const code = typeof reason === 'object' && reason !== null ? (reason as { code?: unknown }).code : undefined
  return code === 'failed_to_load_clerk_js' || code === 'failed_to_load_clerk_ui'
}

function ReportFailure({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, [onFailed])
  return null
}

type ClerkBridgeProps = Omit<ClerkRuntimeProps, 'publishableKey' | 'userButtonSlots'> & {
  hasFailed: boolean
  onFailed: () => void
}

function ClerkBridge({
  hasFailed,
  onFailed,
  onAuth,
  UserButtonSlot,
  isSignInRequested,
  onSignInHandled,
}: ClerkBridgeProps) {
  const { isLoaded, isSignedIn, getToken } = useClerkAuth()
  const { user } = useUser()
  const { sessions } = useSessionList()
  const clerk = useClerk()
  // Everyone signed in here (Clerk's multi-session menu switches between them), the active user first.
  const sessionUserKey = (sessions ?? [])
    .map((session) => session.user?.id)
    .filter((id): id is string => typeof id === 'string' && id !== user?.id)
    .join(' ')

  useEffect(() => {
    if (isLoaded) return
    const timer = setTimeout(onFailed, CLERK_LOAD_WATCHDOG_MS)
    return () => clearTimeout(timer)
  }, [isLoaded, onFailed])

  const getAppToken = useCallback(
    (options?: { forceRefresh?: boolean }) => getToken(options?.forceRefresh ? { skipCache: true } : undefined),
    [getToken],
  )

  const auth = useMemo<Auth>(
    () => ({
      mode: 'clerk',
      isLoaded: isLoaded || hasFailed,
      isUnavailable: !isLoaded && hasFailed,
      isSignedIn: isSignedIn === true,
      user:
        isSignedIn && user
          ? {
              id: user.id,
              fullName: user.fullName ?? user.username ?? '',
              imageUrl: user.imageUrl,
              email: user.primaryEmailAddress?.emailAddress,
              role: roleFrom(user.publicMetadata?.role),
            }
          : null,
      signedInUserIds: isSignedIn && user ? [user.id, ...(sessionUserKey === '' ? [] : sessionUserKey.split(' '))] : [],
      getToken: getAppToken,
      openSignIn: () => clerk.openSignIn(),
      prepareSignIn: () => {},
      signOut: () => clerk.signOut(),
      reloadUser: async () => {
        await user?.reload()
      },
      // Clerk owns the session; a refused token is reported by the failing call's own message.
      handleUnauthorized: () => {},
      UserButton: UserButtonSlot,
    }),
    [isLoaded, hasFailed, isSignedIn, user, sessionUserKey, getAppToken, clerk, UserButtonSlot],
  )

  // Until Clerk knows, the app keeps what it showed before (signed out, or "not known yet").
  useEffect(() => {
    if (auth.isLoaded) onAuth(auth)
  }, [auth, onAuth])

  useEffect(() => {
    if (!isSignInRequested || !auth.isLoaded) return
    onSignInHandled()
    // Someone whose session Clerk found is already signed in: there is nothing to open.
    if (!auth.isUnavailable && !auth.isSignedIn) auth.openSignIn()
  }, [isSignInRequested, auth, onSignInHandled])

  return null
}
