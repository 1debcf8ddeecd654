import { createHash } from 'node:crypto'
import path from 'node:path'
import { build, runnerImport, type Plugin, type ResolvedConfig } from 'vite'
import { NAVBAR_BACKGROUND, WHITE_NAVBAR_PATH_PREFIX } from '../src/components/common/brandBar.ts'
import { FIRST_CARDS_ATTRIBUTE } from '../src/lib/firstScreen.ts'
import { EARLY_CATALOGUE_GLOBAL } from '../src/lib/earlyCatalogue.ts'
import { CARD_FIELDS, cardToken } from './firstCards.ts'
import type { FirstCards, FirstScreen } from './firstScreens.tsx'
import { routeRegExp } from './routePreloadPlugin.ts'
import { linguiMacroPlugin } from './linguiMacroPlugin.ts'
import { lingui } from '@lingui/vite-plugin'

/*
 * A phone waits a second or more for the app's JavaScript. Until then index.html showed only the brand bar
 * (firstPaintPlugin); the largest text of the home page, its headline, came with the script. This puts the
 * opening of each public screen that needs no data into index.html, rendered at build time by the app's own
 * components (build/firstScreens.tsx), so it paints with the HTML and the stylesheet.
 *
 * index.html serves every address, so each opening is in it, hidden, once per language; a few lines of inline
 * script right after them show the one whose route matches the address, in the language `<html lang>` names
 * (set by index.html's language script in the head), so a Hindi visitor never sees English first. The copy is inert and
 * hidden from screen readers: nothing in it can be focused, typed into or read twice. React's first render
 * replaces it with the live screen, which looks the same.
 */

const MARKER = '</header></div>'

/**
 * The inline script that shows the opening whose route patterns match the address (an opening that is
 * `plainAddressOnly` only when the address has no query string), and gives the first-paint bar the
 * background the live bar will have at this address. Plain ES5.
 */
export function firstScreenScript(screens: Pick<FirstScreen, 'patterns' | 'plainAddressOnly'>[]): string {
  const table = screens.map(
    ({ patterns, plainAddressOnly }) =>
      `[[${patterns.map((pattern) => String(routeRegExp(pattern))).join(',')}],${plainAddressOnly ? 1 : 0}]`,
  )
  return (
    `(function(){var r=[${table.join(',')}],p=location.pathname,q=location.search,` +
    // The openings in the page's language, else in English.
    'l=function(g){return document.querySelectorAll("[data-first-screen][lang="+g+"]")},' +
    'b=l(document.documentElement.lang),h=document.querySelector("#root>header");if(!b.length)b=l("en");' +
    `if(h&&p.indexOf(${JSON.stringify(WHITE_NAVBAR_PATH_PREFIX)})===0){` +
    `h.classList.remove(${JSON.stringify(NAVBAR_BACKGROUND.elsewhere)});` +
    `h.classList.add(${JSON.stringify(NAVBAR_BACKGROUND.courseList)})}` +
    'for(var i=0;i<r.length;i++)if(!(r[i][1]&&q))for(var j=0;j<r[i][0].length;j++)' +
    'if(r[i][0][j].test(p)){b[i].hidden=false;return}})()'
  )
}

/** A string as a JavaScript literal that is safe inside an inline <script>. */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The inline script that draws course cards into a shown opening's `[data-first-cards]` grid, from the build's
 * templates in the opening's language: the cards this browser kept (the catalogue preview's `cards` and `count`,
 * worded by the app; the count line only when it was worded in that language), or, when nothing usable is kept, it
 * leaves the early catalogue request a `draw` function with which the first-visit code (src/firstVisitCards.ts) adds
 * the cards of the courses as they arrive, under the count line the app shows while more are on their way. Every
 * value is HTML-escaped and put in one pass, so a value can never be read as markup or as another token; a set
 * of cards with anything missing or of the wrong type is not drawn. Plain ES5.
 */
export function firstCardsScript(cards: FirstCards): string {
  return (
    `(function(){var d=document,u=d.querySelector("[data-first-screen]:not([hidden]) [${FIRST_CARDS_ATTRIBUTE}]");` +
    'if(!u)return;var g=u.closest("[data-first-screen]").getAttribute("lang"),k;' +
    `var T=${scriptLiteral(cards.templates)}[g],L=${scriptLiteral(cards.thumbnails)},P=${scriptLiteral(cards.educatorParagraph)},` +
    `F=${scriptLiteral(CARD_FIELDS)},C=${scriptLiteral(cards.arrivingCountLine)},S={full:"full",half:"half",empty:"empty"};if(!T)return;` +
    'function e(s){return s.replace(/[&<>"\']/g,function(c){return"&#"+c.charCodeAt(0)+";"})}' +
    // The markup of `a` as the cards after the `f` already drawn, or "" when one of them is not a card.
    `function m(a,f){var h="";for(var i=0;i<a.length&&f+i<${cards.max};i++){var c=a[i],t=T[L[f+i]],j;` +
    'if(!c||!(c.stars instanceof Array)||c.stars.length!==5)return"";' +
    'for(j=0;j<F.length;j++)if(typeof c[F[j]]!=="string")return"";' +
    // A link elsewhere than this site's own paths is not a card the app words.
    'if(c.href.charAt(0)!=="/"||c.href.charAt(1)==="/")return"";' +
    'if(!c.educator)t=t.split(P).join("");' +
    // No thumbnail: no src at all, as the live card draws it (an empty one is not a picture).
    `if(!c.thumbnail)t=t.split(${scriptLiteral(` src="${cardToken('thumbnail')}"`)}).join("");` +
    'h+=t.replace(/__card_([A-Za-z]+)(\\d?)__/g,function(m,n,s){' +
    'return n==="star"?(S.hasOwnProperty(c.stars[+s])?S[c.stars[+s]]:"empty"):e(c[n])})}return h}' +
    // Adds the cards after those drawn, and the count line when it is worded in the opening's language.
    'function w(a,n,l){var h=a instanceof Array?m(a,u.children.length):"";if(!h)return false;' +
    'u.insertAdjacentHTML("beforeend",h);var s=u.parentNode.querySelector("[role=status]");if(s&&l===g)s.textContent=n;return true}' +
    'try{k=JSON.parse(localStorage.getItem(' +
    scriptLiteral(cards.storageKey) +
    '))}catch(x){k=null}' +
    'if(k&&typeof k.count==="string"&&w(k.cards,k.count,k.language||"en"))return;' +
    `var E=window[${scriptLiteral(EARLY_CATALOGUE_GLOBAL)}];if(!E||E.stopped||!C[g])return;` +
    `E.draw=function(a){return w(a,C[g],g)};E.cardSettings=${scriptLiteral(cards.firstVisit)};if(E.start)E.start()})()`
  )
}

// The global name of the bundled first-visit code, inside the function that wraps its file.
const FIRST_VISIT_BUNDLE_NAME = 'firstVisitCards'

/**
 * The inline script, first in the head, that loads the first-visit code on the course list's plain address (the
 * only opening with cards), as early as the page can: it then runs as soon as it has arrived, and starts drawing
 * once the cards' script further down has left it the drawer. Plain ES5.
 */
export function firstVisitLoaderScript(
  screens: Pick<FirstScreen, 'patterns' | 'plainAddressOnly' | 'cards'>[],
  url: string,
): string {
  const patterns = screens
    .filter(({ cards }) => cards !== undefined)
    .flatMap(({ patterns, plainAddressOnly }) =>
      patterns.map(
        (pattern) => `${String(routeRegExp(pattern))}.test(p)${plainAddressOnly ? '&&!location.search' : ''}`,
      ),
    )
  if (patterns.length === 0) return ''
  return (
    `(function(){var p=location.pathname;if(!(${patterns.map((test) => `(${test})`).join('||')}))return;` +
    `var s=document.createElement("script");s.src=${scriptLiteral(url)};s.async=true;document.head.appendChild(s)})()`
  )
}

/**
 * The openings, hidden and inert, and the scripts that show the right one and draw its cards (kept ones, or those
 * of a first visit's first courses with the first-visit code).
 */
export function firstScreensMarkup(screens: FirstScreen[]): string {
  const blocks = Object.keys(screens[0]?.markup ?? {}).flatMap((language) =>
    screens.map(
      ({ markup }, index) =>
        // The live page's <main> is "min-h-[calc(100vh-4rem)] flex-1" under a flex column; a plain block
        // under the bar puts the opening at the same place.
        `<div data-first-screen="${index}" lang="${language}" hidden inert aria-hidden="true">${markup[language as keyof typeof markup]}</div>`,
    ),
  )
  const scripts = [
    firstScreenScript(screens),
    ...screens.flatMap(({ cards }) => (cards ? [firstCardsScript(cards)] : [])),
  ]
  return `${blocks.join('')}${scripts.map((script) => `<script>${script}</script>`).join('')}`
}

/** Loads build/firstScreens.tsx through Vite, with this build's mode and settings, and renders the openings. */
async function renderWithBuildSettings(config: ResolvedConfig): Promise<FirstScreen[]> {
  const { module } = await runnerImport<typeof import('./firstScreens.tsx')>(
    path.join(config.root, 'build/firstScreens.tsx'),
    {
      configFile: false,
      root: config.root,
      mode: config.mode,
      envDir: config.envDir,
      logLevel: 'error',
      define: config.define,
      // The components' messages are Lingui macros, and the catalogues .po files, as in the app's own build.
      plugins: [linguiMacroPlugin(), lingui({ failOnMissing: true, failOnCompileError: true })],
    },
  )
  return module.renderFirstScreens()
}

/**
 * src/firstVisitCards.ts and what it imports (the stream reader, the course rules, the card's text), bundled into one
 * minified classic script that starts it, in this build's mode and for the browsers it targets.
 */
export async function bundleFirstVisitCards(config: Pick<ResolvedConfig, 'root' | 'mode' | 'build'>): Promise<string> {
  const result = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'silent',
    publicDir: false,
    plugins: [linguiMacroPlugin()],
    build: {
      write: false,
      minify: true,
      target: config.build.target,
      lib: {
        entry: path.join(config.root, 'src/firstVisitCards.ts'),
        formats: ['iife'],
        name: FIRST_VISIT_BUNDLE_NAME,
      },
    },
  })
  const output = (Array.isArray(result) ? result : [result]).flatMap((entry) => ('output' in entry ? entry.output : []))
  const chunk = output.find((file) => file.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk' || output.length !== 1)
    throw new Error('The first-visit cards did not bundle into one script')
  // Inside a function of its own, so that nothing of it is left on `window`.
  return `(function(){${chunk.code}\n${FIRST_VISIT_BUNDLE_NAME}.drawFirstVisitCards()})()\n`
}

export function firstScreenPlugin(): Plugin {
  let config: ResolvedConfig
  let firstVisitScriptUrl = ''
  return {
    name: 'edemy:first-screen',
    // The dev server has no need of it: a local page loads its script at once.
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    /*
     * The first-visit code is a file of its own, not inline: only a first visit to the course list loads it (about
     * 5 KiB gzip), so no other page carries it. Named by its content, like the build's other assets.
     */
    async buildStart() {
      const source = await bundleFirstVisitCards(config)
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8)
      const fileName = `${config.build.assetsDir}/firstVisitCards-${hash}.js`
      this.emitFile({ type: 'asset', fileName, source })
      firstVisitScriptUrl = `${config.base}${fileName}`
    },
    async transformIndexHtml(html) {
      if (!html.includes(MARKER)) throw new Error('index.html must hold the first-paint bar before the first screens')
      const screens = await renderWithBuildSettings(config)
      const loader = firstVisitLoaderScript(screens, firstVisitScriptUrl)
      return {
        html: html.replace(MARKER, `</header>${firstScreensMarkup(screens)}</div>`),
        tags: loader ? [{ tag: 'script', children: loader, injectTo: 'head-prepend' as const }] : [],
      }
    },
  }
}
