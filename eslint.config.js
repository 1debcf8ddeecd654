import js from '@eslint/js'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import reactRefresh from 'eslint-plugin-react-refresh'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import tseslint from 'typescript-eslint'
import prettier from 'eslint-config-prettier/flat'
import { defineConfig, globalIgnores } from 'eslint/config'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'

const ROOT = import.meta.dirname

/*
 * The layer order (docs/data-flow.md#which-folder-may-import-which), highest first. A folder may import its own
 * layer and any layer below it, never one above: each layer becomes a zone that forbids every higher layer.
 */
const SRC_LAYERS = [
  { name: 'the entry', paths: ['src/main.tsx', 'src/App.tsx', 'src/firstVisitCards.ts'] },
  { name: 'routes/', paths: ['src/routes'] },
  { name: 'pages/', paths: ['src/pages'] },
  { name: 'components/', paths: ['src/components'] },
  { name: 'hooks/', paths: ['src/hooks'] },
  { name: 'context/', paths: ['src/context'] },
  { name: 'queries/', paths: ['src/queries'] },
  { name: 'auth/', paths: ['src/auth'] },
  { name: 'serviceWorker/', paths: ['src/serviceWorker'] },
  { name: 'api/', paths: ['src/api'] },
  { name: 'domain/', paths: ['src/domain'] },
  { name: 'content/', paths: ['src/content'] },
  { name: 'config/', paths: ['src/config'] },
  { name: 'lib/', paths: ['src/lib'] },
  { name: 'assets/', paths: ['src/assets'] },
  { name: 'locales/', paths: ['src/locales'] },
]
// The local API's own order: its entry points start app.ts, app.ts mounts routes/, and routes/ use the modules
// beside them (store, http, auth, views, demo/, checkout/), which never reach back up.
const LOCAL_API_STARTS = 'local-api/{app,server,standalone,vitePlugin,reset}.ts'
const LOCAL_API_MODULES = ['local-api/!(app|server|standalone|vitePlugin|reset).ts', 'local-api/{demo,checkout}/**']
// The base every module stands on: answer helpers, records, ids and settings, which import no other module.
const LOCAL_API_BASE_NAMES = 'http|boundedJson|records|ids|settings|formParts'

/** One zone per layer: its folders may not import any folder of a layer above it. */
function layerZones(layers) {
  return layers.slice(1).map((layer, index) => {
    const above = layers.slice(0, index + 1)
    return {
      target: layer.paths,
      from: above.flatMap((higher) => higher.paths),
      message: `${layer.name} may not import ${above.map((higher) => higher.name).join(', ')}: imports only point down (docs/data-flow.md).`,
    }
  })
}

const layerZonesOfLocalApi = [
  {
    target: [...LOCAL_API_MODULES, 'local-api/routes/**'],
    from: LOCAL_API_STARTS,
    message: 'Only the entry points start the local API (docs/data-flow.md).',
  },
  {
    target: LOCAL_API_MODULES,
    from: ['local-api/routes/**'],
    message: 'Only local-api/app.ts mounts the routes; modules never import them (docs/data-flow.md).',
  },
  {
    target: `local-api/@(${LOCAL_API_BASE_NAMES}).ts`,
    from: [`local-api/!(${LOCAL_API_BASE_NAMES}).ts`, 'local-api/{demo,checkout,routes}/**'],
    message: "The local API's base modules (http, records, ids, settings, …) import no other module of it.",
  },
  {
    // The local API shares with the app only the rules both must agree on, never its screens, data or client.
    target: 'local-api',
    from: 'src',
    except: ['./domain', './config', './lib'],
    message: 'The local API imports only src/domain, src/config and src/lib (docs/data-flow.md).',
  },
  { target: 'src', from: 'local-api', message: 'The app never imports the local API: it calls it over HTTP.' },
]

// Every import points down a layer, and no module reaches itself again through its imports.
const layerRules = {
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-restricted-paths': [
    'error',
    { basePath: ROOT, zones: [...layerZones(SRC_LAYERS), ...layerZonesOfLocalApi] },
  ],
}

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
    plugins: { 'import-x': importX },
    settings: {
      // The import rules read TypeScript files with typescript-eslint's parser, and resolve relative imports as Vite does.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      ...layerRules,
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
