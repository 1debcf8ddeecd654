import type { HtmlTagDescriptor, Plugin } from 'vite'
import { routes } from '../src/config/paths.ts'
import { apiBaseUrl } from './buildSettings.ts'
import { routeRegExp } from './routePreloadPlugin.ts'
import { apiOriginFromUrl } from './securityHeaders.ts'

/**
 * The inline script that asks for the catalogue while the JavaScript downloads, unless the page is a course page:
 * there the app asks for it once the course's own answer has come (useCatalogueMayLoad), so on a phone's link the
 * megabytes of catalogue do not share the bandwidth with the one answer the page waits for. Plain ES5.
 */
export function cataloguePreloadScript(catalogueUrl: string): string {
  return (
    `(function(){if(${String(routeRegExp(routes.course))}.test(location.pathname))return;` +
    'var l=document.createElement("link");l.rel="preload";' +
    `l.href=${JSON.stringify(catalogueUrl)};l.setAttribute("as","fetch");l.crossOrigin="";document.head.appendChild(l)})()`
  )
}

/**
 * The catalogue is loaded at start on every page but the course page (docs/api.md#calls), and on the home page it
 * holds the largest images. Asking for it from the HTML lets the browser fetch it while the JavaScript downloads,
 * instead of after; the app's own request then takes the preloaded answer (one request, not two). A hosted API on
 * another origin also gets an early connection.
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
        { tag: 'script', children: cataloguePreloadScript(`${apiBase}/api/course/all`), injectTo: 'head' },
      ]
      if (origin)
        tags.unshift({ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head' })
      return tags
    },
  }
}
