import type { IndexHtmlTransformHook } from 'vite'
import { firstPaintMarkup, firstPaintPlugin } from '../../../build/firstPaintPlugin'
import { resolvePlugin, withEnv } from './withEnv'
import { LOGO_LINK_CLASS, NAVBAR_BRAND_SLOT_CLASS, NAVBAR_NAV_CLASS } from '../../../src/components/common/brandBar'

function transformWith(brand: string | undefined, html: string): string {
  return withEnv('VITE_BRAND', brand, () => {
    const plugin = firstPaintPlugin()
    resolvePlugin(plugin)
    const transform = plugin.transformIndexHtml as (html: string) => ReturnType<IndexHtmlTransformHook>
    return transform(html) as string
  })
}

const PAGE =
  '<body><noscript>x</noscript><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>'

function rootOf(html: string): Element {
  const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')
  if (!root) throw new Error('no #root')
  return root
}

test('the empty root gets the brand bar with the default brand, hidden from screen readers and with nothing to focus', () => {
  const root = rootOf(transformWith(undefined, PAGE))
  const header = root.querySelector(':scope > header')
  expect(header?.getAttribute('aria-hidden')).toBe('true')
  expect(header?.textContent).toBe('Edemy')
  expect(header?.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 32 32')
  expect(header?.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0)
  expect(root.querySelectorAll('script')).toHaveLength(0)
})

test('the bar shows the configured brand, trimmed, as text even when it looks like markup', () => {
  const root = rootOf(transformWith('  <img src=x onerror=alert(1)> & Co "Academy"  ', PAGE))
  expect(root.querySelector('header')?.textContent).toBe('<img src=x onerror=alert(1)> & Co "Academy"')
  expect(root.querySelector('img')).toBeNull()
})

test('a blank brand falls back to the default, as the app does', () => {
  expect(rootOf(transformWith('   ', PAGE)).textContent).toBe('Edemy')
})

test('the rest of the page is left as it was', () => {
  const html = transformWith(undefined, PAGE)
  expect(html.startsWith('<body><noscript>x</noscript><div id="root"><header')).toBe(true)
  expect(html.endsWith('</header></div><script type="module" src="/src/main.tsx"></script></body>')).toBe(true)
})

test('a page without an empty #root stops the build instead of silently losing the first paint', () => {
  expect(() => transformWith(undefined, '<body><div id="app"></div></body>')).toThrow(/id="root"/)
})

test('the bar uses the navbar classes verbatim, so the first render replaces it in place', () => {
  const root = document.createElement('div')
  root.innerHTML = firstPaintMarkup('Edemy')
  const nav = root.querySelector('header > div')
  expect(nav?.className).toBe(NAVBAR_NAV_CLASS)
  expect(nav?.firstElementChild?.className).toBe(NAVBAR_BRAND_SLOT_CLASS)
  expect(nav?.firstElementChild?.firstElementChild?.className).toBe(`${LOGO_LINK_CLASS} text-slate-900`)
})
