/*
 * Descriptions under the 100,000-character limit that block a browser for a second or more when
 * rendered as they are, and a long ordinary one that must keep passing. Shared by the form, local API
 * and sanitiser tests so the three are held to the same inputs.
 */

const repeat = (text: string, times: number) => text.repeat(times)

/** Each under the length limit; each builds far more than the allowed depth or element count. */
export const HOSTILE_DESCRIPTIONS: readonly { name: string; html: string }[] = [
  { name: '8,500 nested divs', html: `${repeat('<div>', 8500)}deep${repeat('</div>', 8500)}` },
  { name: '5,000 nested lists', html: `${repeat('<ul><li>', 5000)}deep${repeat('</li></ul>', 5000)}` },
  // A word at the end: a description that shows nothing is sent as empty by the form.
  { name: '14,000 empty paragraphs', html: `${repeat('<p></p>', 14_000)}<p>end</p>` },
  { name: '24,000 line breaks', html: `<p>${repeat('<br>', 24_000)}end</p>` },
  {
    // Left open when their paragraph closes, the parser re-creates the 30 formatting elements in every
    // later paragraph: 4,000 short paragraphs become about 124,000 elements.
    name: 'formatting left open before 4,000 paragraphs',
    html: `<p>${Array.from({ length: 30 }, (_, index) => `<b class="ql-b${index}">`).join('')}x</p>${repeat('<p>x</p>', 4000)}`,
  },
  { name: '40 nested blockquotes', html: `${repeat('<blockquote>', 40)}deep${repeat('</blockquote>', 40)}` },
]

/** A long ordinary description as Quill writes it: 200 headings, paragraphs and lists with inline formatting. */
export function ordinaryLongDescription(blocks = 200): string {
  const parts: string[] = []
  for (let index = 0; index < blocks; index += 1) {
    if (index % 4 === 0) parts.push(`<h2>Part ${index / 4 + 1}: what you will build</h2>`)
    else if (index % 4 === 1) {
      parts.push(
        `<p>In this part you write <strong>real code</strong>, read <em>other people's</em> code and ` +
          `<a href="https://example.com/${index}" rel="noopener noreferrer" target="_blank">follow the notes</a>, ` +
          `with <span style="color: rgb(230, 0, 0);">highlights</span> and <code>inline code</code>.</p>`,
      )
    } else if (index % 4 === 2) {
      parts.push(
        '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Set up the project</li>' +
          '<li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>Write the <u>first</u> test</li>' +
          '<li data-list="ordered" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>Refactor</li></ol>',
      )
    } else parts.push(`<blockquote>Tip ${index}: <s>guess</s> measure first.</blockquote><p><br></p>`)
  }
  return parts.join('')
}
