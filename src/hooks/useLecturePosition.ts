import { useCallback, useEffect, useRef, useState } from 'react'
import { resumePosition } from '../domain/studyPath'
import { readLecturePosition, writeLecturePosition } from '../lib/studyStorage'

/** How often the position of a playing lecture is kept. */
export const POSITION_SAVE_INTERVAL_MS = 5000

/** What the study flow can do with a ready player (the lecture video hands these over once it is ready). */
export type VideoControls = {
  currentTime: () => number
  seekTo: (seconds: number) => void
  setPlaybackRate: (rate: number) => void
}

type Lecture = { lectureId: string; lectureDuration?: number | null }

/**
 * The position in one lecture, kept per user (docs/study-flow.md#resume-and-speed): read once when the lecture
 * opens, kept every few seconds, when the page is hidden or left and when another lecture is chosen; forgotten
 * when the lecture ends or the learner starts over.
 */
export function useLecturePosition(userId: string | null, courseId: string, lecture: Lecture) {
  const [resumedAt] = useState(() =>
    resumePosition(readLecturePosition(userId, courseId, lecture.lectureId), lecture.lectureDuration),
  )
  const [isResumeShown, setResumeShown] = useState(resumedAt !== null)
  const controls = useRef<VideoControls | null>(null)
  const hasEnded = useRef(false)

  const keep = useCallback(() => {
    const player = controls.current
    if (!player || hasEnded.current) return
    const seconds = player.currentTime()
    if (seconds > 0) writeLecturePosition(userId, courseId, lecture.lectureId, seconds)
  }, [userId, courseId, lecture.lectureId])

  useEffect(() => {
    const timer = setInterval(keep, POSITION_SAVE_INTERVAL_MS)
    const onHidden = () => {
      if (document.visibilityState === 'hidden') keep()
    }
    window.addEventListener('pagehide', keep)
    document.addEventListener('visibilitychange', onHidden)
    return () => {
      clearInterval(timer)
      window.removeEventListener('pagehide', keep)
      document.removeEventListener('visibilitychange', onHidden)
      keep()
    }
  }, [keep])

  return {
    /** The ready player, or null before it is ready (or when the lecture has no playable video). */
    player: () => controls.current,
    resumedAt,
    isResumeShown,
    onReady: (player: VideoControls) => {
      controls.current = player
    },
    onEnded: () => {
      hasEnded.current = true
      writeLecturePosition(userId, courseId, lecture.lectureId, null)
    },
    startOver: () => {
      controls.current?.seekTo(0)
      writeLecturePosition(userId, courseId, lecture.lectureId, null)
      setResumeShown(false)
    },
  }
}
