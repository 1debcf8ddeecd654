import type LinkFormat from 'quill/formats/link'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, type CSSProperties } from 'react'
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

/** The editor's own words in the interface language: Quill writes English names (or none) into its toolbar. */
function useEditorWords() {
  const { t } = useLingui()
  return useMemo(
    () => ({
      pickers: { header: t`Text style`, font: t`Font`, size: t`Text size` } as Record<string, string>,
      // Quill names each button by its format ("bold", "list: ordered"); these are what a person calls them.
      buttons: {
        bold: t`Bold`,
        italic: t`Italic`,
        underline: t`Underline`,
        strike: t`Strikethrough`,
        'list:ordered': t`Numbered list`,
        'list:bullet': t`Bulleted list`,
        'indent:-1': t`Decrease indent`,
        'indent:+1': t`Increase indent`,
        link: t`Link`,
        image: t`Image`,
        video: t`Video`,
        clean: t`Clear formatting`,
      } as Record<string, string>,
      // Each picker value's word, by picker and `data-value` ('' is the default, which Quill leaves without one).
      values: {
        header: {
          '': t`Normal`,
          1: t`Heading 1`,
          2: t`Heading 2`,
          3: t`Heading 3`,
          4: t`Heading 4`,
          5: t`Heading 5`,
          6: t`Heading 6`,
        },
        font: { '': t`Sans Serif`, serif: t`Serif`, monospace: t`Monospace` },
        size: { '': t`Normal`, small: t`Small`, large: t`Large`, huge: t`Huge` },
      } as Record<string, Record<string, string>>,
      // The link tooltip's words are drawn by snow's CSS `content`; richTextEditor.css reads these.
      drawn: {
        '--editor-visit-link': t`Visit URL:`,
        '--editor-enter-link': t`Enter link:`,
        '--editor-enter-video': t`Enter video:`,
        '--editor-edit': t`Edit`,
        '--editor-remove': t`Remove`,
        '--editor-save': t`Save`,
      } as Record<string, string>,
      toolbar: t`Description formatting`,
      linkBox: t`Link or video address`,
      placeholder: t`Write what learners will get from this course…`,
    }),
    [t],
  )
}
type EditorWords = ReturnType<typeof useEditorWords>

/** CSS custom properties holding each drawn word as a CSS string (quotes and backslashes escaped). */
function drawnWordStyle(drawn: Record<string, string>): CSSProperties {
  return Object.fromEntries(
    Object.entries(drawn).map(([name, word]) => [name, `"${word.replace(/["\\]/g, '\\$&').replace(/\n/g, ' ')}"`]),
  ) as CSSProperties
}

/**
 * Names for Quill's controls in the interface language, written again whenever the language changes (axe:
 * aria-command-name on the picker labels, which Quill leaves unnamed; Quill's own button names are format keys).
 */
function labelQuillControls(container: HTMLElement, labelId: string, words: EditorWords) {
  container.querySelectorAll<HTMLElement>('.ql-picker').forEach((picker) => {
    const kind = /ql-(header|font|size)/.exec(picker.className)?.[1] ?? 'format'
    const name = words.pickers[kind] ?? kind
    const label = picker.querySelector('.ql-picker-label')
    label?.setAttribute('aria-label', name)
    picker.querySelectorAll('.ql-picker-item').forEach((item) => {
      const word = words.values[kind]?.[item.getAttribute('data-value') ?? ''] ?? ''
      // Snow draws a `data-label` in place of its English word, and copies the chosen item's to the picker's label.
      item.setAttribute('data-label', word)
      item.setAttribute('aria-label', `${name}: ${word}`)
      if (item.classList.contains('ql-selected')) label?.setAttribute('data-label', word)
    })
  })
  container.querySelectorAll<HTMLButtonElement>('.ql-toolbar button').forEach((button) => {
    const format = /ql-([a-z]+)/.exec(button.className)?.[1] ?? ''
    const key = button.value ? `${format}:${button.value}` : format
    const name = words.buttons[key]
    if (name) button.setAttribute('aria-label', name)
  })
  container.querySelector('.ql-toolbar')?.setAttribute('aria-label', words.toolbar)
  container.querySelector('.ql-tooltip input[type="text"]')?.setAttribute('aria-label', words.linkBox)
  const editor = container.querySelector('.ql-editor')
  editor?.setAttribute('role', 'textbox')
  editor?.setAttribute('aria-multiline', 'true')
  editor?.setAttribute('aria-labelledby', labelId)
  editor?.setAttribute('data-placeholder', words.placeholder)
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
  const words = useEditorWords()
  useEffect(() => {
    if (wrapperRef.current) labelQuillControls(wrapperRef.current, labelId, words)
  }, [labelId, words])

  return (
    <div
      ref={wrapperRef}
      style={drawnWordStyle(words.drawn)}
      className="rich-text-editor rounded-md bg-white [&_.ql-container:focus-within]:outline-3 [&_.ql-container:focus-within]:outline-offset-2 [&_.ql-container:focus-within]:outline-brand-500 [&_.ql-container]:min-h-48 [&_.ql-container]:rounded-b-md [&_.ql-container]:text-base [&_.ql-editor]:min-h-48 [&_.ql-toolbar]:rounded-t-md"
    >
      <ReactQuill
        theme="snow"
        value={value}
        onChange={(html) => onChange(html)}
        modules={EDITOR_MODULES}
        formats={EDITOR_FORMATS}
        readOnly={readOnly}
        placeholder={words.placeholder}
        useSemanticHTML={false}
      />
    </div>
  )
}
