import { Trans, useLingui } from '@lingui/react/macro'
import { ExternalLink, VideoOff } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import YouTube, { type YouTubeEvent, type YouTubePlayer } from 'react-youtube'
import { LEARNER_TIMINGS } from '../../config/constants'
import { parseYouTubeId } from '../../lib/videoId'
import { loadYouTubeIframeApi, youTubeErrorMessage } from '../../lib/youTube'
import { isWebUrl } from '../../lib/urlRules'
import type { VideoControls } from '../../hooks/useLecturePosition'
import type { Language } from '../../lib/language'

type LectureVideoProps = {
  /** The lecture link as the course stores it (watch-style or short YouTube link). */
  url: string
  /** Names the player frame for screen readers. */
  title: string
  /** Where to start, the speed, autoplay (opt-in only) and what the study flow hears back. */
  playback?: VideoPlayback
}

export type VideoPlayback = {
  startSeconds: number | null
  playbackRate: number
  autoplay: boolean
  /** The learner's "Captions" choice and the interface language, which captions should be in. */
  captions: { on: boolean; language: Language }
  onReady: (controls: VideoControls) => void
  onEnded: () => void
  onPlaybackRateChange: (rate: number) => void
}

/**
 * The lecture player does not autoplay (docs/product.md#player) unless the learner turned on "Autoplay next
 * lecture" and this lecture follows one that ended. Built once per lecture, so the player is not rebuilt on each render.
 */
function playerOptions(playback: VideoPlayback | undefined) {
  const start = playback?.startSeconds
  return {
    width: '100%',
    height: '100%',
    playerVars: {
      autoplay: playback?.autoplay ? (1 as const) : (0 as const),
      rel: 0 as const,
      ...(start ? { start } : {}),
      // Captions On forces them on; Off leaves YouTube's default. Either way the interface language is preferred.
      ...(playback?.captions.on ? { cc_load_policy: 1 as const } : {}),
      ...(playback ? { cc_lang_pref: playback.captions.language } : {}),
    },
  }
}

// The player object comes from YouTube's script: a method may be missing on an old or blocked player.
function controlsOf(player: Partial<YouTubePlayer> | undefined): VideoControls {
  return {
    currentTime: () => {
      const time = Number(player?.getCurrentTime?.())
      return Number.isFinite(time) ? time : 0
    },
    seekTo: (seconds) => void player?.seekTo?.(seconds, true),
    setPlaybackRate: (rate) => void player?.setPlaybackRate?.(rate),
  }
}

/**
 * The chosen lecture's video: a YouTube player when the link has a video id, otherwise a message with
 * a way to open the link. The parent keys it by lecture, so each lecture starts with a fresh state.
 */
export function LectureVideo({ url, title, playback }: LectureVideoProps) {
  const videoId = parseYouTubeId(url)
  const { t } = useLingui()
  if (!videoId) {
    return (
      <VideoMessage
        className="aspect-video"
        message={t`This lecture's video link can't be played here`}
        // Only an http(s) link is offered as "Open video"; javascript: or data: is never a link.
        link={isWebUrl(url) ? { href: url, text: t`Open video` } : null}
      />
    )
  }
  return <YouTubeVideo videoId={videoId} title={title} playback={playback} />
}

/** 'unavailable': the player never came up (the watchdog fired, or the IFrame API script failed to load). */
type PlayerState =
  { status: 'loading' } | { status: 'ready' } | { status: 'unavailable' } | { status: 'error'; code: number }

type YouTubeVideoProps = { videoId: string; title: string; playback: VideoPlayback | undefined }

function YouTubeVideo({ videoId, title, playback }: YouTubeVideoProps) {
  const [state, setState] = useState<PlayerState>({ status: 'loading' })
  // The parent keys this by lecture: the start, speed and autoplay of the moment it mounted are the ones used.
  const [initial] = useState(playback)
  const options = useMemo(() => playerOptions(initial), [initial])
  const [isApiLoaded, setApiLoaded] = useState(false)
  const watchUrl = `https://www.youtube.com/watch?v=${videoId}`
  const { t } = useLingui()
  const player = useRef<CaptionsModule | null>(null)
  const captionsOn = playback?.captions.on ?? false
  const shownCaptions = useRef(initial?.captions.on ?? false)

  // The player vars count when the player is built; a later change of "Captions" goes to the playing video through
  // the player's captions module (rebuilding the player would stop it). A player without that module just ignores it.
  useEffect(() => {
    if (!player.current || shownCaptions.current === captionsOn) return
    shownCaptions.current = captionsOn
    switchCaptions(player.current, captionsOn)
  }, [captionsOn])

  // The player mounts once YouTube's script is in, fetched over https whatever the page's scheme.
  useEffect(() => {
    let isCurrent = true
    loadYouTubeIframeApi().then(
      () => isCurrent && setApiLoaded(true),
      () => isCurrent && setState({ status: 'unavailable' }),
    )
    return () => {
      isCurrent = false
    }
  }, [])

  // Neither the script nor youtube-player's ready promise ever fails on a stalled network: stop waiting.
  useEffect(() => {
    if (state.status !== 'loading') return
    const timer = setTimeout(() => setState({ status: 'unavailable' }), LEARNER_TIMINGS.playerLoadWatchdogMs)
    return () => clearTimeout(timer)
  }, [state.status])

  const problem =
    state.status === 'unavailable'
      ? t`The video could not be loaded`
      : state.status === 'error'
        ? youTubeErrorMessage(state.code)
        : null

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
      {state.status === 'loading' && (
        <div className="absolute inset-0 grid place-items-center" aria-hidden="true">
          <span className="size-10 animate-spin rounded-full border-4 border-slate-600 border-t-white motion-reduce:animate-none" />
        </div>
      )}
      {isApiLoaded && (
        <YouTube
          videoId={videoId}
          opts={options}
          title={title}
          className="absolute inset-0"
          iframeClassName="size-full"
          // A late ready (after the watchdog) still wins: the video is there after all.
          onReady={(event: YouTubeEvent<unknown>) => {
            setState((current) => (current.status === 'error' ? current : { status: 'ready' }))
            player.current = event.target as CaptionsModule
            // Changed while the player was coming up: the effect above found no player then.
            if (playback && playback.captions.on !== shownCaptions.current) {
              shownCaptions.current = playback.captions.on
              switchCaptions(player.current, playback.captions.on)
            }
            const controls = controlsOf(event.target)
            if (initial && initial.playbackRate !== 1) controls.setPlaybackRate(initial.playbackRate)
            playback?.onReady(controls)
          }}
          onEnd={() => playback?.onEnded()}
          onPlaybackRateChange={(event: YouTubeEvent<number>) => playback?.onPlaybackRateChange(Number(event.data))}
          onError={(event: YouTubeEvent<unknown>) => setState(errorState(event.data))}
        />
      )}
      {problem && (
        <VideoMessage
          className="absolute inset-0"
          message={problem}
          link={{ href: watchUrl, text: t`Open on YouTube` }}
        />
      )}
    </div>
  )
}

/** The IFrame player's captions module, which YouTube's reference leaves out: either method may be missing. */
type CaptionsModule = { loadModule?: (name: string) => void; unloadModule?: (name: string) => void }

function switchCaptions(target: CaptionsModule, on: boolean) {
  if (on) target.loadModule?.('captions')
  else target.unloadModule?.('captions')
}

/**
 * The player reports the IFrame API's numeric codes; youtube-player also reports a failed download of
 * the API script itself (blocked, offline) through onError, with an Error instead of a code.
 */
function errorState(data: unknown): PlayerState {
  return typeof data === 'number' && Number.isInteger(data)
    ? { status: 'error', code: data }
    : { status: 'unavailable' }
}

type VideoMessageProps = { message: string; link: { href: string; text: string } | null; className: string }

function VideoMessage({ message, link, className }: VideoMessageProps) {
  return (
    <div
      role="alert"
      className={`${className} flex w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-900 p-4 text-center text-white sm:gap-3 sm:p-6`}
    >
      <VideoOff aria-hidden="true" className="size-8 text-slate-300 sm:size-10" />
      <p className="text-sm font-medium sm:text-base">{message}</p>
      {link && (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-md bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:bg-slate-100"
        >
          {link.text}
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      )}
    </div>
  )
}
