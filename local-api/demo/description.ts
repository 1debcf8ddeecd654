export type DescriptionParts = {
  intro: string
  learn: readonly string[]
  audience: string
  roadmap?: readonly string[]
  resource: { before: string; href: string; text: string; after: string }
}

/** Builds the HTML the rich-text editor produces: headings, paragraphs, lists, bold text and links. */
export function courseDescription(parts: DescriptionParts): string {
  const item = (text: string) => `<li>${text}</li>`
  const roadmap = parts.roadmap
    ? `<h2>How the course is organised</h2><ol>${parts.roadmap.map(item).join('')}</ol>`
    : ''
  const { before, href, text, after } = parts.resource
  return [
    `<h2>About this course</h2><p>${parts.intro}</p>`,
    `<h2>What you will learn</h2><ul>${parts.learn.map(item).join('')}</ul>`,
    roadmap,
    `<h2>Who this course is for</h2><p>${parts.audience}</p>`,
    `<p>${before} <a href="${href}" rel="noopener noreferrer" target="_blank">${text}</a> ${after}</p>`,
  ].join('')
}
