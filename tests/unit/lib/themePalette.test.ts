import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/*
 * The dark theme is the palette with a second value per colour (src/index.css, docs/decisions.md): each palette
 * variable is light-dark(light, dark). Two ways it can go wrong without a screen looking broken in the light theme:
 * a light value drifts from the one Tailwind (or the brand's @theme) gives, so the light theme changes by accident;
 * or a component starts using a colour that has no dark value, which then shows its light value on a dark page.
 */

const INDEX_CSS = readFileSync('src/index.css', 'utf8')
const TAILWIND_THEME = readFileSync(createRequire(import.meta.url).resolve('tailwindcss/theme.css'), 'utf8')

/** The colours drawn the same on both themes: the stars' and the warning icon's amber read on white and on the dark page. */
const SAME_IN_BOTH = new Set(['amber-400', 'amber-500', 'black'])

const declarations = (css: string, pattern: RegExp) =>
  new Map([...css.matchAll(pattern)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]))

const themed = declarations(INDEX_CSS, /--color-([a-z]+(?:-\d+)?):\s*light-dark\(((?:[^(),]|\([^)]*\))+),/g)
const themeBlock = INDEX_CSS.slice(INDEX_CSS.indexOf('@theme {'), INDEX_CSS.indexOf('}', INDEX_CSS.indexOf('@theme {')))
const brand = declarations(themeBlock, /--color-(brand-\d+):\s*([^;]+);/g)
const tailwind = declarations(TAILWIND_THEME, /--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|css)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

/** Every palette colour the app's classes and styles name ("slate-700", "white"). */
function coloursInUse(): Set<string> {
  const used = new Set<string>()
  const utility =
    /\b(?:bg|text|border|ring|outline|from|via|to|fill|stroke|divide|placeholder|accent|decoration|caret)-([a-z]+-\d{2,3}|white|black)\b/g
  const variable = /var\(--color-([a-z]+(?:-\d+)?)/g
  for (const file of [...sourceFiles('src'), 'index.html']) {
    const text = readFileSync(file, 'utf8')
    for (const match of [...text.matchAll(utility), ...text.matchAll(variable)]) used.add(match[1] ?? '')
  }
  return used
}

test("each light value is Tailwind's own, or the brand's from @theme: the light theme is what it was", () => {
  expect(themed.size).toBeGreaterThan(30)
  for (const [name, light] of themed) {
    const expected = name.startsWith('brand-') ? brand.get(name) : tailwind.get(name)
    expect(light, `--color-${name}`).toBe(expected)
  }
})

test('every colour the app uses has a dark value, or is one of the few drawn the same on both', () => {
  const used = [...coloursInUse()].filter((name) => /^(?:[a-z]+-\d+|white|black)$/.test(name))
  expect(used.length).toBeGreaterThan(30)
  const missing = used.filter((name) => !themed.has(name) && !SAME_IN_BOTH.has(name))
  expect(missing, 'give these a light-dark() value in src/index.css').toEqual([])
})
