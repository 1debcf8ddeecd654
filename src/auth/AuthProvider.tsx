import type { ReactNode } from 'react'
import { config } from '../config/env'
import ClerkAuthProvider from './ClerkAuthProvider'
import { LocalAuthProvider } from './LocalAuthProvider'

function ClerkModeProvider({ children }: { children: ReactNode }) {
  return <ClerkAuthProvider publishableKey={config.clerkPublishableKey ?? ''}>{children}</ClerkAuthProvider>
}

/**
 * The identity provider, chosen when the app is built: Clerk when VITE_CLERK_PUBLISHABLE_KEY is set,
 * the local one otherwise (docs/decisions.md#two-sign-in-providers). The choice is a build-time
 * constant, so a build carries only the provider it uses.
 */
export const AuthProvider = __CLERK_BUILD__ ? ClerkModeProvider : LocalAuthProvider
