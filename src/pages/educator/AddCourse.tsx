import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { flushSync } from 'react-dom'
import { toastError } from '../../api/queryClient'
import { useAuth } from '../../auth/AuthContext'
import { Loading } from '../../components/common/Loading'
import { useDocumentTitle } from '../../hooks/useDocumentTitle'
import { ChapterList } from '../../components/educator/ChapterList'
import type { CourseDraft, DraftChapter, DraftLecture } from '../../domain/courseDraft'
import { EducatorPage } from '../../components/educator/EducatorPage'
import { FormField } from '../../components/common/FormField'
import { LectureModal } from '../../components/educator/LectureModal'
import { ThumbnailPicker } from '../../components/educator/ThumbnailPicker'
import { readTemplateRequest, useCourseDraft } from '../../hooks/useCourseDraft'
import { ReplaceDraftDialog } from '../../components/educator/ReplaceDraftDialog'
import { DraftChangedNotice } from '../../components/educator/DraftChangedNotice'
import {
  COURSE_FIELD_ORDER,
  validateCourseDraft,
  type CourseErrors,
  type CourseField,
} from '../../domain/validateCourse'
import { DISCOUNT_MAX, DISCOUNT_MIN } from '../../config/constants'
import { addChapter, addLecture, removeChapter, removeLecture } from '../../domain/ordering'
import { createId } from '../../lib/id'
import { isolated } from '../../lib/format'
import { config } from '../../config/env'
import { useThumbnailImage } from '../../hooks/useThumbnailImage'
import { useAddCourse } from '../../queries/educator'

// Quill is only downloaded by this page, and only once the form is on screen.
const RichTextEditor = lazy(() =>
  import('../../components/educator/RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
)

/*
 * The preview and the checklist read the description through the sanitiser and draw the course page's view: only
 * Add Course loads them, as one chunk, so the course page shares a single chunk with it rather than several.
 */
const loadPreview = () => import('../../components/educator/preview/CoursePreview')
const CoursePreview = lazy(loadPreview)
const PublishChecklist = lazy(() => loadPreview().then((module) => ({ default: module.PublishChecklist })))

/** Set on the history entry "Preview as learner" pushes, so "Back to editing" is the browser's Back. */
const PREVIEW_STATE = { previewFromForm: true } as const

function isPreviewEntry(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'previewFromForm' in state && state.previewFromForm === true
}

const NO_THUMBNAIL_MESSAGE = msg`Please upload course thumbnail`

const labelClass = 'font-medium text-slate-800'

/** Add course (docs/product.md#add-course): the course form, its chapters and lectures, and the upload. */
export default function AddCourse() {
  const { t } = useLingui()
  useDocumentTitle(t`Add course`)
  const { user } = useAuth()
  const location = useLocation()
  const navigate = useNavigate()
  // "Use as template" on My Courses arrives as navigation state, read once when the form opens.
  const [template] = useState(() => readTemplateRequest(location.state))
  const {
    draft,
    setDraft,
    isRestored,
    clearDraft,
    pendingTemplate,
    answerTemplate,
    templateTitle: templateSource,
    conflict,
    loadNewerDraft,
    keepThisDraft,
  } = useCourseDraft(user?.id ?? 'signed-out', template)
  // Set in its own bidi isolate: the title's direction marks cannot reorder the sentence around it.
  const templateTitle = templateSource === null ? null : isolated(templateSource)
  useEffect(() => {
    // Used once: a reload or a return to this history entry must not fill the form again.
    if (template) void navigate('.', { replace: true, state: null })
  }, [template, navigate])
  const [thumbnail, setThumbnail] = useState<File | null>(null)
  // Which fields show their error; the sentence itself is made at render time, so it follows a language switch.
  const [shownErrors, setShownErrors] = useState<ReadonlySet<CourseField>>(() => new Set())
  const errors = visibleErrors(shownErrors, draft)
  const [searchParams] = useSearchParams()
  const isPreviewing = searchParams.get('preview') === '1'
  const thumbnailImage = useThumbnailImage(thumbnail, isPreviewing)
  const previewButtonRef = useRef<HTMLButtonElement>(null)
  const wasPreviewing = useRef(isPreviewing)
  // Leaving the preview (its button, Escape or the browser's Back), the keyboard goes on from "Preview as learner".
  useEffect(() => {
    if (wasPreviewing.current && !isPreviewing) previewButtonRef.current?.focus()
    wasPreviewing.current = isPreviewing
  }, [isPreviewing])
  const [lectureChapterId, setLectureChapterId] = useState<string | null>(null)
  const lectureOpener = useRef<HTMLElement | null>(null)
  const descriptionLabelId = useId()
  const chaptersId = useId()
  const titleRef = useRef<HTMLInputElement>(null)
  const descriptionErrorRef = useRef<HTMLParagraphElement>(null)
  const priceRef = useRef<HTMLInputElement>(null)
  const discountRef = useRef<HTMLInputElement>(null)
  const addChapterRef = useRef<HTMLButtonElement>(null)

  const { publish, cancel, isPending, uploaded } = useAddCourse()

  function updateField<K extends 'courseTitle' | 'courseDescription' | 'coursePrice' | 'discount'>(
    field: K,
    value: string,
  ) {
    setDraft((current) => ({ ...current, [field]: value }))
    hideError(field)
  }

  function updateChapters(change: (chapters: DraftChapter[]) => DraftChapter[]) {
    setDraft((current) => ({ ...current, chapters: change(current.chapters) }))
    hideError('chapters')
  }

  function hideError(field: CourseField) {
    setShownErrors((current) => {
      if (!current.has(field)) return current
      const next = new Set(current)
      next.delete(field)
      return next
    })
  }

  function openPreview() {
    void navigate({ search: '?preview=1' }, { state: PREVIEW_STATE })
  }

  /** Back to the form's own history entry: the browser's Back does the same. Opened from a reload, the entry is replaced. */
  function closePreview() {
    if (isPreviewEntry(location.state)) void navigate(-1)
    else void navigate({ search: '' }, { replace: true })
  }

  function handleAddChapter() {
    const answer = window.prompt(t`Enter Chapter Name:`)
    const chapterTitle = answer?.trim() ?? ''
    if (chapterTitle === '') return
    updateChapters((chapters) =>
      addChapter(chapters, (chapterOrder) => ({
        chapterId: createId(),
        chapterTitle,
        chapterOrder,
        collapsed: false,
        chapterContent: [],
      })),
    )
  }

  function handleAddLecture(lecture: Omit<DraftLecture, 'lectureId' | 'lectureOrder'>) {
    const chapterId = lectureChapterId
    if (!chapterId) return
    updateChapters((chapters) =>
      addLecture(chapters, chapterId, (lectureOrder) => ({ ...lecture, lectureId: createId(), lectureOrder })),
    )
    setLectureChapterId(null)
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    publish(() => {
      // The missing thumbnail is pointed out, but it does not stop the submit (the API decides).
      if (!thumbnail) toastError(t(NO_THUMBNAIL_MESSAGE))
      const result = validateCourseDraft(draft)
      if (!result.ok) {
        // Rendered at once: the description's message only exists once shown, and it takes the focus.
        flushSync(() => setShownErrors(new Set(COURSE_FIELD_ORDER.filter((field) => result.errors[field]))))
        const first = COURSE_FIELD_ORDER.find((field) => result.errors[field])
        const target = {
          courseTitle: titleRef,
          courseDescription: descriptionErrorRef,
          coursePrice: priceRef,
          discount: discountRef,
          chapters: addChapterRef,
        }
        if (first) target[first].current?.focus()
        return false
      }
      setShownErrors(new Set())
      // A failure keeps every field as it is; success empties the form.
      return { course: result.course, thumbnail, onPublished: resetForm }
    })
  }

  function resetForm() {
    clearDraft()
    setThumbnail(null)
    setShownErrors(new Set())
  }

  /*
   * The draft changed in another tab. The thumbnail is not part of a draft: this tab's stays with a newer
   * draft, and goes only when the other tab removed the draft and the educator clears the form.
   */
  function handleLoadNewerDraft() {
    if (!loadNewerDraft()) setThumbnail(null)
    setShownErrors(new Set())
    // The pressed button goes with the notice: the keyboard goes on from the form's first field.
    titleRef.current?.focus()
  }

  function handleKeepThisDraft() {
    keepThisDraft()
    titleRef.current?.focus()
  }

  const lectureChapterIndex = draft.chapters.findIndex((chapter) => chapter.chapterId === lectureChapterId)
  const lectureChapter = draft.chapters[lectureChapterIndex]
  const percent = uploaded === null ? 0 : Math.round(uploaded * 100)
  return (
    <EducatorPage title={t`Add Course`}>
      {isRestored && (
        <div
          role="status"
          className="mb-6 flex max-w-2xl flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          <p>
            <Trans>Draft restored. Your unpublished course is as you left it (choose the thumbnail again).</Trans>
          </p>
          <button
            type="button"
            onClick={resetForm}
            disabled={isPending}
            className="rounded-md border border-brand-600 bg-white px-3 py-1.5 font-medium text-brand-700 hover:bg-brand-100"
          >
            <Trans>Discard draft</Trans>
          </button>
        </div>
      )}
      {templateTitle !== null && (
        <p
          role="status"
          className="mb-6 max-w-2xl rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900"
        >
          {t`Filled from a template as “${templateTitle}”. Choose a thumbnail, check the details, then press ADD to publish: nothing is sent before.`}
        </p>
      )}
      {/* Draft removed in another tab (published or discarded): this tab's work stays until the educator clears or keeps it. */}
      {conflict && (
        <DraftChangedNotice
          kind={conflict}
          onLoad={handleLoadNewerDraft}
          onKeep={handleKeepThisDraft}
          disabled={isPending}
        />
      )}
      <form noValidate onSubmit={handleSubmit} aria-busy={isPending || undefined} className="max-w-2xl space-y-6">
        <fieldset disabled={isPending} className="min-w-0 space-y-6">
          <legend className="sr-only">
            <Trans>Course details</Trans>
          </legend>
          <FormField
            label={t`Course Title`}
            inputRef={titleRef}
            type="text"
            value={draft.courseTitle}
            onChange={(event) => updateField('courseTitle', event.target.value)}
            placeholder={t`Type here`}
            error={errors.courseTitle}
          />

          <div>
            <p id={descriptionLabelId} className={`${labelClass} mb-1`}>
              <Trans>Course Description</Trans>
            </p>
            <Suspense
              fallback={
                <Loading
                  label={t`Loading the editor…`}
                  className="min-h-60 rounded-md border border-slate-300 bg-white"
                />
              }
            >
              <RichTextEditor
                value={draft.courseDescription}
                onChange={(html) => updateField('courseDescription', html)}
                labelId={descriptionLabelId}
                readOnly={isPending}
              />
            </Suspense>
            {errors.courseDescription && (
              <p ref={descriptionErrorRef} tabIndex={-1} className="mt-1 text-sm font-medium text-red-700">
                {errors.courseDescription}
              </p>
            )}
          </div>

          <div className="grid gap-6 sm:grid-cols-2">
            <FormField
              label={t`Course Price`}
              inputRef={priceRef}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft.coursePrice}
              onChange={(event) => updateField('coursePrice', event.target.value)}
              error={errors.coursePrice}
            />
            <FormField
              label={t`Discount %`}
              inputRef={discountRef}
              type="number"
              inputMode="decimal"
              min={DISCOUNT_MIN}
              max={DISCOUNT_MAX}
              required
              value={draft.discount}
              onChange={(event) => updateField('discount', event.target.value)}
              error={errors.discount}
            />
          </div>

          <ThumbnailPicker file={thumbnail} onChange={setThumbnail} disabled={isPending} />

          <section aria-labelledby={`${chaptersId}-heading`}>
            <h2 id={`${chaptersId}-heading`} className={`${labelClass} mb-2`}>
              <Trans>Chapters</Trans>
            </h2>
            <ChapterList
              chapters={draft.chapters}
              onAddChapter={handleAddChapter}
              onToggleChapter={(chapterId) =>
                setDraft((current) => ({
                  ...current,
                  chapters: current.chapters.map((chapter) =>
                    chapter.chapterId === chapterId ? { ...chapter, collapsed: !chapter.collapsed } : chapter,
                  ),
                }))
              }
              onRemoveChapter={(chapterId) => updateChapters((chapters) => removeChapter(chapters, chapterId))}
              onAddLecture={(chapterId, opener) => {
                lectureOpener.current = opener
                setLectureChapterId(chapterId)
              }}
              onRemoveLecture={(chapterId, lectureId) =>
                updateChapters((chapters) => removeLecture(chapters, chapterId, lectureId))
              }
              addChapterRef={addChapterRef}
              error={errors.chapters}
              errorId={`${chaptersId}-error`}
            />
          </section>
        </fieldset>

        {isPending && (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white p-4"
          >
            <label className="min-w-0 flex-1 text-sm text-slate-700">
              {uploaded === null ? t`Uploading the course…` : t`Uploading the course… ${percent}%`}
              <progress
                max={1}
                value={uploaded ?? undefined}
                className="mt-2 block h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600"
              />
            </label>
            <button
              type="button"
              onClick={cancel}
              className="rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        )}

        <Suspense fallback={null}>
          <PublishChecklist draft={draft} thumbnail={thumbnailImage.facts} currency={config.currency} />
        </Suspense>

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={isPending}
            aria-busy={isPending || undefined}
            className="rounded-md bg-slate-900 px-10 py-2.5 font-semibold text-white hover:bg-slate-800 disabled:opacity-60"
          >
            <Trans>ADD</Trans>
          </button>
          <button
            ref={previewButtonRef}
            type="button"
            onClick={openPreview}
            disabled={isPending}
            className="rounded-md border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            <Trans>Preview as learner</Trans>
          </button>
        </div>
      </form>
      {isPreviewing && (
        <Suspense fallback={<Loading label={t`Loading the preview…`} className="fixed inset-0 z-50 bg-white" />}>
          <CoursePreview
            draft={draft}
            thumbnail={thumbnailImage}
            educatorName={user?.fullName ?? ''}
            currency={config.currency}
            onBack={closePreview}
          />
        </Suspense>
      )}
      <LectureModal
        chapter={
          lectureChapter ? { chapterTitle: lectureChapter.chapterTitle, position: lectureChapterIndex + 1 } : null
        }
        onAdd={handleAddLecture}
        onClose={() => setLectureChapterId(null)}
        returnFocusTo={lectureOpener}
      />
      <ReplaceDraftDialog templateTitle={pendingTemplate?.courseTitle ?? null} onAnswer={answerTemplate} />
    </EducatorPage>
  )
}

/** The error of each field that shows one, worded now (validateCourse), in the interface's language. */
function visibleErrors(shown: ReadonlySet<CourseField>, draft: CourseDraft): CourseErrors {
  if (shown.size === 0) return {}
  const result = validateCourseDraft(draft)
  if (result.ok) return {}
  const errors: CourseErrors = {}
  for (const field of shown) errors[field] = result.errors[field]
  return errors
}
