import Quill from 'quill'
import type ImageFormat from 'quill/formats/image'
import type LinkFormat from 'quill/formats/link'
import type VideoFormat from 'quill/formats/video'
import { EDITOR } from '../../../src/config/constants'
import { EDITOR_FORMATS, EDITOR_MODULES } from '../../../src/components/educator/editorConfig'

/*
 * The description editor keeps Quill's own rules (docs/security-and-reliability.md#rich-text-editor). These hold our editor
 * settings against the Quill formats the editor registers; the real editor in Chromium is driven by
 * tests/e2e/educator.spec.ts ("the real editor keeps Quill's rules").
 */

const Link = Quill.import('formats/link') as typeof LinkFormat
const Image = Quill.import('formats/image') as typeof ImageFormat
const Video = Quill.import('formats/video') as typeof VideoFormat
const Indent = Quill.import('formats/indent') as { whitelist: number[] | null }

test('history keeps 100 steps, merges changes within 1000 ms and undoes only the user’s edits', () => {
  expect(EDITOR_MODULES.history).toEqual({ delay: 1000, maxStack: 100, userOnly: true })
})

test('image upload takes png and jpeg only', () => {
  expect(EDITOR_MODULES.uploader).toEqual({ mimetypes: ['image/png', 'image/jpeg'] })
})

test('the toolbar offers headers 1 to 6, serif and monospace fonts, and small, large and huge sizes', () => {
  const [pickers] = EDITOR_MODULES.toolbar
  expect(pickers).toEqual([
    { header: [1, 2, 3, 4, 5, 6, false] },
    { font: [false, 'serif', 'monospace'] },
    { size: ['small', false, 'large', 'huge'] },
  ])
  // Every toolbar control has its format allowed, so nothing the toolbar makes is dropped.
  const controls = EDITOR_MODULES.toolbar.flat().map((item) => (typeof item === 'string' ? item : Object.keys(item)[0]))
  for (const control of controls.filter((name) => name !== 'clean')) expect(EDITOR_FORMATS).toContain(control)
})

test('indents go from 1 to 8, Quill’s own limit', () => {
  expect(Indent.whitelist).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  expect(EDITOR.indentLevels).toBe(Indent.whitelist?.length)
})

test.each([
  ['http://example.com/a', 'http://example.com/a'],
  ['https://example.com/a', 'https://example.com/a'],
  ['mailto:someone@example.com', 'mailto:someone@example.com'],
  ['tel:+1234567890', 'tel:+1234567890'],
  ['sms:+1234567890', 'sms:+1234567890'],
  ['javascript:alert(1)', 'about:blank'],
  ['data:text/html,<script>alert(1)</script>', 'about:blank'],
  ['vbscript:msgbox(1)', 'about:blank'],
  ['ftp://example.com/file', 'about:blank'],
])('a link to %s becomes %s', (address, expected) => {
  expect(Link.PROTOCOL_WHITELIST).toEqual(EDITOR.linkProtocols)
  expect(Link.sanitize(address)).toBe(expected)
})

test.each([
  ['https://example.com/a.png', 'https://example.com/a.png'],
  ['http://example.com/a.png', 'http://example.com/a.png'],
  ['data:image/png;base64,iVBORw0KGgo=', 'data:image/png;base64,iVBORw0KGgo='],
  ['javascript:alert(1)', '//:0'],
  ['file:///etc/passwd', '//:0'],
])('an image source %s becomes %s', (source, expected) => {
  expect(Image.sanitize(source)).toBe(expected)
})

test('a video source follows the link rules', () => {
  expect(Video.sanitize('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
  expect(Video.sanitize('javascript:alert(1)')).toBe('about:blank')
})
