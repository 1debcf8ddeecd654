/*
 * A stand-in for react-youtube in screen tests: the real player loads YouTube's IFrame API from the network.
 * It shows what it was given (video id, autoplay, start, title) and keeps its latest props, so a test can
 * call the player's events (ready, end, speed change) itself. Use with
 * `vi.mock('react-youtube', () => import('./youTubeMock'))`.
 */

export type YouTubeMockProps = {
  videoId?: string
  opts?: { playerVars?: Record<string, unknown> }
  title?: string
  onReady?: (event: { target: unknown; data: unknown }) => void
  onError?: (event: { target: unknown; data: number }) => void
  onEnd?: (event: { target: unknown; data: number }) => void
  onPlaybackRateChange?: (event: { target: unknown; data: number }) => void
}

export const youtube = { latest: null as YouTubeMockProps | null }

export default function FakeYouTube(props: YouTubeMockProps) {
  // Recorded while rendering: tests call the handlers right after a render, and under fake timers an effect
  // could be held back. A test double only, never app code.
  // eslint-disable-next-line react-hooks/immutability -- the stand-in's whole job is to expose its latest props
  youtube.latest = props
  return (
    <div
      data-testid="youtube"
      data-video-id={props.videoId}
      data-autoplay={String(props.opts?.playerVars?.autoplay)}
      data-start={String(props.opts?.playerVars?.start ?? '')}
      title={props.title}
    />
  )
}
