/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url'
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'
import { localApiPlugin } from './local-api/vitePlugin.ts'
import { securityHeadersPlugin } from './build/securityHeadersPlugin.ts'
import { catalogueHintsPlugin } from './build/catalogueHintsPlugin.ts'
import { appShellChunk, pageChunk } from './build/appShellChunk.ts'
import { firstPaintPlugin } from './build/firstPaintPlugin.ts'
import { firstScreenPlugin } from './build/firstScreenPlugin.ts'
import { routePreloadPlugin } from './build/routePreloadPlugin.ts'
import { manifestOutsideDist } from './build/manifestOutsideDist.ts'
import { pwaPlugin } from './build/pwaPlugin.ts'
import { linguiMacroPlugin } from './build/linguiMacroPlugin.ts'

const sourcePath = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url))
const SHELL_ENTRY = sourcePath('main.tsx')

export default defineConfig(({ mode }) => ({
  // Which sign-in provider this build carries (src/auth/AuthProvider.tsx): the other one is left out.
  define: { __CLERK_BUILD__: JSON.stringify(isClerkBuild(mode)) },
  plugins: [
    // Lingui's macros first: they turn the interface's messages into code before anything else reads it.
    linguiMacroPlugin(),
    // A language's catalogue (src/locales/*.po) is compiled when imported; a message missing from it fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    react(),
    tailwindcss(),
    localApiPlugin(),
    securityHeadersPlugin(),
    catalogueHintsPlugin(),
    routePreloadPlugin(),
    firstPaintPlugin(),
    firstScreenPlugin(),
    manifestOutsideDist(),
    pwaPlugin(mode),
  ],
  build: {
    // scripts/check-budgets.mjs reads which chunks each page needs from the manifest, which
    // manifestOutsideDist() then moves out of the build folder: it is never deployed.
    manifest: true,
    // Hashed assets are served with long-lived caching (public/_headers); keep images out of the JS.
    assetsInlineLimit: 0,
    // Every browser the build targets supports <link rel="modulepreload">; without the polyfill a
    // browser that lacks it still loads every chunk, only without the head start.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            appShellChunk(SHELL_ENTRY),
            pageChunk(
              'CourseDetails',
              sourcePath('pages/learner/CourseDetails.tsx'),
              [sourcePath('components/educator/preview/CoursePreview.tsx')],
              SHELL_ENTRY,
            ),
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    // globals: true also turns on Testing Library's automatic cleanup between tests.
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/local-api/**/*.test.ts'],
    restoreMocks: true,
    // Above Testing Library's 10 s wait (tests/setup.ts), so a slow condition fails with its own message.
    testTimeout: 30_000,
  },
}))

/** Built with a Clerk publishable key (read like the app reads it: spaces alone are no key). */
function isClerkBuild(mode: string): boolean {
  return Boolean(loadEnv(mode, process.cwd(), 'VITE_').VITE_CLERK_PUBLISHABLE_KEY?.trim())
}
