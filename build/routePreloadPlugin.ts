import type { HtmlTagDescriptor, Plugin } from 'vite'
import { routes } from '../src/config/paths.ts'
import { apiBaseUrl } from './buildSettings.ts'

/*
 * A page that is its own lazy chunk (the course page, the player, …) is only asked for once the shell
 * has downloaded and run: on a phone that is a full round trip after 130 KiB of JavaScript before the
 * page's code even starts to load. A few lines in index.html look at the address first and start
 * those downloads at once, beside the shell's. Only the page being opened is fetched: '/' and the
 * course list, which ship in the shell, fetch nothing extra.
 */

/**
 * A route whose screen is lazy, and the page modules it renders (layout first), as the router imports them.
 * `answerPath`: the API path the page loads for the route's one parameter (the course page's course), which
 * is then preloaded too, from the API the build names.
 */
export type RoutePages = { pattern: string; modules: string[]; answerPath?: string }

const educatorRoute = (child: string, page: string): RoutePages => ({
  pattern: `${routes.educator}/${child}`,
  modules: ['src/pages/educator/Educator.tsx', `src/pages/educator/${page}.tsx`],
})

/** Every lazily loaded route page of src/routes/ (a test checks that none is missing). */
export const LAZY_ROUTE_PAGES: RoutePages[] = [
  { pattern: routes.course, modules: ['src/pages/learner/CourseDetails.tsx'], answerPath: '/api/course/' },
  { pattern: routes.player, modules: ['src/pages/learner/Player.tsx'] },
  { pattern: routes.myEnrollments, modules: ['src/pages/learner/MyEnrollments.tsx'] },
  { pattern: routes.loading, modules: ['src/pages/learner/Loading.tsx'] },
  { pattern: routes.certificate, modules: ['src/pages/learner/Certificate.tsx'] },
  { pattern: routes.about, modules: ['src/pages/learner/About.tsx'] },
  { pattern: routes.contact, modules: ['src/pages/learner/Contact.tsx'] },
  { pattern: routes.privacyPolicy, modules: ['src/pages/learner/PrivacyPolicy.tsx'] },
  { pattern: routes.educator, modules: ['src/pages/educator/Educator.tsx', 'src/pages/educator/Dashboard.tsx'] },
  educatorRoute(routes.educatorAddCourse, 'AddCourse'),
  educatorRoute(routes.educatorMyCourses, 'MyCourses'),
  educatorRoute(routes.educatorStudentsEnrolled, 'StudentsEnrolled'),
]

/**
 * A route pattern as the router matches it: `:name` is one segment (captured), a trailing slash is
 * allowed, case is ignored.
 */
export function routeRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}/?$`, 'i')
}

/**
 * What each route needs: module preloads for its scripts, style preloads for its stylesheets, and for a
 * route with an `answerPath` the address its answer is asked at, up to the parameter (`answerUrl`).
 */
export type RouteFiles = { pattern: string; scripts: string[]; styles: string[]; answerUrl?: string }

/**
 * The inline script: matches the address against each route and adds the preload links of the first
 * that matches. Plain ES5 with no dependencies, so it runs before anything else has loaded. The answer's
 * address is built as the app builds it, or the browser would download it twice: the router decodes the
 * segment (a malformed one stays as it is) and turns "%2F" into "/", and the API call encodes it again.
 */
export function routePreloadScript(routeFiles: RouteFiles[]): string {
  const table = routeFiles.map(
    ({ pattern, scripts, styles, answerUrl }) =>
      `[${String(routeRegExp(pattern))},${JSON.stringify(scripts)},${JSON.stringify(styles)},${JSON.stringify(answerUrl ?? '')}]`,
  )
  return (
    `(function(){var r=[${table.join(',')}],p=location.pathname,d=document,m,v;` +
    'function a(h,rel,as){var l=d.createElement("link");l.rel=rel;l.href=h;if(as)l.setAttribute("as",as);l.crossOrigin="";d.head.appendChild(l)}' +
    'for(var i=0;i<r.length;i++)if(m=r[i][0].exec(p)){' +
    'r[i][1].forEach(function(h){a(h,"modulepreload")});r[i][2].forEach(function(h){a(h,"preload","style")});' +
    'if(r[i][3]){try{v=decodeURIComponent(m[1])}catch(e){v=m[1]}a(r[i][3]+encodeURIComponent(v.replace(/%2F/g,"/")),"preload","fetch")}' +
    'break}})()'
  )
}

type BundleChunk = {
  type: 'chunk'
  fileName: string
  facadeModuleId: string | null
  /** Every module in the chunk: a page put in a chunk group (vite.config.ts) is one of them, not its facade. */
  moduleIds?: string[]
  isEntry: boolean
  imports: string[]
  viteMetadata?: { importedCss: Set<string> }
}
type BundleItem = BundleChunk | { type: 'asset'; fileName: string }

/** Each lazy route's chunks (its pages and what they import), leaving out what the entry already loads. */
export function routeFilesFromBundle(
  bundle: Record<string, BundleItem>,
  root: string,
  base: string,
  pages: RoutePages[] = LAZY_ROUTE_PAGES,
  apiBase = '',
): RouteFiles[] {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const closure = (start: BundleChunk[]): BundleChunk[] => {
    const seen = new Map<string, BundleChunk>()
    const pending = [...start]
    for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
      if (seen.has(chunk.fileName)) continue
      seen.set(chunk.fileName, chunk)
      for (const file of chunk.imports) {
        const imported = byFile.get(file)
        if (imported) pending.push(imported)
      }
    }
    return [...seen.values()]
  }
  const loadedByEntry = new Set(closure(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName))
  const prefix = `${root.replace(/\/+$/, '')}/`
  return pages.map(({ pattern, modules, answerPath }) => {
    const pageChunks = modules.map((module) => {
      const id = `${prefix}${module}`
      const chunk =
        chunks.find((candidate) => candidate.facadeModuleId === id) ??
        chunks.find((candidate) => !candidate.isEntry && candidate.moduleIds?.includes(id))
      if (!chunk) throw new Error(`No chunk of its own for ${module}: is it still loaded lazily?`)
      return chunk
    })
    const needed = closure(pageChunks).filter((chunk) => !loadedByEntry.has(chunk.fileName))
    return {
      pattern,
      ...(answerPath ? { answerUrl: `${apiBase}${answerPath}` } : {}),
      scripts: needed.map((chunk) => `${base}${chunk.fileName}`),
      styles: [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
        (file) => `${base}${file}`,
      ),
    }
  })
}

/** Writes routePreloadScript at the end of index.html's head: it runs while the page is parsed, before any module (builds only). */
export function routePreloadPlugin(): Plugin {
  let root = ''
  let base = '/'
  let apiBase = ''
  return {
    name: 'edemy:route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      apiBase = apiBaseUrl(config)
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return []
        const bundle = context.bundle as Record<string, BundleItem>
        const routeFiles = routeFilesFromBundle(bundle, root, base, LAZY_ROUTE_PAGES, apiBase)
        return [{ tag: 'script', children: routePreloadScript(routeFiles), injectTo: 'head' }]
      },
    },
  }
}
