import { ClerkFailed, ClerkProvider, UserButton, useAuth as useClerkAuth, useClerk, useUser } from '@clerk/react'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { AuthContext } from './AuthContext'
import { roleFrom, type Auth } from './types'

/** Clerk's script can be blocked or unreachable; after this long the sign-in button says so instead of waiting. */
const CLERK_LOAD_WATCHDOG_MS = 8000

type ClerkAuthProviderProps = { publishableKey: string; children: ReactNode }

/**
 * The Clerk implementation of the auth interface. Loaded as its own chunk, only when a publishable
 * key is configured, so local mode never downloads Clerk. Tokens stay inside Clerk: the app asks
 * getToken() for each request and never stores them.
 */
export default function ClerkAuthProvider({ publishableKey, children }: ClerkAuthProviderProps) {
  const [hasFailed, setHasFailed] = useState(false)
  return (
    <ClerkProvider publishableKey={publishableKey} afterSignOutUrl="/">
      <ClerkBridge hasFailed={hasFailed} onFailed={() => setHasFailed(true)}>
        {children}
      </ClerkBridge>
      <ClerkFailed>
        <ReportFailure onFailed={() => setHasFailed(true)} />
      </ClerkFailed>
    </ClerkProvider>
  )
}

function ReportFailure({ onFailed }: { onFailed: () => void }) {
  useEffect(onFailed, [onFailed])
  return null
}

function ClerkUserButton() {
  return <UserButton />
}

type ClerkBridgeProps = { hasFailed: boolean; onFailed: () => void; children: ReactNode }

function ClerkBridge({ hasFailed, onFailed, children }: ClerkBridgeProps) {
  const { isLoaded, isSignedIn, getToken } = useClerkAuth()
  const { user } = useUser()
  const clerk = useClerk()

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
      getToken: getAppToken,
      openSignIn: () => clerk.openSignIn(),
      signOut: () => clerk.signOut(),
      reloadUser: async () => {
        await user?.reload()
      },
      // Clerk owns the session; a refused token is reported by the failing call's own message.
      handleUnauthorized: () => {},
      UserButton: ClerkUserButton,
    }),
    [isLoaded, hasFailed, isSignedIn, user, getAppToken, clerk],
  )

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}
