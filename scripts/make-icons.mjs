// Draws the app's install icons (public/icons/*.png) from the brand mark in public/favicon.svg, with the
// Chromium the tests use. Run it after changing the mark; the PNGs are committed, so builds need no browser.
// Usage: node scripts/make-icons.mjs
import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium.mjs'

const mark = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8')
const BRAND_BLUE = '#1d4ed8'

// "any" icons are the mark as it is (rounded square, transparent corners). A maskable icon is cropped by
// the launcher to any shape inside the middle 80 %, so it is a full square of brand colour with the
// mark's drawing at 60 % of the size in the middle.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon-180.png', size: 180, maskable: true },
]

function pageFor({ size, maskable }) {
  const body = maskable
    ? `<div style="width:${size}px;height:${size}px;background:${BRAND_BLUE};display:grid;place-items:center">` +
      `<div style="width:${size * 0.6}px;height:${size * 0.6}px">${mark}</div></div>`
    : `<div style="width:${size}px;height:${size}px">${mark}</div>`
  return `<!doctype html><style>html,body{margin:0;background:transparent}svg{width:100%;height:100%;display:block}</style>${body}`
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: QUIET_CHROMIUM_FLAGS })
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
  await page.setContent(pageFor(icon))
  const path = new URL(`../public/icons/${icon.file}`, import.meta.url).pathname
  await page.screenshot({ path, omitBackground: !icon.maskable })
  console.log(path)
  await page.close()
}
await browser.close()
