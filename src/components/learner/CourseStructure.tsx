import { Trans } from '@lingui/react/macro'
import { ChevronDown, PlayCircle } from 'lucide-react'
import { useId, useState } from 'react'
import type { Chapter, Lecture } from '../../api/types'
import { CHAPTER_PANEL_MAX_HEIGHT_CLASS } from '../../config/constants'
import { chapterDurationMinutes, formatDuration } from '../../domain/duration'
import { lectureCountLabel } from '../../domain/countLabel'

type CourseStructureProps = {
  /** Absent when the answer left the content out: shown as "No lectures yet", never a crash. */
  chapters: readonly Chapter[] | undefined
  onPreview: (lecture: Lecture) => void
  /** The lecture whose preview is playing, marked in the list. */
  previewLectureId?: string | null
}

/**
 * The collapsible course structure of the detail screen (docs/product.md#course-page): each chapter
 * toggles open by a real button; its panel lists lectures with their duration and a Preview button
 * on free lectures only.
 */
export function CourseStructure({ chapters, onPreview, previewLectureId }: CourseStructureProps) {
  const baseId = useId()
  const [openChapters, setOpenChapters] = useState<ReadonlySet<string>>(() => new Set())

  if (!chapters || chapters.length === 0) {
    return (
      <p className="rounded-lg border border-slate-200 bg-white p-4 text-slate-600">
        <Trans>No lectures yet</Trans>
      </p>
    )
  }

  function toggle(chapterId: string) {
    setOpenChapters((current) => {
      const next = new Set(current)
      if (next.has(chapterId)) next.delete(chapterId)
      else next.add(chapterId)
      return next
    })
  }

  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {chapters.map((chapter, chapterIndex) => {
        const isOpen = openChapters.has(chapter.chapterId)
        const panelId = `${baseId}-chapter-${chapterIndex}`
        const lectures = chapter.chapterContent
        return (
          <li key={chapter.chapterId}>
            <h3>
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(chapter.chapterId)}
                className="flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50"
              >
                <ChevronDown
                  aria-hidden="true"
                  className={`mt-1 size-4 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
                />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  <span className="font-medium text-slate-900">{chapter.chapterTitle || '–'}</span>
                  <span className="text-sm text-slate-600 sm:shrink-0">
                    {lectureCountLabel(lectures.length)} · {formatDuration(chapterDurationMinutes(chapter))}
                  </span>
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!isOpen} className={`${CHAPTER_PANEL_MAX_HEIGHT_CLASS} overflow-auto`}>
              {lectures.length === 0 ? (
                <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-600">
                  <Trans>No lectures yet</Trans>
                </p>
              ) : (
                <ul className="border-t border-slate-100 py-2">
                  {lectures.map((lecture) => (
                    <LectureRow
                      key={lecture.lectureId}
                      lecture={lecture}
                      isPlaying={lecture.lectureId === previewLectureId}
                      onPreview={onPreview}
                    />
                  ))}
                </ul>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

type LectureRowProps = { lecture: Lecture; isPlaying: boolean; onPreview: (lecture: Lecture) => void }

function LectureRow({ lecture, isPlaying, onPreview }: LectureRowProps) {
  return (
    <li className="flex items-start gap-3 px-4 py-2 text-sm">
      <PlayCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span className="min-w-0 flex-1 text-slate-800">{lecture.lectureTitle || '–'}</span>
      <span className="flex shrink-0 items-center gap-3">
        {lecture.isPreviewFree && (
          <button
            type="button"
            onClick={() => onPreview(lecture)}
            aria-pressed={isPlaying}
            className="rounded px-1 font-medium text-brand-600 underline-offset-2 hover:underline aria-pressed:text-brand-900"
          >
            <Trans>Preview</Trans>
            <span className="sr-only">: {lecture.lectureTitle}</span>
          </button>
        )}
        <span className="text-slate-600">{formatDuration(lecture.lectureDuration)}</span>
      </span>
    </li>
  )
}
