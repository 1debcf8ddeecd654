import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'
import prettier from 'eslint-config-prettier/flat'
import { defineConfig, globalIgnores } from 'eslint/config'

// Layer boundaries (README.md, folder layout): each entry forbids imports that would tangle the layers.
const noTests = { group: ['**/tests/**'], message: 'Source never imports from tests/.' }
// Only src/api sends requests (its transport); everything else calls an api/ function.
const noWireGlobals = ['fetch', 'XMLHttpRequest'].map((name) => ({
  name,
  message: 'Only src/api talks HTTP; call an api/ function instead.',
}))
// Screens load and change data through the resource hooks of src/queries, never TanStack Query directly.
const noQueryHooks = {
  group: ['@tanstack/react-query'],
  message: 'Use the resource hooks in src/queries (useCourse, useMarkLectureComplete, ...) instead.',
}

export default defineConfig([
  globalIgnores(['dist', 'coverage', 'playwright-report', 'test-results', 'bench-results', '.local-data', '.e2e-dist']),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    // Playwright specs are not React: its fixture callback is also called `use`.
    ignores: ['tests/e2e/**'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactRefresh.configs.vite],
    rules: {
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // CVE-2025-15056: Quill's getSemanticHTML() does not escape video URLs.
      'no-restricted-properties': [
        'error',
        { property: 'getSemanticHTML', message: 'Unpatched XSS (CVE-2025-15056); use the onChange HTML.' },
      ],
      'no-restricted-imports': ['error', { patterns: [noTests] }],
      'no-restricted-globals': ['error', ...noWireGlobals],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTests] }], 'no-restricted-globals': 'off' },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noTests,
            { group: ['react', 'react-*', '**/context/**', '**/api/**'], message: 'domain/ holds pure rules only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/learner/**/*.{ts,tsx}', 'src/components/learner/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noTests,
            noQueryHooks,
            { group: ['**/educator/**'], message: 'Learner code never imports educator code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/pages/educator/**/*.{ts,tsx}', 'src/components/educator/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noTests,
            noQueryHooks,
            { group: ['**/learner/**'], message: 'Educator code never imports learner code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/common/**/*.{ts,tsx}', 'src/routes/**/*.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTests, noQueryHooks] }] },
  },
  {
    files: ['src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/config/env.ts', 'src/vite-env.d.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read settings from src/config/env.ts, never import.meta.env directly.',
        },
        {
          // react-quill-new calls Quill's getSemanticHTML() unless told not to (CVE-2025-15056).
          selector:
            "JSXOpeningElement[name.name='ReactQuill']:not(:has(JSXAttribute[name.name='useSemanticHTML'][value.expression.value=false]))",
          message: 'Pass useSemanticHTML={false}: the semantic HTML path is an unpatched XSS (CVE-2025-15056).',
        },
      ],
    },
  },
  {
    // Route tables export JSX fragments of <Route>s, not components.
    files: ['src/routes/**/*.tsx'],
    rules: { 'react-refresh/only-export-components': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'local-api/**/*.ts', 'scripts/**/*.{ts,mjs}', 'build/**/*.ts'],
    rules: { 'react-refresh/only-export-components': 'off', 'no-console': 'off' },
  },
  prettier,
])
