import type { HtmlTagDescriptor, Plugin } from 'vite'
import { apiBaseUrl } from './buildSettings.ts'
import { apiOriginFromUrl } from './securityHeaders.ts'

/**
 * The catalogue is loaded at start on every page (docs/api.md#calls), and on the home page it holds
 * the largest images. Asking for it from the HTML lets the browser fetch it while the JavaScript
 * downloads, instead of after; the app's own request then takes the preloaded answer (one request,
 * not two). A hosted API on another origin also gets an early connection.
 */
export function catalogueHintsPlugin(): Plugin {
  let apiBase = ''
  return {
    name: 'edemy:catalogue-hints',
    configResolved(config) {
      apiBase = apiBaseUrl(config)
    },
    transformIndexHtml() {
      const origin = apiOriginFromUrl(apiBase)
      const tags: HtmlTagDescriptor[] = [
        {
          tag: 'link',
          attrs: { rel: 'preload', href: `${apiBase}/api/course/all`, as: 'fetch', crossorigin: '' },
          injectTo: 'head',
        },
      ]
      if (origin)
        tags.unshift({ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' })
      return tags
    },
  }
}
