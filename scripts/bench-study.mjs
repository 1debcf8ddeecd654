// The study flow's figures for `npm run bench` (docs/study-flow.md#figures): the certificate PDF made in the
// browser, its size and how long "Download PDF" takes from the click to the file. The first click also downloads
// the PDF maker (pdf-lib, fontkit and the fonts, loaded only then); later clicks reuse it.
import { performance } from 'node:perf_hooks'

const RUNS = 5

/**
 * Opens the certificate of a course the learner completed, signed in with `token` (local mode), and presses
 * "Download PDF" RUNS times. Returns { bytes, firstMs, laterMs: number[] }.
 */
export async function measureCertificatePdf(browser, site, { token, tokenKey, courseId }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })
  await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [tokenKey, token])
  const page = await context.newPage()
  try {
    await page.goto(`${site.appUrl}/certificate/${encodeURIComponent(courseId)}`, { waitUntil: 'networkidle' })
    const button = page.getByRole('button', { name: 'Download PDF' })
    await button.waitFor()
    const times = []
    let bytes = 0
    for (let run = 0; run < RUNS; run++) {
      const download = page.waitForEvent('download')
      const started = performance.now()
      await button.click()
      const file = await download
      times.push(performance.now() - started)
      const chunks = []
      for await (const chunk of await file.createReadStream()) chunks.push(chunk)
      bytes = Buffer.concat(chunks).length
      await button.waitFor({ state: 'visible' })
      await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'))
    }
    return { bytes, firstMs: times[0], laterMs: times.slice(1) }
  } finally {
    await context.close()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor((sorted.length - 1) / 2)]
}

export function reportCertificatePdf(figures) {
  console.log('\nCertificate PDF (local mode, made in the browser)')
  console.log(`  size                         ${(figures.bytes / 1024).toFixed(1)} KiB`)
  console.log(`  first Download PDF           ${Math.round(figures.firstMs)} ms (includes loading the PDF maker)`)
  console.log(
    `  later Download PDF (median)  ${Math.round(median(figures.laterMs))} ms over ${figures.laterMs.length} runs`,
  )
}
