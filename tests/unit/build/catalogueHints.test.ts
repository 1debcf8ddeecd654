// @vitest-environment node
import type { HtmlTagDescriptor } from 'vite'
import { catalogueHintsPlugin, cataloguePreloadScript } from '../../../build/catalogueHintsPlugin'
import { parseEnv } from '../../../src/config/env'
import { EARLY_CATALOGUE_GLOBAL, type EarlyCatalogue } from '../../../src/lib/earlyCatalogue'
import { resolvePlugin, withEnv } from './withEnv'

function tagsFor(backendUrl: string | undefined): HtmlTagDescriptor[] {
  return withEnv('VITE_BACKEND_URL', backendUrl, () => {
    const plugin = catalogueHintsPlugin()
    resolvePlugin(plugin)
    const transform = plugin.transformIndexHtml as () => HtmlTagDescriptor[]
    return transform()
  })
}

type Asked = { url: string; headers: Record<string, string>; signal: AbortSignal }

/** Runs the inline script on a page at `pathname`: what it asked for, and what it left on `window`. */
function runAt(pathname: string, script: string, answer: Promise<Response> = new Promise(() => {})) {
  const asked: Asked[] = []
  const window: Record<string, unknown> = {}
  const fetch = (url: string, init: { headers: Record<string, string>; signal: AbortSignal }) => {
    asked.push({ url, headers: init.headers, signal: init.signal })
    return answer
  }
  new Function('window', 'location', 'fetch', script)(window, { pathname }, fetch)
  return { asked, early: window[EARLY_CATALOGUE_GLOBAL] as EarlyCatalogue | undefined }
}

const SCRIPT = cataloguePreloadScript('/api/course/all')

test.each(['/', '/course-list', '/course-list/react', '/my-enrollments', '/player/abc', '/courses/abc'])(
  'at %s the page asks for the catalogue while its JavaScript downloads, as the app asks, and leaves the answer for the app',
  async (pathname) => {
    const response = new Response('{}')
    const { asked, early } = runAt(pathname, SCRIPT, Promise.resolve(response))
    expect(asked.map(({ url, headers }) => ({ url, headers }))).toEqual([
      { url: '/api/course/all', headers: { Accept: 'application/json' } },
    ])
    expect(early).toMatchObject({ url: '/api/course/all', drawn: [], stopped: false })
    expect(await early?.answer).toBe(response)
    // The app's request can end it.
    early?.abort()
    expect(asked[0]?.signal.aborted).toBe(true)
  },
)

test.each(['/course/abc', '/course/abc/', '/COURSE/abc', '/course/a%20b'])(
  'a course page (%s) leaves the catalogue until its course has come',
  (pathname) => {
    const { asked, early } = runAt(pathname, SCRIPT)
    expect(asked).toEqual([])
    expect(early).toBeUndefined()
  },
)

test('an early request that fails is no error on the page: the app meets the failure when it takes the answer', async () => {
  const unhandled: unknown[] = []
  const onUnhandled = (reason: unknown) => unhandled.push(reason)
  process.on('unhandledRejection', onUnhandled)
  try {
    const { early } = runAt('/', SCRIPT, Promise.reject(new TypeError('Failed to fetch')))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(unhandled).toEqual([])
    await expect(early?.answer).rejects.toThrow('Failed to fetch')
  } finally {
    process.off('unhandledRejection', onUnhandled)
  }
})

test('with the local API the catalogue is asked for from the page origin, first in the head', () => {
  const tags = tagsFor('')
  expect(tags).toHaveLength(1)
  expect(tags[0]).toMatchObject({ tag: 'script', injectTo: 'head-prepend' })
  expect(runAt('/', String(tags[0]?.children)).asked[0]?.url).toBe('/api/course/all')
})

test('with a hosted API the page connects early and asks for the catalogue from it', () => {
  const tags = tagsFor('https://api.example.com/')
  expect(tags[0]).toEqual({
    tag: 'link',
    attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: '' },
    injectTo: 'head-prepend',
  })
  expect(runAt('/', String(tags[1]?.children)).asked[0]?.url).toBe('https://api.example.com/api/course/all')
})

test('a build whose API address is not one asks for nothing: the app only shows its configuration error', () => {
  expect(tagsFor('not a url')).toEqual([])
})

test.each(['HTTPS://API.Example.com/v1//', 'https://api.example.com:443/', ' http://localhost:4882 '])(
  "the early request names the API (%j) as the app's own request does, letter for letter, so the app takes its answer",
  (backendUrl) => {
    const parsed = parseEnv({ VITE_BACKEND_URL: backendUrl })
    if (!parsed.ok) throw new Error('the app refuses this address')
    const tags = tagsFor(backendUrl)
    expect(runAt('/', String(tags[1]?.children)).asked[0]?.url).toBe(`${parsed.config.backendUrl}/api/course/all`)
  },
)
