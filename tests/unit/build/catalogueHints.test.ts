// @vitest-environment node
import type { HtmlTagDescriptor, ResolvedConfig } from 'vite'
import { catalogueHintsPlugin } from '../../../build/catalogueHintsPlugin'

function tagsFor(backendUrl: string | undefined): HtmlTagDescriptor[] {
  const previous = process.env.VITE_BACKEND_URL
  if (backendUrl === undefined) delete process.env.VITE_BACKEND_URL
  else process.env.VITE_BACKEND_URL = backendUrl
  try {
    const plugin = catalogueHintsPlugin()
    const configResolved = plugin.configResolved as (config: ResolvedConfig) => void
    configResolved({ mode: 'production', envDir: '/nonexistent' } as ResolvedConfig)
    const transform = plugin.transformIndexHtml as () => HtmlTagDescriptor[]
    return transform()
  } finally {
    if (previous === undefined) delete process.env.VITE_BACKEND_URL
    else process.env.VITE_BACKEND_URL = previous
  }
}

test('with the local API the catalogue is preloaded from the page origin', () => {
  expect(tagsFor('')).toEqual([
    {
      tag: 'link',
      attrs: { rel: 'preload', href: '/api/course/all', as: 'fetch', crossorigin: '' },
      injectTo: 'head',
    },
  ])
})

test('with a hosted API the page connects early and preloads the catalogue from it', () => {
  expect(tagsFor('https://api.example.com/')).toEqual([
    { tag: 'link', attrs: { rel: 'preconnect', href: 'https://api.example.com', crossorigin: '' }, injectTo: 'head' },
    {
      tag: 'link',
      attrs: { rel: 'preload', href: 'https://api.example.com/api/course/all', as: 'fetch', crossorigin: '' },
      injectTo: 'head',
    },
  ])
})
