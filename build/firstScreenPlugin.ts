import path from 'node:path'
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite'
import type { FirstScreen } from './firstScreens.tsx'
import { routeRegExp } from './routePreloadPlugin.ts'

/*
 * A phone waits a second or more for the app's JavaScript. Until then index.html showed only the brand bar
 * (firstPaintPlugin); the largest text of the home page, its headline, came with the script. This puts the
 * opening of each public screen that needs no data into index.html, rendered at build time by the app's own
 * components (build/firstScreens.tsx), so it paints with the HTML and the stylesheet.
 *
 * index.html serves every address, so each opening is in it, hidden; a few lines of inline script right
 * after them show the one whose route matches the address (nothing shows elsewhere). The copy is inert and
 * hidden from screen readers: nothing in it can be focused, typed into or read twice. React's first render
 * replaces it with the live screen, which looks the same.
 */

const MARKER = '</header></div>'

/** The inline script that shows the opening whose route patterns match the address. Plain ES5. */
export function firstScreenScript(patterns: string[][]): string {
  const table = patterns.map((list) => `[${list.map((pattern) => String(routeRegExp(pattern))).join(',')}]`)
  return (
    `(function(){var r=[${table.join(',')}],p=location.pathname,` +
    'b=document.querySelectorAll("[data-first-screen]");' +
    'for(var i=0;i<r.length;i++)for(var j=0;j<r[i].length;j++)if(r[i][j].test(p)){b[i].hidden=false;return}})()'
  )
}

/** The openings, hidden and inert, and the script that shows the right one, as they go after the brand bar. */
export function firstScreensMarkup(screens: FirstScreen[]): string {
  const blocks = screens.map(
    ({ markup }, index) =>
      // The live page's <main> is "min-h-[calc(100vh-4rem)] flex-1" under a flex column; a plain block
      // under the bar puts the opening at the same place.
      `<div data-first-screen="${index}" hidden inert aria-hidden="true">${markup}</div>`,
  )
  return `${blocks.join('')}<script>${firstScreenScript(screens.map((screen) => screen.patterns))}</script>`
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
