/**
 * Loads YouTube's IFrame API over https before react-youtube needs it.
 *
 * react-youtube's loader (youtube-player) asks for `http://www.youtube.com/iframe_api` whenever the
 * page itself is served over http, which is how the local dev server and `vite preview` run. The
 * deploy policy (CSP script-src) allows only https://www.youtube.com, so there the script is blocked
 * and the player never starts. When `window.YT.Player` already exists, youtube-player uses it and
 * loads nothing, so players wait for this promise before they mount.
 */
import { t } from '@lingui/core/macro'

export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api'

type YouTubeWindow = Window & {
  YT?: { Player?: unknown }
  onYouTubeIframeAPIReady?: () => void
}

let pending: Promise<void> | null = null

function isApiReady(win: YouTubeWindow): boolean {
  return typeof win.YT?.Player === 'function'
}

/** Resolves once `window.YT.Player` exists; rejects when the script cannot be loaded (blocked, offline). */
export function loadYouTubeIframeApi(): Promise<void> {
  const win = window as YouTubeWindow
  if (isApiReady(win)) return Promise.resolve()
  pending ??= new Promise<void>((resolve, reject) => {
    // YouTube calls this global once its widget script is in; keep any handler already there.
    const previous = win.onYouTubeIframeAPIReady
    win.onYouTubeIframeAPIReady = () => {
      previous?.()
      resolve()
    }
    const script = document.createElement('script')
    script.src = YOUTUBE_IFRAME_API_URL
    script.async = true
    script.onerror = () => {
      // A later lecture may try again (the learner came back online).
      pending = null
      script.remove()
      reject(new Error('The YouTube player could not be loaded.'))
    }
    document.head.append(script)
  })
  return pending
}

/** A player error code in words a learner can act on; both players show the same sentences. */
export function youTubeErrorMessage(code: number): string {
  // The IFrame API's onError codes (developers.google.com/youtube/iframe_api_reference#onError).
  switch (code) {
    case 2:
      return t`This video link is not valid.`
    case 5:
      return t`This video cannot be played in this browser.`
    case 100:
      return t`This video is unavailable. It may have been removed or made private.`
    case 101:
    case 150:
      return t`The owner of this video does not allow it to be played on other sites.`
    case 153:
      return t`YouTube refused to play this video here.`
    default:
      return t`The video could not be played.`
  }
}
