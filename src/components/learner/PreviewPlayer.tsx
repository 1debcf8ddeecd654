import { lazy, Suspense, useEffect, useState } from 'react'
import { Loading } from '../common/Loading'
import { LEARNER_TIMINGS } from '../../config/constants'
import { loadYouTubeIframeApi, youTubeErrorMessage } from '../../lib/youTube'

// The YouTube player is only needed once a preview is chosen; it stays out of the page's chunk.
const loadPlayer = () => import('react-youtube')
const YouTube = lazy(loadPlayer)

type PreviewPlayerProps = {
  /** From parseYouTubeId; null when the lecture link has no usable video id. */
  videoId: string | null
  lectureTitle: string
}

const LOAD_FAILED = 'The video player could not be loaded. Check your connection.'

/** youtube-player reports a player error as a number and a failed IFrame API script as an Error. */
function playerProblem(data: unknown): string {
  if (typeof data !== 'number') return LOAD_FAILED
  return youTubeErrorMessage(data)
}

/**
 * The side card's free preview: an auto-playing YouTube player (docs/product.md#course-page, "the preview
 * does" autoplay). A link without a video id shows a message instead of a broken player.
 */
export function PreviewPlayer({ videoId, lectureTitle }: PreviewPlayerProps) {
  if (!videoId) {
    return (
      <div
        role="status"
        className="flex aspect-video w-full flex-col items-center justify-center gap-1 bg-slate-100 p-6 text-center"
      >
        <p className="font-medium text-slate-800">This preview cannot be played.</p>
        <p className="text-sm text-slate-600">The lecture link is not a YouTube video.</p>
      </div>
    )
  }
  return <YouTubePreview key={videoId} videoId={videoId} lectureTitle={lectureTitle} />
}

function YouTubePreview({ videoId, lectureTitle }: { videoId: string; lectureTitle: string }) {
  const [problem, setProblem] = useState<string | null>(null)
  const [isReady, setIsReady] = useState(false)
  const [isApiLoaded, setIsApiLoaded] = useState(false)

  // YouTube's script comes over https whatever the page's scheme (react-youtube would ask for http on
  // an http page, which the CSP blocks); the player's own chunk downloads meanwhile.
  useEffect(() => {
    let isCurrent = true
    void loadPlayer().catch(() => {})
    loadYouTubeIframeApi().then(
      () => isCurrent && setIsApiLoaded(true),
      () => isCurrent && setProblem(LOAD_FAILED),
    )
    return () => {
      isCurrent = false
    }
  }, [])

  useEffect(() => {
    if (isReady) return
    const timer = window.setTimeout(
      () => setProblem((current) => current ?? LOAD_FAILED),
      LEARNER_TIMINGS.playerLoadWatchdogMs,
    )
    return () => window.clearTimeout(timer)
  }, [isReady])

  return (
    <div data-testid="preview-player" data-video-id={videoId}>
      {isApiLoaded ? (
        <Suspense fallback={<PlayerLoading />}>
          <YouTube
            videoId={videoId}
            title={`Preview: ${lectureTitle}`}
            opts={{ width: '100%', height: '100%', playerVars: { autoplay: 1, rel: 0 } }}
            className="aspect-video w-full bg-black"
            iframeClassName="size-full"
            onReady={() => {
              setIsReady(true)
              setProblem(null)
            }}
            onError={(event: { data: unknown }) => setProblem(playerProblem(event.data))}
          />
        </Suspense>
      ) : (
        <PlayerLoading />
      )}
      {problem && (
        <p role="status" className="bg-amber-50 px-4 py-2 text-sm text-amber-900">
          {problem}{' '}
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline"
          >
            Open on YouTube
          </a>
        </p>
      )}
    </div>
  )
}

function PlayerLoading() {
  return <Loading label="Loading preview…" className="aspect-video w-full bg-slate-900/5" />
}
