import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { ChevronDown, X } from 'lucide-react'
import type { Ref } from 'react'
import type { DraftChapter } from '../../domain/courseDraft'

type ChapterListProps = {
  chapters: readonly DraftChapter[]
  onAddChapter: () => void
  onToggleChapter: (chapterId: string) => void
  onRemoveChapter: (chapterId: string) => void
  /** `opener` is the button pressed, so the lecture modal can hand focus back to it. */
  onAddLecture: (chapterId: string, opener: HTMLButtonElement) => void
  onRemoveLecture: (chapterId: string, lectureId: string) => void
  /** The "+ Add Chapter" button, focused when the chapters need attention on submit. */
  addChapterRef?: Ref<HTMLButtonElement>
  /** The message under the list (e.g. "Add at least one chapter with a lecture."). */
  error?: string
  errorId: string
  disabled?: boolean
}

const iconButtonClass = 'shrink-0 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900'

/**
 * The course's chapters (docs/product.md#add-course): number, title, lecture count, a collapse arrow and a
 * remove icon; under each, its lectures with number, title, minutes, link, FreePreview or Paid and a
 * remove icon. Numbers are positions; the chapterOrder/lectureOrder sent are kept as generated.
 */
export function ChapterList({
  chapters,
  onAddChapter,
  onToggleChapter,
  onRemoveChapter,
  onAddLecture,
  onRemoveLecture,
  addChapterRef,
  error,
  errorId,
  disabled = false,
}: ChapterListProps) {
  const { t } = useLingui()
  return (
    <div>
      {chapters.length > 0 && (
        <ol className="space-y-3">
          {chapters.map((chapter, chapterIndex) => {
            const panelId = `chapter-panel-${chapter.chapterId}`
            const chapterTitle = chapter.chapterTitle
            const toChapter = <span className="sr-only">{t`to chapter ${chapterTitle}`}</span>
            const lectures = chapter.chapterContent.length
            return (
              <li key={chapter.chapterId} className="rounded-lg border border-slate-200 bg-white">
                <div className="flex items-center gap-2 p-3">
                  <button
                    type="button"
                    onClick={() => onToggleChapter(chapter.chapterId)}
                    aria-expanded={!chapter.collapsed}
                    aria-controls={panelId}
                    aria-label={t`Lectures of chapter ${chapterTitle}`}
                    className={iconButtonClass}
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-5 transition-transform motion-reduce:transition-none ${chapter.collapsed ? '-rotate-90' : ''}`}
                    />
                  </button>
                  <p className="min-w-0 flex-1 font-semibold break-words text-slate-900">
                    <span className="mr-2 text-slate-500">{chapterIndex + 1}</span>
                    {chapter.chapterTitle}
                  </p>
                  <span className="text-sm whitespace-nowrap text-slate-600">
                    {t`${plural(lectures, { one: '# Lecture', other: '# Lectures' })}`}
                  </span>
                  <button
                    type="button"
                    onClick={() => onRemoveChapter(chapter.chapterId)}
                    disabled={disabled}
                    aria-label={t`Remove chapter ${chapterTitle}`}
                    className={`${iconButtonClass} hover:text-red-700`}
                  >
                    <X aria-hidden="true" className="size-5" />
                  </button>
                </div>
                <div id={panelId} hidden={chapter.collapsed} className="border-t border-slate-200 p-3">
                  {chapter.chapterContent.length > 0 && (
                    <ol className="mb-3 space-y-2">
                      {chapter.chapterContent.map((lecture, lectureIndex) => {
                        const lectureTitle = lecture.lectureTitle
                        const duration = lecture.lectureDuration
                        return (
                          <li
                            key={lecture.lectureId}
                            className="flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
                          >
                            <p className="min-w-0 flex-1 break-words">
                              <span className="mr-2 text-slate-500">{lectureIndex + 1}</span>
                              <span className="font-medium text-slate-900">{lecture.lectureTitle}</span>
                              <span aria-hidden="true"> · </span>
                              <span className="whitespace-nowrap">
                                <Trans>{duration} mins</Trans>
                              </span>
                              <span aria-hidden="true"> · </span>
                              <a
                                href={lecture.lectureUrl}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="break-all text-brand-700 underline"
                              >
                                {lecture.lectureUrl}
                              </a>
                              <span aria-hidden="true"> · </span>
                              <span
                                className={`whitespace-nowrap ${lecture.isPreviewFree ? 'font-medium text-green-800' : ''}`}
                              >
                                {lecture.isPreviewFree ? t`FreePreview` : t`Paid`}
                              </span>
                            </p>
                            <button
                              type="button"
                              onClick={() => onRemoveLecture(chapter.chapterId, lecture.lectureId)}
                              disabled={disabled}
                              aria-label={t`Remove lecture ${lectureTitle}`}
                              className={`${iconButtonClass} -my-1 hover:text-red-700`}
                            >
                              <X aria-hidden="true" className="size-4" />
                            </button>
                          </li>
                        )
                      })}
                    </ol>
                  )}
                  <button
                    type="button"
                    onClick={(event) => onAddLecture(chapter.chapterId, event.currentTarget)}
                    disabled={disabled}
                    className="inline-flex items-center gap-1 rounded-md bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-200"
                  >
                    {/* The title goes in as an element: text put into a <Trans> would be read for tags. */}
                    <Trans>+ Add Lectures {toChapter}</Trans>
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <button
        ref={addChapterRef}
        type="button"
        onClick={onAddChapter}
        disabled={disabled}
        aria-describedby={error ? errorId : undefined}
        className="mt-3 flex w-full items-center justify-center gap-1 rounded-lg bg-brand-50 px-4 py-2.5 font-medium text-brand-700 hover:bg-brand-100"
      >
        <Trans>+ Add Chapter</Trans>
      </button>
      {error && (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
