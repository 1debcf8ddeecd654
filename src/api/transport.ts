import { takeEarlyAnswer } from '../lib/earlyCatalogue'
import { yieldToMain } from '../lib/scheduling'

/**
 * The wire under the API client (client.ts): one request out, one answer back, whatever its status. The
 * browser's fetch carries every call; an upload whose progress is wanted goes by XMLHttpRequest, the one
 * browser API that reports how much of a request body has been sent. Both honour the caller's
 * cancellation and the time limit, and fail only as 'network', 'timeout' or 'canceled'.
 */

export type TransportRequest = {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  /** JSON-able data, or FormData for a multipart upload. */
  body?: unknown
  signal?: AbortSignal
  timeoutMs: number
  onUploadProgress?: (fraction: number) => void
}

export type TransportAnswer = {
  status: number
  /** The body as text: the client reads JSON out of it, and anything else as what it is. */
  text: string
  retryAfter: string | null
}

export type TransportFailure = 'network' | 'timeout' | 'canceled'

export class TransportError extends Error {
  constructor(
    readonly kind: TransportFailure,
    options?: ErrorOptions,
  ) {
    super(`Request ${kind}`, options)
    this.name = 'TransportError'
  }
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData
}

/** The body and its Content-Type: FormData sets its own multipart boundary. */
function encodeBody(request: TransportRequest): { body: BodyInit | undefined; headers: Record<string, string> } {
  if (request.body === undefined) return { body: undefined, headers: request.headers }
  if (isFormData(request.body)) return { body: request.body, headers: request.headers }
  return {
    body: JSON.stringify(request.body),
    headers: { ...request.headers, 'Content-Type': 'application/json' },
  }
}

export function send(request: TransportRequest): Promise<TransportAnswer> {
  if (request.onUploadProgress && isFormData(request.body) && typeof XMLHttpRequest !== 'undefined') {
    return sendWithUploadProgress(request, request.onUploadProgress)
  }
  return sendWithFetch(request)
}

/** Receives a successful answer's body piece by piece, as UTF-8 text; what it throws ends the request. */
export type TextSink = (text: string) => void

/**
 * A GET whose successful (2xx) answer is handed to `onText` as it arrives rather than returned (its `text` is
 * then ''); any other answer comes back whole, as `send` returns it. The time limit covers the whole body: a
 * stream that stalls times out as a whole answer would.
 */
export function receive(request: TransportRequest, onText: TextSink): Promise<TransportAnswer> {
  return sendWithFetch(request, onText)
}

/** Thrown by a sink: the request ends and the caller gets the sink's own error back. */
class SinkFailure {
  constructor(readonly error: unknown) {}
}

async function sendWithFetch(request: TransportRequest, onText?: TextSink): Promise<TransportAnswer> {
  if (request.signal?.aborted) throw new TransportError('canceled')
  // One controller for both ways a request ends early (AbortSignal.any is too new for every browser the build targets).
  const controller = new AbortController()
  let failure: TransportFailure | null = null
  const stop = (kind: TransportFailure) => {
    failure ??= kind
    controller.abort()
  }
  const onCancel = () => stop('canceled')
  request.signal?.addEventListener('abort', onCancel, { once: true })
  const timer = setTimeout(() => stop('timeout'), request.timeoutMs)
  try {
    const response = await respond(request, controller.signal)
    const isStreamed = onText !== undefined && response.ok && response.body !== null
    const text = isStreamed ? await streamText(response.body, onText, controller.signal) : await readText(response)
    return { status: response.status, text, retryAfter: response.headers.get('Retry-After') }
  } catch (error) {
    if (error instanceof SinkFailure) {
      controller.abort()
      throw error.error
    }
    throw new TransportError(failure ?? 'network', { cause: error })
  } finally {
    clearTimeout(timer)
    request.signal?.removeEventListener('abort', onCancel)
  }
}

/**
 * The answer's head. A GET of the catalogue that index.html asked for early takes that request's answer (once), so
 * the page makes one request, not two; ending this request ends that one, and if that one failed before the app
 * took it (the network was down a moment), this one asks anew at once.
 */
function respond(request: TransportRequest, signal: AbortSignal): Promise<Response> {
  const { body, headers } = encodeBody(request)
  const ask = () => fetch(request.url, { method: request.method, headers, body, signal })
  const early = request.method === 'GET' && request.body === undefined ? takeEarlyAnswer(request.url) : null
  if (!early) return ask()
  return new Promise((resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        early.abort()
        reject(signal.reason)
      },
      { once: true },
    )
    early.answer.then(resolve, (error: unknown) => (signal.aborted ? reject(error) : ask().then(resolve, reject)))
  })
}

/**
 * The body as UTF-8 text, as `response.text()` reads it (a byte order mark dropped, bad bytes as U+FFFD), but
 * decoded in one pass: the catalogue usually arrives whole before the app reads it (asked for early by the HTML, or
 * from the service worker), and Chromium's `text()` took 110 to 170 ms on its 11 MB against 70 to 80 ms this way.
 */
async function readText(response: Response): Promise<string> {
  return new TextDecoder().decode(await response.arrayBuffer())
}

// A piece of the body handed on at once: about 10 ms of reading courses on a phone.
const STREAM_PIECE_CHARS = 64 * 1024
// The reader gives the main thread back once it has held it this long: an answer that is already all here
// (from the service worker's cache, or preloaded) would otherwise be read in one long task.
const STREAM_SLICE_MS = 8

/**
 * Decodes the body as it arrives (a character split between pieces waits for its rest) and hands it on in
 * pieces of at most STREAM_PIECE_CHARS, giving the main thread back between them when reading has taken long.
 */
async function streamText(body: ReadableStream<Uint8Array>, onText: TextSink, signal: AbortSignal): Promise<string> {
  const decoder = new TextDecoder()
  const reader = body.getReader()
  // Ending the request (time limit, cancellation) must end a read waiting on a stalled body too.
  const stop = () => void reader.cancel().catch(() => {})
  signal.addEventListener('abort', stop, { once: true })
  let sliceStart = performance.now()
  const deliver = async (text: string) => {
    for (let start = 0; start < text.length; start += STREAM_PIECE_CHARS) {
      if (performance.now() - sliceStart > STREAM_SLICE_MS) {
        await yieldToMain()
        sliceStart = performance.now()
      }
      try {
        onText(text.slice(start, start + STREAM_PIECE_CHARS))
      } catch (error) {
        throw new SinkFailure(error)
      }
    }
  }
  try {
    for (;;) {
      const { done, value } = await reader.read()
      signal.throwIfAborted()
      if (done) break
      await deliver(decoder.decode(value, { stream: true }))
    }
    await deliver(decoder.decode())
  } finally {
    signal.removeEventListener('abort', stop)
    reader.releaseLock()
  }
  return ''
}

function sendWithUploadProgress(
  request: TransportRequest,
  onUploadProgress: (fraction: number) => void,
): Promise<TransportAnswer> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) return reject(new TransportError('canceled'))
    const xhr = new XMLHttpRequest()
    const settle = (outcome: () => void) => {
      clearTimeout(timer)
      request.signal?.removeEventListener('abort', onCancel)
      outcome()
    }
    // Both ways of ending early settle at once (the request's own abort event may come late, or not at all
    // once it is past sending), and the time limit runs on the page's timers, as it does for fetch.
    const stop = (kind: TransportFailure) => {
      settle(() => reject(new TransportError(kind)))
      xhr.abort()
    }
    const onCancel = () => stop('canceled')
    const timer = setTimeout(() => stop('timeout'), request.timeoutMs)
    xhr.open(request.method, request.url, true)
    const { body, headers } = encodeBody(request)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(1, event.loaded / event.total))
    }
    xhr.onload = () =>
      settle(() =>
        resolve({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') }),
      )
    xhr.onerror = () => settle(() => reject(new TransportError('network')))
    xhr.onabort = () => settle(() => reject(new TransportError('canceled')))
    request.signal?.addEventListener('abort', onCancel, { once: true })
    xhr.send((body as XMLHttpRequestBodyInit | undefined) ?? null)
  })
}
