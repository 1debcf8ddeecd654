import fc from 'fast-check'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { matchRoutes } from 'react-router-dom'
import type { ApiClient } from '../../../src/api/client'
import { getCourse } from '../../../src/api/courses'
import {
  LAZY_ROUTE_PAGES,
  routeFilesFromBundle,
  routePreloadScript,
  routeRegExp,
  type RouteFiles,
} from '../../../build/routePreloadPlugin'
import { paths } from '../../../src/config/paths'

/*
 * index.html starts the downloads of a lazily loaded page while the shell downloads, for the page
 * being opened only. The route table must follow the router, and the script must match addresses
 * the way the router does.
 */

const ROOT = process.cwd()

test('every lazily loaded page of the router has its route in the preload table', () => {
  const routeFiles = readdirSync(path.join(ROOT, 'src/routes')).map((file) =>
    readFileSync(path.join(ROOT, 'src/routes', file), 'utf8'),
  )
  const lazyPages = routeFiles
    .flatMap((source) => [...source.matchAll(/import\('\.\.\/(pages\/[^']+)'\)/g)])
    .map(([, page]) => `src/${page}.tsx`)
  expect(lazyPages.length).toBeGreaterThan(5)
  const covered = new Set(LAZY_ROUTE_PAGES.flatMap((route) => route.modules))
  expect(lazyPages.filter((page) => !covered.has(page))).toEqual([])
})

test('a route pattern matches the addresses the router opens it for, and no others', () => {
  const course = routeRegExp('/course/:id')
  for (const address of [paths.course('abc'), paths.course('a b/c?'), '/course/abc/', '/COURSE/abc'])
    expect(course.test(address), address).toBe(true)
  for (const address of ['/course', '/course/', '/course/a/b', '/courses/abc', '/x/course/abc'])
    expect(course.test(address), address).toBe(false)
  expect(routeRegExp('/educator/add-course').test(paths.educator.addCourse())).toBe(true)
  expect(routeRegExp('/educator').test(paths.educator.addCourse())).toBe(false)
  expect(routeRegExp('/privacy-policy').test('/privacy-policyx')).toBe(false)
})

const API = 'https://api.example.com'
const TABLE: RouteFiles[] = [
  {
    pattern: '/course/:id',
    scripts: ['/assets/Course.js', '/assets/shared.js'],
    styles: [],
    answerUrl: `${API}/api/course/`,
  },
  { pattern: '/about', scripts: ['/assets/About.js'], styles: ['/assets/About.css'] },
]

/** Runs the inline script on `address` and returns the preload links it added. */
function linksAddedAt(address: string): string[] {
  document.head.innerHTML = ''
  window.history.pushState(null, '', address)
  new Function(routePreloadScript(TABLE))()
  return [...document.head.querySelectorAll('link')].map(
    (link) =>
      `${link.rel}${link.getAttribute('as') ? ` as ${link.getAttribute('as')}` : ''} ${link.getAttribute('href')}`,
  )
}

test('the inline script preloads the scripts, styles and answer of the route being opened only', () => {
  expect(linksAddedAt('/course/42')).toEqual([
    'modulepreload /assets/Course.js',
    'modulepreload /assets/shared.js',
    `preload as fetch ${API}/api/course/42`,
  ])
  expect(linksAddedAt('/about/')).toEqual(['modulepreload /assets/About.js', 'preload as style /assets/About.css'])
  expect(linksAddedAt('/')).toEqual([])
  expect(linksAddedAt('/course-list/course')).toEqual([])
})

type TestChunk = {
  name: string
  imports?: string[]
  css?: string[]
  entry?: boolean
  module?: string
  /** Modules a chunk group put in the chunk (vite.config.ts): such a chunk has no facade module. */
  grouped?: string[]
}

function bundleOf(chunks: TestChunk[]) {
  return Object.fromEntries(
    chunks.map(({ name, imports = [], css = [], entry = false, module, grouped = [] }) => [
      name,
      {
        type: 'chunk' as const,
        fileName: name,
        isEntry: entry,
        imports,
        facadeModuleId: module ? `/app/${module}` : null,
        moduleIds: grouped.map((id) => `/app/${id}`),
        viteMetadata: { importedCss: new Set(css) },
      },
    ]),
  )
}

test('a route needs its pages and what they import, but nothing the shell has already loaded', () => {
  const bundle = bundleOf([
    { name: 'assets/shell.js', entry: true, imports: ['assets/runtime.js'] },
    { name: 'assets/runtime.js' },
    { name: 'assets/Page.js', module: 'src/pages/Page.tsx', imports: ['assets/runtime.js', 'assets/helper.js'] },
    { name: 'assets/helper.js', imports: ['assets/icons.js'], css: ['assets/helper.css'] },
    { name: 'assets/icons.js', imports: ['assets/helper.js'] },
  ])
  const [route] = routeFilesFromBundle(bundle, '/app/', '/', [{ pattern: '/page', modules: ['src/pages/Page.tsx'] }])
  expect(route?.scripts.sort()).toEqual(['/assets/Page.js', '/assets/helper.js', '/assets/icons.js'])
  expect(route?.styles).toEqual(['/assets/helper.css'])
  expect(() =>
    routeFilesFromBundle(bundle, '/app', '/', [{ pattern: '/gone', modules: ['src/pages/Gone.tsx'] }]),
  ).toThrow(/No chunk of its own for src\/pages\/Gone.tsx/)
})

test('a page a chunk group holds is found in that chunk, with what the chunk imports', () => {
  const bundle = bundleOf([
    { name: 'assets/shell.js', entry: true },
    { name: 'assets/CourseDetails.js', grouped: ['src/view.tsx', 'src/pages/Course.tsx'], imports: ['assets/a.js'] },
    { name: 'assets/a.js' },
  ])
  const [route] = routeFilesFromBundle(bundle, '/app', '/', [
    { pattern: '/course/:id', modules: ['src/pages/Course.tsx'] },
  ])
  expect(route?.scripts.sort()).toEqual(['/assets/CourseDetails.js', '/assets/a.js'])
})

/** The address the course page asks for at the current location: the router's parameter, through the app's own call. */
function courseAnswerAddress(): string | null {
  const id = matchRoutes([{ path: '/course/:id' }], window.location.pathname)?.[0]?.params.id
  if (id === undefined) return null
  let asked = ''
  const api = {
    get: (apiPath: string) => {
      asked = apiPath
      return Promise.reject(new Error('not sent'))
    },
  } as unknown as ApiClient
  void getCourse(api, id).catch(() => undefined)
  return `${API}${asked}`
}

test('the course answer is preloaded at exactly the address the course page asks for, whatever the id', () => {
  const segment = fc.oneof(
    fc.string({ minLength: 1, maxLength: 16, unit: 'binary' }),
    fc.constantFrom('67862e98d3e0000000000001', '%2F', 'a%2Fb', '%', '%E0%A4%A', '%25', 'a%20b', 'é', '..', '%2e%2e'),
  )
  fc.assert(
    fc.property(segment, (raw) => {
      window.history.pushState(null, '', `/course/${raw.replace(/[/?#\\]/g, '')}`)
      const expected = courseAnswerAddress()
      fc.pre(expected !== null)
      const preloaded = linksAddedAt(window.location.pathname).find((link) => link.startsWith('preload as fetch'))
      expect(preloaded).toBe(`preload as fetch ${expected}`)
    }),
    { numRuns: 2000 },
  )
})
