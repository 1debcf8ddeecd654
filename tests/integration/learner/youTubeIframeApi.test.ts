type YouTubeWindow = Window & { YT?: { Player?: unknown }; onYouTubeIframeAPIReady?: () => void }

const win = window as YouTubeWindow

// The loader keeps one pending load per page; each test starts from a fresh module and page.
async function freshLoader() {
  vi.resetModules()
  return import('../../../src/lib/youTube')
}

function apiScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="youtube.com/iframe_api"]')]
}

afterEach(() => {
  apiScripts().forEach((script) => script.remove())
  delete win.YT
  delete win.onYouTubeIframeAPIReady
})

test('YouTube’s script is requested over https even on an http page, once for many players', async () => {
  const { loadYouTubeIframeApi } = await freshLoader()
  expect(window.location.protocol).toBe('http:')
  const first = loadYouTubeIframeApi()
  const second = loadYouTubeIframeApi()
  expect(apiScripts().map((script) => script.src)).toEqual(['https://www.youtube.com/iframe_api'])

  win.YT = { Player: function Player() {} }
  win.onYouTubeIframeAPIReady?.()
  await expect(first).resolves.toBeUndefined()
  await expect(second).resolves.toBeUndefined()
})

test('an earlier onYouTubeIframeAPIReady handler still runs', async () => {
  const { loadYouTubeIframeApi } = await freshLoader()
  const earlier = vi.fn()
  win.onYouTubeIframeAPIReady = earlier
  const loading = loadYouTubeIframeApi()
  win.onYouTubeIframeAPIReady?.()
  await loading
  expect(earlier).toHaveBeenCalledTimes(1)
})

test('nothing is loaded when the player API is already there', async () => {
  const { loadYouTubeIframeApi } = await freshLoader()
  win.YT = { Player: function Player() {} }
  await expect(loadYouTubeIframeApi()).resolves.toBeUndefined()
  expect(apiScripts()).toHaveLength(0)
})

test('a blocked script rejects, and the next call tries again', async () => {
  const { loadYouTubeIframeApi } = await freshLoader()
  const loading = loadYouTubeIframeApi()
  apiScripts()[0]?.dispatchEvent(new Event('error'))
  await expect(loading).rejects.toThrow('The YouTube player could not be loaded.')
  expect(apiScripts()).toHaveLength(0)

  void loadYouTubeIframeApi().catch(() => {})
  expect(apiScripts()).toHaveLength(1)
})
