// @vitest-environment node
import type { HtmlTagDescriptor } from 'vite'
import { catalogueHintsPlugin, cataloguePreloadScript } from '../../../build/catalogueHintsPlugin'
import { resolvePlugin, withEnv } from './withEnv'

function tagsFor(backendUrl: string | undefined): HtmlTagDescriptor[] {
  return withEnv('VITE_BACKEND_URL', backendUrl, () => {
    const plugin = catalogueHintsPlugin()
    resolvePlugin(plugin)
    const transform = plugin.transformIndexHtml as () => HtmlTagDescriptor[]
    return transform()
  })
}

type Link = { rel?: string; href?: string; crossOrigin?: string; attributes: Record<string, string> }

/** Runs the inline script on a page at `pathname`; returns the links it added to the head. */
function linksAddedAt(pathname: string, script: string): Link[] {
  const added: Link[] = []
  const document = {
    createElement: () => {
      const link: Link & { setAttribute: (name: string, value: string) => void } = {
        attributes: {},
        setAttribute: (name, value) => (link.attributes[name] = value),
      }
      return link
    },
    head: { appendChild: (link: Link) => added.push(link) },
  }
  new Function('document', 'location', script)(document, { pathname })
  return added.map(({ rel, href, crossOrigin, attributes }) => ({ rel, href, crossOrigin, attributes }))
}

const SCRIPT = cataloguePreloadScript('/api/course/all')

test.each(['/', '/course-list', '/course-list/react', '/my-enrollments', '/player/abc', '/courses/abc'])(
  'at %s the page asks for the catalogue while its JavaScript downloads',
  (pathname) => {
    expect(linksAddedAt(pathname, SCRIPT)).toEqual([
      { rel: 'preload', href: '/api/course/all', crossOrigin: '', attributes: { as: 'fetch' } },
    ])
  },
)

test.each(['/course/abc', '/course/abc/', '/COURSE/abc', '/course/a%20b'])(
  'a course page (%s) leaves the catalogue until its course has come',
  (pathname) => {
    expect(linksAddedAt(pathname, SCRIPT)).toEqual([])
  },
)

test('with the local API the catalogue is asked for from the page origin', () => {
  const tags = tagsFor('')
  expect(tags).toHaveLength(1)
  expect(tags[0]).toMatchObject({ tag: 'script', injectTo: 'head' })
  expect(linksAddedAt('/', String(tags[0]?.children))[0]?.href).toBe('/api/course/all')
})

test('with a hosted API the page connects early and asks for the catalogue from it', () => {
  const tags = tagsFor('https://api.example.com/')
  expect(tags[0]).toEqual({
    tag: 'link',
    attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: '' },
    injectTo: 'head',
  })
  expect(linksAddedAt('/', String(tags[1]?.children))[0]?.href).toBe('https://api.example.com/api/course/all')
})
