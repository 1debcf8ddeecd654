import type { HtmlTagDescriptor, Plugin } from 'vite'
import { routes } from '../src/config/paths.ts'
import { apiBaseUrl, buildSettings } from './buildSettings.ts'
import { routeRegExp } from './routePreloadPlugin.ts'
import { apiOriginFromUrl } from './securityHeaders.ts'
import { EARLY_CATALOGUE_GLOBAL } from '../src/lib/earlyCatalogue.ts'

/**
 * The inline script that asks for the catalogue while the JavaScript downloads, unless the page is a course page:
 * there the app asks for it once the course's own answer has come (useCatalogueMayLoad), so on a phone's link the
 * megabytes of catalogue do not share the bandwidth with the one answer the page waits for. A `fetch()` rather than
 * a preload hint: the course list's first cards are drawn from its first bytes before the app runs
 * (src/firstVisitCards.ts), and the app's own request takes the answer over (src/lib/earlyCatalogue.ts). It asks
 * as the app's client does (the same Accept header, the same credentials), so the answer is the one the app would
 * get. A failure is left for the app's request to meet. Plain ES5.
 */
export function cataloguePreloadScript(catalogueUrl: string): string {
  return (
    `(function(){if(${String(routeRegExp(routes.course))}.test(location.pathname)||typeof AbortController!=="function")return;` +
    `var u=${JSON.stringify(catalogueUrl)},c=new AbortController(),a=fetch(u,{headers:{Accept:"application/json"},signal:c.signal});` +
    'a["catch"](function(){});' +
    `window[${JSON.stringify(EARLY_CATALOGUE_GLOBAL)}]={url:u,answer:a,abort:function(){c.abort()},drawn:[],stopped:false}})()`
  )
}

/**
 * The catalogue is loaded at start on every page but the course page (docs/api.md#calls), and on the home page it
 * holds the largest images. Asking for it from the HTML lets the browser fetch it while the JavaScript downloads,
 * instead of after; the app's own request then takes that answer (one request, not two). A hosted API on
 * another origin also gets an early connection.
 */
export function catalogueHintsPlugin(): Plugin {
  let apiBase = ''
  let hasApi = true
  return {
    name: 'edemy:catalogue-hints',
    configResolved(config) {
      apiBase = apiBaseUrl(config)
      // An API address that is not one: the app shows its configuration error and asks nothing, so neither does the page.
      const backendUrl = (buildSettings(config).VITE_BACKEND_URL ?? '').trim()
      hasApi = backendUrl === '' || apiBase !== ''
    },
    transformIndexHtml() {
      if (!hasApi) return []
      const origin = apiOriginFromUrl(apiBase)
      const tags: HtmlTagDescriptor[] = [
        // First in the head: an inline script after the stylesheet would wait for it, and on a phone's link that is
        // a round trip more before the catalogue is asked for, and before the first cards can be drawn.
        { tag: 'script', children: cataloguePreloadScript(`${apiBase}/api/course/all`), injectTo: 'head-prepend' },
      ]
      if (origin)
        tags.unshift({
          tag: 'link',
          attrs: { rel: 'preconnect', href: origin, crossorigin: '' },
          injectTo: 'head-prepend',
        })
      return tags
    },
  }
}
