/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND_URL?: string
  readonly VITE_CLERK_PUBLISHABLE_KEY?: string
  readonly VITE_CURRENCY?: string
  readonly VITE_BRAND?: string
  readonly VITE_CONTACT_EMAIL?: string
  readonly VITE_CONTACT_PHONE?: string
  readonly VITE_CONTACT_ADDRESS?: string
  readonly VITE_CHECKOUT_HOSTS?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** True when the build has a Clerk publishable key (vite.config.ts): the sign-in provider it carries. */
declare const __CLERK_BUILD__: boolean

// Loaded only for its side effect (the global regeneratorRuntime that fontkit's shaper expects).
declare module 'regenerator-runtime/runtime'

// A language's catalogue (src/locales/*.po), compiled by @lingui/vite-plugin when imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}
