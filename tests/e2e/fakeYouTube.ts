import type { Page } from '@playwright/test'

/*
 * The machine has no internet, so YouTube's IFrame API is a stand-in whose clock the test sets: it has the methods
 * the player calls, reports ready at once and keeps what the app gave it on `window.__video` (the options with their
 * player vars, the captions module calls), so a test can read them and report events (a video's end) itself.
 */
const FAKE_IFRAME_API = `
window.__video = window.__video || { time: 0, seeks: [] };
window.__video.modules = [];
window.YT = { Player: function (element, options) {
  var host = typeof element === 'string' ? document.getElementById(element) : element;
  var frame = document.createElement('div');
  frame.setAttribute('data-fake-youtube', '');
  host.appendChild(frame);
  var player = this;
  window.__video.options = options;
  window.__video.player = player;
  this.getIframe = function () { return frame; };
  this.getCurrentTime = function () { return window.__video.time; };
  this.seekTo = function (seconds) { window.__video.seeks.push(seconds); window.__video.time = seconds; };
  this.setPlaybackRate = function () {};
  this.playVideo = function () {};
  this.pauseVideo = function () {};
  this.loadModule = function (name) { window.__video.modules.push('load ' + name); };
  this.unloadModule = function (name) { window.__video.modules.push('unload ' + name); };
  this.addEventListener = function () {};
  this.removeEventListener = function () {};
  this.destroy = function () { frame.remove(); };
  setTimeout(function () { options.events.onReady({ target: player }); }, 0);
} };
if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
`

type FakeVideo = {
  time: number
  modules: string[]
  options?: { playerVars?: Record<string, unknown>; events: { onStateChange: (event: unknown) => void } }
  player?: unknown
}

export async function fakeYouTube(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_IFRAME_API }),
  )
}

export const setVideoTime = (page: Page, seconds: number) =>
  page.evaluate((time) => {
    ;(window as unknown as { __video: FakeVideo }).__video.time = time
  }, seconds)

/** YouTube reports the end of the playing video (state 0, ENDED), as the IFrame API does. */
export const endVideo = (page: Page) =>
  page.evaluate(() => {
    const video = (window as unknown as { __video: FakeVideo }).__video
    video.options?.events.onStateChange({ target: video.player, data: 0 })
  })

/** The player vars the latest player was built with, and the captions module calls so far. */
export const videoSeen = (page: Page) =>
  page.evaluate(() => {
    const video = (window as unknown as { __video: FakeVideo }).__video
    return { playerVars: video.options?.playerVars ?? {}, modules: video.modules }
  })
