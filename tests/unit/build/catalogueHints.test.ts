// @vitest-environment node
import type { HtmlTagDescriptor } from 'vite'
import { catalogueHintsPlugin } from '../../../build/catalogueHintsPlugin'
import { resolvePlugin, withEnv } from './withEnv'

function tagsFor(backendUrl: string | undefined): HtmlTagDescriptor[] {
  return withEnv('VITE_BACKEND_URL', backendUrl, () => {
    const plugin = catalogueHintsPlugin()
    resolvePlugin(plugin)
    const transform = plugin.transformIndexHtml as () => HtmlTagDescriptor[]
    return transform()
  })
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
