import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
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

const LOAD_FAILED = msg`The video player could not be loaded. Check your connection.`

/** Ours, translated where shown; or YouTube's error message (lib/youTube.ts), shown as it is. */
type Problem = MessageDescriptor | string

/** youtube-player reports a player error as a number and a failed IFrame API script as an Error. */
function playerProblem(data: unknown): Problem {
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
        <p className="font-medium text-slate-800">
          <Trans>This preview cannot be played.</Trans>
        </p>
        <p className="text-sm text-slate-600">
          <Trans>The lecture link is not a YouTube video.</Trans>
        </p>
      </div>
    )
  }
  return <YouTubePreview key={videoId} videoId={videoId} lectureTitle={lectureTitle} />
}

function YouTubePreview({ videoId, lectureTitle }: { videoId: string; lectureTitle: string }) {
  const { t } = useLingui()
  const [problem, setProblem] = useState<Problem | null>(null)
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
            title={t`Preview: ${lectureTitle}`}
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
          {typeof problem === 'string' ? problem : t(problem)}{' '}
          <a
            href={`https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium underline"
          >
            <Trans>Open on YouTube</Trans>
          </a>
        </p>
      )}
    </div>
  )
}

function PlayerLoading() {
  const { t } = useLingui()
  return <Loading label={t`Loading preview…`} className="aspect-video w-full bg-slate-900/5" />
}
