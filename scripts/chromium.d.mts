// Types for chromium.mjs, so TypeScript files (playwright.config.ts) share the one definition.
export declare const CHROMIUM_PATH: string
export declare const QUIET_CHROMIUM_FLAGS: string[]
