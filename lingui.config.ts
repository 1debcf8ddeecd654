import { defineConfig } from '@lingui/cli'
import { formatter } from '@lingui/format-po'

/*
 * The interface's languages (docs/languages.md). English is written in the code, where each text is used; `npm run
 * messages` extracts it into src/locales/en.po, and src/locales/hi.po holds the Hindi of every message.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
})
