// @vitest-environment node
import { importedNames, readBarrel } from '../../../build/moduleSyntax'

const names = (code: string) =>
  Object.fromEntries([...importedNames(code)].map(([specifier, n]) => [specifier, n === 'all' ? 'all' : [...n].sort()]))

describe('importedNames', () => {
  test('lists the names of named, renamed and default imports per specifier', () => {
    const code = [
      'import { useQuery, useMutation as mutate } from "@tanstack/react-query";',
      "import React, { lazy } from 'react'",
      'import { jsx as _jsx } from "react/jsx-runtime";',
      'import { useQueryClient } from "@tanstack/react-query";',
      'const x = 1',
    ].join('\n')
    expect(names(code)).toEqual({
      '@tanstack/react-query': ['useMutation', 'useQuery', 'useQueryClient'],
      react: ['default', 'lazy'],
      'react/jsx-runtime': ['jsx'],
    })
  })

  test('namespace imports, bare imports and export * count as every name', () => {
    const code =
      'import * as icons from "./icons";\nimport "./index.css";\nexport * from "./utils";\nimport x, * as y from "z";'
    expect(names(code)).toEqual({ './icons': 'all', './index.css': 'all', './utils': 'all', z: 'all' })
  })

  test('re-exports with from count as imports; commented-out imports do not', () => {
    const code = '// import { gone } from "a"\n/* import { gone2 } from "b" */\nexport { a as b, c } from "./c.js";'
    expect(names(code)).toEqual({ './c.js': ['a', 'c'] })
  })

  test('an import of "all" and one of names from the same specifier gives every name', () => {
    expect(names('import { a } from "m";\nimport * as m from "m";')).toEqual({ m: 'all' })
  })
})

describe('readBarrel', () => {
  test('an index that imports and then exports a list maps each name to its module', () => {
    const code = [
      'import { QueryClientProvider, useQueryClient } from "./QueryClientProvider.js";',
      'import { useQueries } from "./useQueries.js";',
      'export * from "@tanstack/query-core";',
      '// src/index.ts',
      '/* istanbul ignore file */',
      'export { QueryClientProvider, useQueries, useQueryClient as useClient };',
      '',
      '//# sourceMappingURL=index.js.map',
    ].join('\n')
    const barrel = readBarrel(code)
    expect(barrel?.starSpecifiers).toEqual(['@tanstack/query-core'])
    expect(Object.fromEntries(barrel?.exports ?? [])).toEqual({
      QueryClientProvider: { specifier: './QueryClientProvider.js', name: 'QueryClientProvider' },
      useQueries: { specifier: './useQueries.js', name: 'useQueries' },
      useClient: { specifier: './QueryClientProvider.js', name: 'useQueryClient' },
    })
  })

  test('an index of default re-exports under several names (lucide-react style) with a directive', () => {
    const code = [
      '"use strict";',
      '/**\n * @license lucide-react - ISC\n */',
      "import * as index from './icons/index.mjs';",
      'export { index as icons };',
      "export { default as Star, default as StarIcon } from './icons/star.mjs';",
      "export * as shared from './shared.mjs';",
    ].join('\n')
    expect(Object.fromEntries(readBarrel(code)?.exports ?? [])).toEqual({
      icons: { specifier: './icons/index.mjs', name: '*' },
      Star: { specifier: './icons/star.mjs', name: 'default' },
      StarIcon: { specifier: './icons/star.mjs', name: 'default' },
      shared: { specifier: './shared.mjs', name: '*' },
    })
  })

  test.each([
    ['a module with its own code', 'import { a } from "./a.js";\nconst b = a + 1;\nexport { b };'],
    ['an export of a local the module did not import', 'import { a } from "./a.js";\nexport { a, b };'],
    ['a module that only imports', 'import "./side-effect.js";'],
    ['an empty module', ''],
    ['a function declaration', 'export function f() {}'],
  ])('%s is not a barrel', (_case, code) => {
    expect(readBarrel(code)).toBeNull()
  })
})
