// Takes full-page screenshots of a running app at phone and desktop widths, and prints console errors.
// Usage: node scripts/screenshot.mjs <url> <out-prefix> [widths=360,1440] [--sign-in "Account Name"]
import { chromium } from '@playwright/test'
import { CHROMIUM_PATH, QUIET_CHROMIUM_FLAGS } from './chromium.mjs'

const args = process.argv.slice(2)
const signInIndex = args.indexOf('--sign-in')
const signInName = signInIndex >= 0 ? args.splice(signInIndex, 2)[1] : null
const [url, prefix = '/tmp/shot', widthList = '360,1440'] = args
if (!url) {
  console.error('usage: node scripts/screenshot.mjs <url> <out-prefix> [widths] [--sign-in "Name"]')
  process.exit(2)
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: QUIET_CHROMIUM_FLAGS,
})
for (const width of widthList.split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 780 : 900 } })
  const problems = []
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  if (signInName) {
    await page.goto(new URL('/', url).href, { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByRole('button', { name: new RegExp(`Continue as ${signInName}`) }).click()
    await page.getByRole('link', { name: 'My Enrollments' }).waitFor()
  }
  await page.goto(url, { waitUntil: 'networkidle' })
  await page.waitForTimeout(800)
  const out = `${prefix}-${width}.png`
  await page.screenshot({ path: out, fullPage: true })
  console.log(`${out}${problems.length ? `\n  ${problems.join('\n  ')}` : ''}`)
  await page.close()
}
await browser.close()
