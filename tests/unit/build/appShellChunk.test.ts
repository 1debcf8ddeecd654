// @vitest-environment node
import { appShellChunk, idsForSpecifier, pageChunk, shellModules } from '../../../build/appShellChunk'

const GRAPH: Record<string, string[]> = {
  '/app/src/main.tsx': ['/app/src/App.tsx', '/nm/react-dom/client.js'],
  '/app/src/App.tsx': ['/app/src/api/client.ts', '/nm/react/index.js'],
  '/app/src/api/client.ts': ['/nm/axios/index.js'],
  '/nm/axios/index.js': ['/app/src/App.tsx'], // a cycle must not loop
  '/nm/react-dom/client.js': ['/nm/react/index.js'],
  '/nm/react/index.js': [],
  // Only reached through dynamic imports: pages and their own libraries.
  '/app/src/pages/Home.tsx': ['/app/src/components/SearchBar.tsx', '/nm/react/index.js'],
  '/app/src/components/SearchBar.tsx': [],
  '/nm/quill/index.js': [],
}

function chunkOf(ids: string[]) {
  const group = appShellChunk('/app/src/main.tsx')
  const context = { getModuleInfo: (id: string) => (id in GRAPH ? { importedIds: GRAPH[id] ?? [] } : null) }
  return Object.fromEntries(ids.map((id) => [id, group.name(id, context)]))
}

test('everything the entry reaches through static imports goes into the shell chunk', () => {
  const shell = ['/app/src/main.tsx', '/app/src/App.tsx', '/app/src/api/client.ts', '/nm/axios/index.js']
  expect(chunkOf([...shell, '/nm/react-dom/client.js', '/nm/react/index.js'])).toEqual(
    Object.fromEntries([...shell, '/nm/react-dom/client.js', '/nm/react/index.js'].map((id) => [id, 'shell'])),
  )
})

test('modules only lazy pages import are left to the automatic splitting', () => {
  expect(chunkOf(['/app/src/pages/Home.tsx', '/app/src/components/SearchBar.tsx', '/nm/quill/index.js'])).toEqual({
    '/app/src/pages/Home.tsx': null,
    '/app/src/components/SearchBar.tsx': null,
    '/nm/quill/index.js': null,
  })
})

test('the answer does not depend on the order modules are asked about', () => {
  const ids = Object.keys(GRAPH)
  expect(chunkOf([...ids].reverse())).toEqual(chunkOf(ids))
})

describe('through a package index, only the names the shell imports', () => {
  const NM = '/app/node_modules'
  const MODULES: Record<string, { importedIds: string[]; code: string }> = {
    '/app/src/main.tsx': {
      importedIds: [`${NM}/query/index.js`, `${NM}/icons/index.mjs`, '/app/src/Nav.tsx'],
      code: 'import { useQuery } from "query";\nimport { Star, X as Close } from "icons";\nimport { Nav } from "./Nav";',
    },
    '/app/src/Nav.tsx': { importedIds: [`${NM}/query/index.js`], code: 'import { useClient } from "query";' },
    // Reached from lazy pages only, e.g. `import { useQueries } from "query"` in the Player.
    '/app/src/pages/Player.tsx': {
      importedIds: [`${NM}/query/index.js`, `${NM}/icons/index.mjs`],
      code: 'import { useQueries } from "query";\nimport { Play } from "icons";',
    },
    [`${NM}/query/index.js`]: {
      importedIds: [`${NM}/query/useQuery.js`, `${NM}/query/useQueries.js`, `${NM}/core/index.js`],
      code: 'import { useQuery } from "./useQuery.js";\nimport { useQueries } from "./useQueries.js";\nexport * from "core";\nexport { useQuery, useQueries };',
    },
    [`${NM}/query/useQuery.js`]: {
      importedIds: [`${NM}/core/observer.js`],
      code: 'import { Observer } from "core/observer.js";\nexport function useQuery() {}',
    },
    [`${NM}/query/useQueries.js`]: {
      importedIds: [`${NM}/core/queriesObserver.js`],
      code: 'export function useQueries() {}',
    },
    [`${NM}/core/index.js`]: {
      importedIds: [`${NM}/core/client.js`, `${NM}/core/queriesObserver.js`, `${NM}/core/observer.js`],
      code: 'export { useClient } from "./client.js";\nexport { QueriesObserver } from "./queriesObserver.js";\nexport { Observer } from "./observer.js";',
    },
    [`${NM}/core/client.js`]: { importedIds: [], code: 'export function useClient() {}' },
    [`${NM}/core/observer.js`]: { importedIds: [], code: 'export class Observer {}' },
    [`${NM}/core/queriesObserver.js`]: { importedIds: [], code: 'export class QueriesObserver {}' },
    [`${NM}/icons/index.mjs`]: {
      importedIds: [`${NM}/icons/icons/star.mjs`, `${NM}/icons/icons/x.mjs`, `${NM}/icons/icons/play.mjs`],
      code: "export { default as Star, default as StarIcon } from './icons/star.mjs';\nexport { default as X } from './icons/x.mjs';\nexport { default as Play } from './icons/play.mjs';",
    },
    [`${NM}/icons/icons/star.mjs`]: { importedIds: [], code: 'export default 1' },
    [`${NM}/icons/icons/x.mjs`]: { importedIds: [], code: 'export default 2' },
    [`${NM}/icons/icons/play.mjs`]: { importedIds: [], code: 'export default 3' },
  }
  const context = { getModuleInfo: (id: string) => MODULES[id] ?? null }
  const shellOf = () => [...shellModules('/app/src/main.tsx', context)].sort()

  test('hooks and icons used by the shell are in it; those only lazy pages use are not', () => {
    expect(shellOf()).toEqual(
      [
        '/app/src/main.tsx',
        '/app/src/Nav.tsx',
        `${NM}/query/index.js`,
        `${NM}/query/useQuery.js`,
        `${NM}/core/index.js`,
        `${NM}/core/client.js`, // useClient, found through `export * from "core"`
        `${NM}/core/observer.js`, // what useQuery itself imports
        `${NM}/icons/index.mjs`,
        `${NM}/icons/icons/star.mjs`,
        `${NM}/icons/icons/x.mjs`, // imported as Close
      ].sort(),
    )
  })

  test('an import the reader cannot place takes the whole index, as before', () => {
    const unreadable = {
      getModuleInfo: (id: string) =>
        id === '/app/src/main.tsx'
          ? { importedIds: [`${NM}/icons/index.mjs`], code: 'import * as everything from "icons";' }
          : (MODULES[id] ?? null),
    }
    expect([...shellModules('/app/src/main.tsx', unreadable)]).toEqual(
      expect.arrayContaining([`${NM}/icons/icons/star.mjs`, `${NM}/icons/icons/x.mjs`, `${NM}/icons/icons/play.mjs`]),
    )
  })

  test('a name re-exported from a module the index does not import falls back to all of its imports', () => {
    const broken = {
      getModuleInfo: (id: string) =>
        id === `${NM}/icons/index.mjs`
          ? { importedIds: [`${NM}/icons/icons/play.mjs`], code: "export { default as Star } from './icons/star.mjs';" }
          : (MODULES[id] ?? null),
    }
    expect([...shellModules('/app/src/main.tsx', broken)]).toContain(`${NM}/icons/icons/play.mjs`)
  })
})

describe('idsForSpecifier', () => {
  const ids = [
    '/app/src/App.tsx',
    '/app/src/api/index.ts',
    '/nm/@scope/pkg/dist/index.js',
    '/nm/react/index.js',
    '/nm/react/jsx-runtime.js',
  ]
  test.each([
    ['./App', '/app/src/main.tsx', ['/app/src/App.tsx']],
    ['./api', '/app/src/main.tsx', ['/app/src/api/index.ts']],
    ['../App.tsx', '/app/src/pages/Home.tsx', ['/app/src/App.tsx']],
    ['./Ap', '/app/src/main.tsx', []],
    ['@scope/pkg', '/app/src/main.tsx', ['/nm/@scope/pkg/dist/index.js']],
    ['react/jsx-runtime', '/app/src/main.tsx', ['/nm/react/index.js', '/nm/react/jsx-runtime.js']],
  ])('%s from %s', (specifier, from, expected) => {
    expect(
      idsForSpecifier(
        from,
        specifier,
        ids.map((id) => id.replace('/nm/', '/app/node_modules/')),
      ),
    ).toEqual(expected.map((id) => id.replace('/nm/', '/app/node_modules/')))
  })
})

describe('a lazy page and what it shares with the modules named with it, and no one else', () => {
  // The course page and Add Course's preview both draw the page's view; the player shares a helper with the view.
  const MODULES: Record<string, { importedIds: string[]; dynamicallyImportedIds?: string[] }> = {
    '/app/src/main.tsx': { importedIds: ['/app/src/routes.tsx'] },
    '/app/src/routes.tsx': {
      importedIds: ['/app/src/format.ts'],
      dynamicallyImportedIds: [
        '/app/src/pages/Course.tsx',
        '/app/src/pages/AddCourse.tsx',
        '/app/src/pages/Player.tsx',
      ],
    },
    '/app/src/format.ts': { importedIds: [] },
    '/app/src/pages/Course.tsx': {
      importedIds: ['/app/src/view/CourseView.tsx', '/app/src/EnrollButton.tsx', '/app/src/format.ts'],
    },
    '/app/src/EnrollButton.tsx': { importedIds: [] },
    '/app/src/view/CourseView.tsx': { importedIds: ['/app/src/view/sanitize.ts', '/app/src/videoId.ts'] },
    '/app/src/view/sanitize.ts': { importedIds: [] },
    '/app/src/videoId.ts': { importedIds: [] },
    '/app/src/pages/AddCourse.tsx': { importedIds: [], dynamicallyImportedIds: ['/app/src/preview/Preview.tsx'] },
    '/app/src/preview/Preview.tsx': { importedIds: ['/app/src/view/CourseView.tsx'] },
    '/app/src/pages/Player.tsx': { importedIds: ['/app/src/videoId.ts'] },
  }
  const context = {
    getModuleInfo: (id: string) => MODULES[id] ?? null,
  }
  const group = pageChunk(
    'CourseDetails',
    '/app/src/pages/Course.tsx',
    ['/app/src/preview/Preview.tsx'],
    '/app/src/main.tsx',
  )
  const chunkOf = (id: string) => group.name(id, context)

  test('the page, its own modules and the view it shares with the preview are in its chunk', () => {
    for (const id of [
      '/app/src/pages/Course.tsx',
      '/app/src/EnrollButton.tsx',
      '/app/src/view/CourseView.tsx',
      '/app/src/view/sanitize.ts',
    ])
      expect(chunkOf(id)).toBe('CourseDetails')
  })

  test('what the shell or another lazy page also imports stays out, and so does the preview itself', () => {
    for (const id of [
      '/app/src/format.ts',
      '/app/src/videoId.ts',
      '/app/src/preview/Preview.tsx',
      '/app/src/pages/Player.tsx',
    ])
      expect(chunkOf(id)).toBeNull()
  })

  test('what the page imports from elsewhere is not taken along into its chunk', () => {
    expect(group.includeDependenciesRecursively).toBe(false)
  })
})
