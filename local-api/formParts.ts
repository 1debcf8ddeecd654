/*
 * Reads a multipart/form-data body while it streams in, counting the bytes of each part, so a form
 * that is too large is refused with the name of the part that was too large (a 10 MB description is
 * not a thumbnail problem) before the rest of it is buffered. The parts are parsed afterwards, from
 * the bytes read here, by the platform's FormData parser.
 */

export type PartLimits = {
  /** Limit per part name, in bytes. */
  byName: Readonly<Record<string, number>>
  /** Limit of any other part (and of the text before the first part). */
  otherParts: number
  /** Limit of the whole body. */
  total: number
}

/** `part` is the name of the part that was too large, or null when it was the form as a whole. */
export type PartsRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; part: string | null }

const HEADERS_END = Buffer.from('\r\n\r\n')
const PART_NAME = /\bname="([^"]*)"/i

/** The boundary of a multipart/form-data Content-Type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  const match = /^multipart\/form-data\s*;.*\bboundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType ?? '')
  return match ? (match[1] ?? match[2] ?? null) : null
}

export async function readFormParts(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  limits: PartLimits,
): Promise<PartsRead> {
  // Every delimiter is CRLF + "--" + boundary; a CRLF put before the body lets the first one match too.
  const delimiter = Buffer.from(`\r\n--${boundary}`)
  let buffer = Buffer.alloc(64 * 1024)
  buffer.write('\r\n')
  let size = 2
  // Before the first delimiter the text is the preamble: counted like an unnamed part.
  let phase: 'data' | 'headers' = 'data'
  let part: string | null = null
  let dataStart = 0
  let scanFrom = 0
  const limitOf = (name: string | null) =>
    name === null ? limits.otherParts : (limits.byName[name] ?? limits.otherParts)

  const reader = body.getReader()
  const refuse = async (name: string | null): Promise<PartsRead> => {
    await reader.cancel()
    return { ok: false, part: name }
  }

  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    // Never more than the whole form's limit is kept; what is kept is still scanned to name the part.
    const room = limits.total + 2 - size
    const kept = value.length > room ? value.subarray(0, room) : value
    if (size + kept.length > buffer.length) {
      const grown = Buffer.alloc(Math.min(limits.total + 2, Math.max(size + kept.length, buffer.length * 2)))
      buffer.copy(grown, 0, 0, size)
      buffer = grown
    }
    buffer.set(kept, size)
    size += kept.length
    const view = buffer.subarray(0, size)

    for (;;) {
      if (phase === 'data') {
        const end = view.indexOf(delimiter, scanFrom)
        if (end === -1) {
          // The next delimiter may start in the last bytes read: look there again next time.
          scanFrom = Math.max(scanFrom, size - delimiter.length + 1)
          break
        }
        if (end - dataStart > limitOf(part)) return refuse(part)
        phase = 'headers'
        scanFrom = end + delimiter.length
      } else {
        const headersEnd = view.indexOf(HEADERS_END, scanFrom)
        if (headersEnd === -1) break
        part = PART_NAME.exec(view.toString('latin1', scanFrom, headersEnd))?.[1] ?? ''
        dataStart = headersEnd + HEADERS_END.length
        scanFrom = dataStart
        phase = 'data'
      }
    }
    // A part still arriving: refused as soon as it is surely over its limit (its end may hold part of a delimiter).
    if (phase === 'data' && size - dataStart - delimiter.length > limitOf(part)) return refuse(part)
    if (kept !== value) return refuse(null)
  }
  return { ok: true, bytes: new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset + 2, size - 2) }
}
