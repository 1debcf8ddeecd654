import path from 'node:path'
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite'
import { NAVBAR_BACKGROUND, WHITE_NAVBAR_PATH_PREFIX } from '../src/components/common/brandBar.ts'
import { FIRST_CARDS_ATTRIBUTE } from '../src/lib/firstScreen.ts'
import { CARD_FIELDS } from './firstCards.ts'
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
 * The inline script that draws the cards this browser kept (the catalogue preview's `cards` and `count`,
 * worded by the app) into a shown opening's `[data-first-cards]` grid, from the build's templates in the
 * opening's language (the count line only when it was worded in that language). Every
 * value is HTML-escaped and put in one pass, so a value can never be read as markup or as another token;
 * anything missing or of the wrong type means no cards, as when nothing is kept. Plain ES5.
 */
export function firstCardsScript(cards: FirstCards): string {
  return (
    `(function(){var d=document,u=d.querySelector("[data-first-screen]:not([hidden]) [${FIRST_CARDS_ATTRIBUTE}]");` +
    'if(!u)return;var g=u.closest("[data-first-screen]").getAttribute("lang"),k;try{k=JSON.parse(localStorage.getItem(' +
    scriptLiteral(cards.storageKey) +
    '))}catch(e){return}' +
    'if(!k||typeof k.count!=="string"||!(k.cards instanceof Array))return;' +
    `var T=${scriptLiteral(cards.templates)}[g],L=${scriptLiteral(cards.thumbnails)},P=${scriptLiteral(cards.educatorParagraph)},` +
    `F=${scriptLiteral(CARD_FIELDS)},S={full:"full",half:"half",empty:"empty"},h="";if(!T)return;` +
    'function e(s){return s.replace(/[&<>"\']/g,function(c){return"&#"+c.charCodeAt(0)+";"})}' +
    `for(var i=0;i<k.cards.length&&i<${cards.max};i++){var c=k.cards[i],t=T[L[i]],j;` +
    'if(!c||!(c.stars instanceof Array)||c.stars.length!==5)return;' +
    'for(j=0;j<F.length;j++)if(typeof c[F[j]]!=="string")return;' +
    // A link elsewhere than this site's own paths is not a card the app kept.
    'if(c.href.charAt(0)!=="/"||c.href.charAt(1)==="/")return;' +
    'if(!c.educator)t=t.split(P).join("");' +
    'h+=t.replace(/__card_([A-Za-z]+)(\\d?)__/g,function(m,n,s){' +
    'return n==="star"?(S.hasOwnProperty(c.stars[+s])?S[c.stars[+s]]:"empty"):e(c[n])})}' +
    'if(!h)return;u.innerHTML=h;' +
    'var n=u.parentNode.querySelector("[role=status]");if(n&&(k.language||"en")===g)n.textContent=k.count})()'
  )
}

/** The openings, hidden and inert, and the scripts that show the right one and draw its kept cards. */
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

export function firstScreenPlugin(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'edemy:first-screen',
    // The dev server has no need of it: a local page loads its script at once.
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async transformIndexHtml(html) {
      if (!html.includes(MARKER)) throw new Error('index.html must hold the first-paint bar before the first screens')
      const markup = firstScreensMarkup(await renderWithBuildSettings(config))
      return html.replace(MARKER, `</header>${markup}</div>`)
    },
  }
}
