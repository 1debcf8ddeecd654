// Chromium driven over its DevTools pipe, with no DevTools domain on but the few a measurement asks for.
//
// Playwright enables the Network domain on every page it drives, and Chromium's network agent then keeps a
// decoded copy of each text answer it buffers, on the page's main thread: for the 11 MB catalogue about
// 80 ms, in the middle of a cold load, that a learner's browser never spends. The benchmark times cold
// loads through this client for that reason (docs/testing.md#reading-the-benchmark).
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** Starts headless Chromium; `newPage` opens a page in a fresh browser context (no cache, no storage). */
export async function launchPipeChromium(executablePath, flags) {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'))
  const child = spawn(
    executablePath,
    ['--headless=new', ...flags, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const [, , , toBrowser, fromBrowser] = child.stdio
  const waiting = new Map()
  let nextId = 0
  let pending = Buffer.alloc(0)
  let exited = null
  const failAll = (error) => {
    for (const { reject } of waiting.values()) reject(error)
    waiting.clear()
  }
  child.on('exit', (code, signal) => {
    exited = new Error(`Chromium exited (${signal ?? code})`)
    failAll(exited)
  })
  child.on('error', (error) => {
    exited = error
    failAll(error)
  })
  // Messages are JSON, each followed by a NUL byte.
  fromBrowser.on('data', (chunk) => {
    pending = Buffer.concat([pending, chunk])
    for (let end = pending.indexOf(0); end >= 0; end = pending.indexOf(0)) {
      const message = JSON.parse(pending.subarray(0, end).toString('utf8'))
      pending = pending.subarray(end + 1)
      const call = waiting.get(message.id)
      if (!call) continue
      waiting.delete(message.id)
      if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`))
      else call.resolve(message.result)
    }
  })
  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(exited)
      const id = ++nextId
      waiting.set(id, { resolve, reject, method })
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    })
  await send('Browser.getVersion')

  /**
   * `initScript`: a function, or a list of them, run in that order before the page's own scripts. `network`:
   * turns the Network domain on, with the cache off and `network.conditions` emulated when given
   * ({ latency, downloadThroughput, uploadThroughput } as Network.emulateNetworkConditions takes them).
   */
  async function newPage({ width, height, initScript, network }) {
    const { browserContextId } = await send('Target.createBrowserContext')
    const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId })
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true })
    const call = (method, params) => send(method, params, sessionId)
    await call('Page.enable')
    await call('Performance.enable')
    await call('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false })
    for (const script of [initScript].flat().filter(Boolean))
      await call('Page.addScriptToEvaluateOnNewDocument', { source: `(${script})()` })
    if (network) {
      // No buffer: the agent then keeps (and decodes) no copy of any answer, the cost this client exists to avoid.
      await call('Network.enable', { maxTotalBufferSize: 0, maxResourceBufferSize: 0, maxPostDataSize: 0 })
      await call('Network.setCacheDisabled', { cacheDisabled: true })
      if (network.conditions) await call('Network.emulateNetworkConditions', { offline: false, ...network.conditions })
    }
    return {
      goto: (url) => call('Page.navigate', { url }),
      /** What `pageFunction` returns in the page, awaited if it is a promise (as Playwright's page.evaluate). */
      async evaluate(pageFunction) {
        const expression = `(${pageFunction})()`
        const { result, exceptionDetails } = await call('Runtime.evaluate', {
          expression,
          awaitPromise: true,
          returnByValue: true,
        })
        if (exceptionDetails) throw new Error(`In the page: ${exceptionDetails.exception?.description ?? expression}`)
        return result.value
      },
      waitForTimeout: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      metrics: async () => (await call('Performance.getMetrics')).metrics,
      close: () => send('Target.disposeBrowserContext', { browserContextId }),
    }
  }

  return {
    newPage,
    async close() {
      const exit = exited ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exit
      // Chromium's helper processes can still be writing there for a moment after the browser process exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}
