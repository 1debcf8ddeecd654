import type { ComponentType, ReactNode } from 'react'
import type { TokenGetter } from '../api/client'

export type AuthRole = 'educator' | 'learner'

export type AuthUser = {
  id: string
  fullName: string
  imageUrl: string
  email?: string
  /** From the provider's public metadata (Clerk) or the local session: the source of the educator flag. */
  role: AuthRole
}

/**
 * What the rest of the app knows about signing in (docs/decisions.md#two-sign-in-providers). Two implementations sit
 * behind it, Clerk and the local identity provider; nothing outside src/auth knows which one runs.
 */
/** An entry the app adds to the account menu (after the provider's own), e.g. "Clear data on this device". */
export type AccountAction = { label: string; icon?: ReactNode; onSelect: () => void }

export type UserButtonProps = { actions?: readonly AccountAction[] }

export type Auth = {
  mode: 'local' | 'clerk'
  /** False until the provider knows whether someone is signed in. */
  isLoaded: boolean
  /** True when the provider could not start (e.g. its script was blocked); sign-in is then unavailable. */
  isUnavailable: boolean
  isSignedIn: boolean
  user: AuthUser | null
  /**
   * Everyone with a session in this browser, the signed-in user first (Clerk keeps several; the local provider one).
   * Empty while signed out. What the device keeps of anyone else is deleted (queries/personalCopies.ts).
   */
  signedInUserIds: readonly string[]
  /** Called for every bearer request, at call time; never cached by the app. */
  getToken: TokenGetter
  openSignIn: () => void
  /** The visitor is about to sign in (a pointer or focus on a sign-in button): start loading what it needs. */
  prepareSignIn: () => void
  signOut: () => Promise<void>
  /** Re-reads the user from the provider, e.g. to learn the educator role after update-role. */
  reloadUser: () => Promise<void>
  /** The API refused a fresh token: the session is over. */
  handleUnauthorized: () => void
  UserButton: ComponentType<UserButtonProps>
}

export function roleFrom(value: unknown): AuthRole {
  return value === 'educator' ? 'educator' : 'learner'
}
