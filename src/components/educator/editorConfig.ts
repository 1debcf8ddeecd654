import { EDITOR } from '../../config/constants'

/*
 * The description editor's Quill modules and formats (docs/security-and-reliability.md#rich-text-editor), apart from the
 * component so tests can hold them against Quill's own formats without mounting an editor.
 */

// Module constants: react-quill-new rebuilds the whole editor whenever `modules` or `formats` change.
export const EDITOR_MODULES = {
  toolbar: [
    [{ header: [...EDITOR.headers] }, { font: [...EDITOR.fonts] }, { size: [...EDITOR.sizes] }],
    ['bold', 'italic', 'underline', 'strike'],
    [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
    ['link', 'image', 'video'],
    ['clean'],
  ],
  history: { delay: EDITOR.historyDelayMs, maxStack: EDITOR.historyMaxSteps, userOnly: true },
  uploader: { mimetypes: [...EDITOR.imageUploadTypes] },
  // Tab moves on to the next field instead of typing a tab character, so keyboard users are not held in
  // the editor (WCAG 2.1.2); Tab at the start of a list item still indents it (Quill's own binding).
  keyboard: { bindings: { tab: false } },
}

// Only what the toolbar offers: pasted colours, tables or scripts are dropped on the way in.
export const EDITOR_FORMATS = [
  'header',
  'font',
  'size',
  'bold',
  'italic',
  'underline',
  'strike',
  'list',
  'indent',
  'link',
  'image',
  'video',
]
