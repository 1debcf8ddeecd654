import { appShellChunk } from '../../../build/appShellChunk'

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
