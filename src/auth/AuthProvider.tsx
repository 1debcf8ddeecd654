import type { ReactNode } from 'react'
import { config } from '../config/env'
import ClerkAuthProvider from './ClerkAuthProvider'
import { LocalAuthProvider, type LoadSignInDialog } from './LocalAuthProvider'

type AuthProviderProps = {
  children: ReactNode
  /** The local provider's sign-in dialog (a Clerk build has Clerk's own, and is handed none). */
  loadSignInDialog?: LoadSignInDialog
}

function LocalModeProvider({ children, loadSignInDialog }: AuthProviderProps) {
  if (!loadSignInDialog) throw new Error('The local sign-in needs its dialog: pass loadSignInDialog.')
  return <LocalAuthProvider loadSignInDialog={loadSignInDialog}>{children}</LocalAuthProvider>
}

function ClerkModeProvider({ children }: AuthProviderProps) {
  return <ClerkAuthProvider publishableKey={config.clerkPublishableKey ?? ''}>{children}</ClerkAuthProvider>
}

/**
 * The identity provider, chosen when the app is built: Clerk when VITE_CLERK_PUBLISHABLE_KEY is set,
 * the local one otherwise (docs/decisions.md#two-sign-in-providers). The choice is a build-time
 * constant, so a build carries only the provider it uses.
 */
export const AuthProvider = __CLERK_BUILD__ ? ClerkModeProvider : LocalModeProvider
