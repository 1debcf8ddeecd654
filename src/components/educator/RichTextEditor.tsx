import type LinkFormat from 'quill/formats/link'
import { useEffect, useRef } from 'react'
import ReactQuill, { Quill } from 'react-quill-new'
import 'react-quill-new/dist/quill.snow.css'
import './richTextEditor.css'
import { EDITOR_FORMATS, EDITOR_MODULES } from './editorConfig'
import { withMailto } from '../../lib/email'

/*
 * The course description editor: react-quill-new (Quill 2) with the snow theme. This module is only
 * ever imported lazily by the add-course page, so Quill and its CSS stay out of every other chunk.
 *
 * Quill's own rules are kept as docs/security-and-reliability.md#rich-text-editor lists them:
 * - links: Quill's Link.PROTOCOL_WHITELIST (http, https, mailto, tel, sms); anything else becomes
 *   about:blank. A bare e-mail address gets `mailto:` (EmailLink below);
 * - images: Quill's Image.sanitize (http, https, data); uploads limited to png and jpeg;
 * - videos: the snow tooltip turns YouTube and Vimeo links into embed addresses;
 * - history: 100 steps, 1000 ms merge, user changes only; indents 1 to 8 (Quill's maximum);
 *   sizes, fonts and headers from EDITOR.
 * The HTML handed out is `root.innerHTML` (useSemanticHTML={false}); react-quill-new 3.8.3 would
 * otherwise call getSemanticHTML(), which does not escape video URLs (CVE-2025-15056).
 */

function registerEmailLinks() {
  const Link = Quill.import('formats/link') as typeof LinkFormat
  // Quill's snow theme adds mailto: only when the selected text is an address; this also covers
  // an address typed into the link box or pasted as a link. The protocol allowlist stays Quill's.
  class EmailLink extends Link {
    static sanitize(url: string): string {
      return super.sanitize(withMailto(url))
    }
  }
  Quill.register('formats/link', EmailLink, true)
}
registerEmailLinks()

const PICKER_NAMES: Record<string, string> = { header: 'Text style', font: 'Font', size: 'Text size' }

/** Names for Quill's unnamed controls (axe: aria-command-name on the picker labels, which Quill leaves unnamed). */
function labelQuillControls(container: HTMLElement, labelId: string) {
  container.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const kind = /ql-(header|font|size)/.exec(picker.className)?.[1] ?? 'format'
    const name = PICKER_NAMES[kind] ?? 'Format'
    picker.querySelector('.ql-picker-label:not([aria-label])')?.setAttribute('aria-label', name)
    picker.querySelectorAll('.ql-picker-item:not([aria-label])').forEach((item) => {
      item.setAttribute('aria-label', `${name}: ${item.getAttribute('data-value') ?? 'normal'}`)
    })
  })
  container.querySelector('.ql-toolbar')?.setAttribute('aria-label', 'Description formatting')
  container.querySelector('.ql-tooltip input[type="text"]')?.setAttribute('aria-label', 'Link or video address')
  const editor = container.querySelector('.ql-editor')
  editor?.setAttribute('role', 'textbox')
  editor?.setAttribute('aria-multiline', 'true')
  editor?.setAttribute('aria-labelledby', labelId)
}

type RichTextEditorProps = {
  value: string
  onChange: (html: string) => void
  /** The id of the visible label, so the editing area has a name. */
  labelId: string
  readOnly?: boolean
}

export function RichTextEditor({ value, onChange, labelId, readOnly = false }: RichTextEditorProps) {
  const wrapperRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (wrapperRef.current) labelQuillControls(wrapperRef.current, labelId)
  }, [labelId])

  return (
    <div
      ref={wrapperRef}
      className="rich-text-editor rounded-md bg-white [&_.ql-container:focus-within]:outline-3 [&_.ql-container:focus-within]:outline-offset-2 [&_.ql-container:focus-within]:outline-brand-500 [&_.ql-container]:min-h-48 [&_.ql-container]:rounded-b-md [&_.ql-container]:text-base [&_.ql-editor]:min-h-48 [&_.ql-toolbar]:rounded-t-md"
    >
      <ReactQuill
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={EDITOR_MODULES}
        formats={EDITOR_FORMATS}
        readOnly={readOnly}
        placeholder="Write what learners will get from this course…"
        useSemanticHTML={false}
      />
    </div>
  )
}
