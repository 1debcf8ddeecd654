import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, CircleCheck, CirclePlay } from 'lucide-react'
import { useId, useState } from 'react'
import type { Chapter, Course } from '../../api/types'
import { chapterDurationMinutes, chapterLectureCount, formatDuration } from '../../domain/duration'

/** Where a lecture sits in the course: indexes into courseContent and chapterContent. */
export type LecturePosition = { chapterIndex: number; lectureIndex: number }

type PlayerCourseStructureProps = {
  course: Course
  completedLectureIds: ReadonlySet<string>
  chosen: LecturePosition | null
  onWatch: (position: LecturePosition) => void
}

/**
 * The player's left column (docs/product.md#player): collapsible chapters; a tick on completed lectures and
 * a play icon on the others; "Watch" and the duration on lectures that have a link. The first
 * chapter starts open so there is something to watch without a click.
 */
export function PlayerCourseStructure({ course, completedLectureIds, chosen, onWatch }: PlayerCourseStructureProps) {
  const [openChapters, setOpenChapters] = useState<ReadonlySet<number>>(() => new Set([0]))
  const chapters = course.courseContent ?? []
  // A lecture chosen elsewhere (Continue, Previous, Next, a shortcut) opens its chapter, so it shows as the current one.
  const [shownChapter, setShownChapter] = useState<number | null>(null)
  const chosenChapter = chosen?.chapterIndex ?? null
  if (chosenChapter !== shownChapter) {
    setShownChapter(chosenChapter)
    if (chosenChapter !== null && !openChapters.has(chosenChapter))
      setOpenChapters(new Set([...openChapters, chosenChapter]))
  }

  function toggle(index: number) {
    setOpenChapters((current) => {
      const next = new Set(current)
      if (next.has(index)) next.delete(index)
      else next.add(index)
      return next
    })
  }

  if (chapters.length === 0) {
    return (
      <p className="mt-4 text-slate-600">
        <Trans>This course has no lectures yet.</Trans>
      </p>
    )
  }

  return (
    <ul className="mt-4 space-y-3">
      {chapters.map((chapter, chapterIndex) => (
        <ChapterItem
          key={chapter.chapterId}
          chapter={chapter}
          chapterIndex={chapterIndex}
          isOpen={openChapters.has(chapterIndex)}
          onToggle={() => toggle(chapterIndex)}
          completedLectureIds={completedLectureIds}
          chosenLectureIndex={chosen?.chapterIndex === chapterIndex ? chosen.lectureIndex : null}
          onWatch={onWatch}
        />
      ))}
    </ul>
  )
}

type ChapterItemProps = {
  chapter: Chapter
  chapterIndex: number
  isOpen: boolean
  onToggle: () => void
  completedLectureIds: ReadonlySet<string>
  chosenLectureIndex: number | null
  onWatch: (position: LecturePosition) => void
}

function ChapterItem(props: ChapterItemProps) {
  const { chapter, chapterIndex, isOpen, onToggle, completedLectureIds, chosenLectureIndex, onWatch } = props
  const panelId = useId()
  const count = chapterLectureCount(chapter)
  const { t } = useLingui()

  return (
    <li className="overflow-hidden rounded-lg border border-slate-200 bg-white">
      <h3>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-slate-50"
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-5 shrink-0 text-slate-500 transition-transform motion-reduce:transition-none ${isOpen ? 'rotate-180' : ''}`}
          />
          <span className="min-w-0 flex-1 font-medium break-words text-slate-900">{chapter.chapterTitle}</span>
          <span className="shrink-0 text-right text-sm text-slate-600">
            <Plural value={count} one="# lecture" other="# lectures" />
            <span aria-hidden="true" className="max-sm:hidden">
              {' '}
              ·{' '}
            </span>
            <span className="sr-only">, </span>
            <span className="max-sm:block">{formatDuration(chapterDurationMinutes(chapter))}</span>
          </span>
        </button>
      </h3>
      <ul id={panelId} hidden={!isOpen} className="border-t border-slate-200 px-4 py-2">
        {chapter.chapterContent.map((lecture, lectureIndex) => {
          const isCompleted = completedLectureIds.has(lecture.lectureId)
          const isChosen = chosenLectureIndex === lectureIndex
          const lectureTitle = lecture.lectureTitle
          const Icon = isCompleted ? CircleCheck : CirclePlay
          return (
            <li
              key={lecture.lectureId}
              aria-current={isChosen ? 'true' : undefined}
              className={`-mx-2 flex items-start gap-2 rounded-md px-2 py-2 text-sm ${isChosen ? 'bg-brand-50' : ''}`}
            >
              <Icon
                aria-hidden="true"
                data-icon={isCompleted ? 'completed' : 'not-completed'}
                className={`mt-0.5 size-4 shrink-0 ${isCompleted ? 'text-emerald-700' : 'text-slate-500'}`}
              />
              <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <span className="min-w-0 break-words text-slate-800">
                  {lecture.lectureTitle}{' '}
                  <span className="sr-only">{isCompleted ? t`Completed` : t`Not completed`}</span>
                </span>
                {lecture.lectureUrl && (
                  <span className="flex shrink-0 items-center gap-3">
                    <button
                      type="button"
                      onClick={() => onWatch({ chapterIndex, lectureIndex })}
                      // The visible word comes first in the name (WCAG 2.5.3); the title says which lecture.
                      aria-label={t`Watch ${lectureTitle}`}
                      className="rounded px-1 font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      <Trans>Watch</Trans>
                    </button>
                    <span className="text-slate-600">{formatDuration(lecture.lectureDuration)}</span>
                  </span>
                )}
              </div>
            </li>
          )
        })}
      </ul>
    </li>
  )
}
