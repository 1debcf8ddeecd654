import { VitePWA } from 'vite-plugin-pwa'
import type { PluginOption } from 'vite'
import { CONFIG_DEFAULTS } from '../src/config/defaults.ts'
import { buildSettings } from './buildSettings.ts'

/** The brand colour of the mark (public/favicon.svg) and the page's theme-color. */
export const THEME_COLOUR = '#1d4ed8'

/** What the built app precaches: everything a page may need, not the deploy files (_headers, robots.txt). The plugin adds the web app manifest. */
export const PRECACHE_PATTERNS = ['**/*.{js,css,html,svg,png}']
/**
 * Left to the HTTP cache: the rich-text editor (about 60 KiB gzip, a sixth of the precache) serves only
 * educators adding a course online, and every visitor's worker would download it.
 */
export const NOT_PRECACHED = [
  '**/RichTextEditor-*',
  // The certificate's PDF maker (pdf-lib, fontkit and its fonts, about 690 KiB gzip) and the certificate page's
  // Devanagari web fonts: only a learner with a completed course asks for them.
  '**/certificatePdf-*',
  '**/noto-sans-devanagari-*',
  // The educator dashboard's chart (recharts, about 110 KiB gzip): only educators open it.
  '**/SalesChart-*',
]

/**
 * The installable app (docs/offline.md): the web app manifest, named after the brand the build shows, and
 * the service worker of src/serviceWorker/sw.ts with the list of built files to precache. The app registers
 * the worker itself (src/serviceWorker/register.ts), after the page has loaded, so nothing is injected into
 * the HTML but the manifest link. `npm run dev` gets no worker.
 */
export function pwaPlugin(mode: string): PluginOption {
  const brand = (buildSettings({ mode, envDir: process.cwd() }).VITE_BRAND ?? '').trim() || CONFIG_DEFAULTS.brand
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/serviceWorker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      name: brand,
      short_name: brand,
      description: 'Browse and study online courses, and publish your own.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOUR,
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // The icons are among the precached files already.
    includeManifestIcons: false,
    injectManifest: { globPatterns: PRECACHE_PATTERNS, globIgnores: NOT_PRECACHED },
    devOptions: { enabled: false },
  })
}
