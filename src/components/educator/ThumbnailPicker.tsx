import { Trans, useLingui } from '@lingui/react/macro'
import { ImagePlus, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { THUMBNAIL_TYPES } from '../../config/constants'
import { checkThumbnail } from '../../domain/thumbnail'

type ThumbnailPickerProps = {
  /** The accepted file; null when none is chosen (the form resets it to null after a publish). */
  file: File | null
  onChange: (file: File | null) => void
  disabled?: boolean
}

/**
 * Points the preview image at the chosen file. The object URL is revoked as soon as the file is
 * replaced or the picker goes away; it is set on the element directly because it is a browser
 * resource with a lifetime, not render state.
 */
function useObjectUrlPreview(file: File | null) {
  const imageRef = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const image = imageRef.current
    if (!file || !image || typeof URL.createObjectURL !== 'function') return
    const url = URL.createObjectURL(file)
    image.src = url
    return () => {
      image.removeAttribute('src')
      URL.revokeObjectURL(url)
    }
  }, [file])
  return imageRef
}

/**
 * The course thumbnail: images only, checked by their first bytes before anything is sent, with a
 * preview. A refused file is not kept, and the reason is shown next to the field.
 */
export function ThumbnailPicker({ file, onChange, disabled = false }: ThumbnailPickerProps) {
  const { t } = useLingui()
  const inputId = useId()
  const titleId = useId()
  const hintId = useId()
  const errorId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const latestPick = useRef(0)
  const [error, setError] = useState<string | null>(null)
  const previewRef = useObjectUrlPreview(file)

  // After a publish (or a discarded draft) the form drops the file; the input must forget it too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = ''
  }, [file])

  async function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const chosen = input.files?.[0] ?? null
    const pick = ++latestPick.current
    if (!chosen) {
      setError(null)
      onChange(null)
      return
    }
    const problem = await checkThumbnail(chosen)
    // A slower check of an earlier choice must not overwrite a newer one.
    if (pick !== latestPick.current) return
    if (problem) {
      input.value = ''
      setError(problem)
      onChange(null)
      return
    }
    setError(null)
    onChange(chosen)
  }

  const fileName = file ? file.name : null

  return (
    <div>
      <p id={titleId} className="mb-2 font-medium text-slate-800">
        <Trans>Course Thumbnail</Trans>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={THUMBNAIL_TYPES.join(',')}
          aria-labelledby={titleId}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => void handleChange(event)}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50"
        >
          <Upload aria-hidden="true" className="size-4" />
          {file ? t`Change image` : t`Choose image`}
        </label>
        {file ? (
          <img
            ref={previewRef}
            alt={t`Thumbnail preview`}
            width={160}
            height={90}
            className="h-[90px] w-40 rounded-md border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-[90px] w-40 place-items-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400"
          >
            <ImagePlus className="size-8" />
          </span>
        )}
      </div>
      <p id={hintId} className="mt-2 text-sm text-slate-600">
        {fileName === null ? (
          <Trans>PNG, JPEG, WebP or GIF, up to 5 MB.</Trans>
        ) : (
          t`${fileName}. PNG, JPEG, WebP or GIF, up to 5 MB.`
        )}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
