import { Suspense, lazy, type ReactNode } from 'react'
import { config } from '../config/env'
import { AuthContext } from './AuthContext'
import { LocalAuthProvider } from './LocalAuthProvider'
import type { Auth } from './types'

const ClerkAuthProvider = lazy(() => import('./ClerkAuthProvider'))

/** While the Clerk chunk loads, the app renders as "not yet known" rather than signed out. */
const pendingAuth: Auth = {
  mode: 'clerk',
  isLoaded: false,
  isUnavailable: false,
  isSignedIn: false,
  user: null,
  getToken: async () => null,
  openSignIn: () => {},
  signOut: async () => {},
  reloadUser: async () => {},
  handleUnauthorized: () => {},
  UserButton: () => null,
}

/** Chooses the identity provider from VITE_CLERK_PUBLISHABLE_KEY (docs/decisions.md#two-sign-in-providers). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const key = config.clerkPublishableKey
  if (!key) return <LocalAuthProvider>{children}</LocalAuthProvider>
  return (
    <Suspense fallback={<AuthContext.Provider value={pendingAuth}>{children}</AuthContext.Provider>}>
      <ClerkAuthProvider publishableKey={key}>{children}</ClerkAuthProvider>
    </Suspense>
  )
}
