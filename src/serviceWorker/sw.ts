/*
 * The service worker (docs/offline.md). Built by vite-plugin-pwa (injectManifest), which puts the list of
 * built files into self.__WB_MANIFEST. It does three things, all with Workbox:
 * - precaches the built app, and answers every page address with the app's index.html, so the app opens
 *   without a network;
 * - keeps the public course answers (publicAnswers.ts) stale-while-revalidate: a returning visitor gets the
 *   last catalogue at once, and the app is told when a fresher one has been stored;
 * - waits, once updated, until the app says the learner chose to reload (updates never reload by themselves).
 */
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types'
import { config } from '../config/env'
import {
  ANSWER_UPDATED_MESSAGE,
  IMAGES_CACHE,
  MAX_CACHED_COURSES,
  MAX_CACHED_IMAGES,
  PUBLIC_COURSES_CACHE,
  SKIP_WAITING_MESSAGE,
  catalogueUrl,
  isPublicCourseRequest,
} from './publicAnswers'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
/*
 * Every page address is the single-page app, except the addresses the local API answers itself when it is mounted
 * on the app's origin (`npm run dev` and `npm run preview`; local-api/app.ts, LOCAL_API_PREFIXES): its JSON under
 * /api and /local-auth, the test checkout's own pages under /checkout, and the pictures under /uploads and
 * /demo-assets. A navigation there goes to the network: answered with index.html, a test checkout would open on the
 * app's "Page not found". The app has no page of its own under any of them. Workbox matches the path and query
 * string; a prefix counts when followed by `/`, `?` or nothing, as local-api/vitePlugin.ts's isLocalApiPath does.
 */
const NOT_APP_PAGES = /^\/(?:api|local-auth|checkout|uploads|demo-assets)(?:[/?]|$)/
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [NOT_APP_PAGES] }))

const pageOrigin = self.location.origin
const apiBase = config.backendUrl

/** A digest of an answer's body: the API sends no ETag or Last-Modified, so headers cannot tell a change. */
async function digestOf(response: Response): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await response.arrayBuffer())
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

// When the network's answer differs from the one the page was given from the cache, every open page is
// told, and asks again. That request is answered from the cache (the answer was stored moments ago)
// instead of downloading the same answer a second time.
const JUST_STORED_MS = 30_000
const storedAt = new Map<string, number>()
const announceChanges: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    storedAt.set(request.url, Date.now())
    if (!oldResponse || (await digestOf(oldResponse)) === (await digestOf(newResponse))) return
    const pages = await self.clients.matchAll({ type: 'window' })
    for (const page of pages) page.postMessage({ type: ANSWER_UPDATED_MESSAGE, url: request.url })
  },
}
const keepOnlyOk = new CacheableResponsePlugin({ statuses: [200] })
const expiration = new ExpirationPlugin({ maxEntries: MAX_CACHED_COURSES + 1, purgeOnQuotaError: true })
// The cache key is the address: the answer is the same whatever Accept or Origin header asked for it.
const matchOptions = { ignoreVary: true }
const staleWhileRevalidate = new StaleWhileRevalidate({
  cacheName: PUBLIC_COURSES_CACHE,
  matchOptions,
  plugins: [keepOnlyOk, expiration, announceChanges],
})
const fromCache = new CacheFirst({ cacheName: PUBLIC_COURSES_CACHE, matchOptions, plugins: [keepOnlyOk, expiration] })

registerRoute(
  ({ request, url }) =>
    isPublicCourseRequest(
      { method: request.method, url: url.href, hasAuthorization: request.headers.has('Authorization') },
      apiBase,
      pageOrigin,
    ),
  (options: RouteHandlerCallbackOptions) => {
    const stored = storedAt.get(options.request.url)
    const isFresh = stored !== undefined && Date.now() - stored < JUST_STORED_MS
    return (isFresh ? fromCache : staleWhileRevalidate).handle(options)
  },
)

// Course thumbnails and avatars once seen, so the pages kept above are not offline without their pictures.
// Only readable answers (status 200): an image from a host without CORS is opaque and is never stored.
registerRoute(
  ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/assets/'),
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [keepOnlyOk, new ExpirationPlugin({ maxEntries: MAX_CACHED_IMAGES, purgeOnQuotaError: true })],
  }),
)

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting()
})

// A new worker stores the catalogue while it installs (before it answers any request): the page that
// installed it loaded its catalogue before there was a worker, and the next visit should start with it.
// Failing that is harmless.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PUBLIC_COURSES_CACHE)
      .then(async (cache) => {
        const url = catalogueUrl(apiBase, pageOrigin)
        if (!(await cache.match(url, matchOptions)))
          await cache.add(new Request(url, { headers: { Accept: 'application/json' } }))
      })
      .catch(() => undefined),
  )
})
// The first worker takes over the open page, so the course pages it opens from now on are kept too.
clientsClaim()
