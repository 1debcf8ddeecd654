/*
 * How a name, title or other supplied field reads on the certificate, the same string on the page and in the PDF
 * (src/domain/certificate.ts puts the certificate's words around them). Kept apart so a check of the layout can use it
 * without the interface's messages.
 */

/** The most characters a name or title keeps (far more than either the page or the PDF shows in full). */
export const CERTIFICATE_FIELD_MAX_LENGTH = 1000

/*
 * Format characters (Unicode category Cf) are invisible: their only effect is on how the text around them is
 * ordered, joined or broken. Bidi embeddings, overrides, isolates and marks (U+202A–U+202E, U+2066–U+2069,
 * U+200E, U+200F, U+061C) could make a name or title read differently from what was typed, and reach past it into
 * the certificate's own words; zero-width characters (U+200B–U+200D, U+2060, U+FEFF, the soft hyphen) hide
 * differences or break lines where nothing shows. The PDF draws characters in the order they are written and has
 * no bidi algorithm, so the page could not read the same as the PDF with any of them left in.
 *
 * The one exception is a zero-width joiner or non-joiner right after a Devanagari virama (U+094D): there it is
 * spelling (a half form, or a visible virama), and both the page's and the PDF's fonts shape it.
 */
const FORMAT_CHARACTERS = /(?<!\u094d)[\u200c\u200d]|[^\P{Cf}\u200c\u200d]/gu
/** Control characters and every kind of white space (tabs, line breaks, no-break spaces) become one space. */
const SPACES = /[\p{Cc}\s]+/gu
/**
 * A letter carries at most this many combining marks (and joiners) in a row: enough for any Devanagari cluster or
 * accented letter, not for marks stacked far above and below the line ("Zalgo" text) over the words around them.
 */
export const CERTIFICATE_MARKS_MAX = 4
const MARK_RUN = new RegExp(`([\\p{M}\\u200c\\u200d]{${CERTIFICATE_MARKS_MAX}})[\\p{M}\\u200c\\u200d]+`, 'gu')

/**
 * One name, title or other supplied field as the certificate shows it, the same string on the page and in the PDF:
 * format characters removed (see above), at most CERTIFICATE_MARKS_MAX marks in a row, control characters and runs
 * of white space made one space, trimmed, and at most CERTIFICATE_FIELD_MAX_LENGTH characters (longer ends in "…"). Letters, marks, digits and punctuation of
 * every script, Devanagari included, are kept as written.
 */
export function certificateField(value: string): string {
  const tidy = value.replace(FORMAT_CHARACTERS, '').replace(MARK_RUN, '$1').replace(SPACES, ' ').trim()
  const characters = Array.from(tidy)
  if (characters.length <= CERTIFICATE_FIELD_MAX_LENGTH) return tidy
  return `${characters
    .slice(0, CERTIFICATE_FIELD_MAX_LENGTH - 1)
    .join('')
    .trimEnd()}…`
}
