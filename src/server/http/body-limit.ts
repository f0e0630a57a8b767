/** The body was longer than its limit; nothing more of it was read. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`)
  }
}

/** Whether a declared Content-Length is over the limit (absent or unreadable: not declared over). */
export function isDeclaredOver(contentLength: string | null, limit: number): boolean {
  if (contentLength === null) return false
  const declared = Number(contentLength)
  return Number.isFinite(declared) && declared > limit
}

/**
 * Reads a whole (small) body, chunk by chunk, and gives up with `BodyTooLarge` as soon as it
 * passes the limit, whatever Content-Length said; the rest is never read.
 */
export async function readWithin(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
): Promise<Uint8Array> {
  if (!body) return new Uint8Array(0)
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      throw new BodyTooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * Passes a (large) body through as a stream, counting bytes; once past the limit the stream
 * fails with `BodyTooLarge` and `isOver()` turns true, so the caller answers 413 whatever the
 * reader made of the error.
 */
export function limitStream(
  body: ReadableStream<Uint8Array>,
  limit: number,
): { stream: ReadableStream<Uint8Array>; isOver: () => boolean } {
  let size = 0
  let isOver = false
  const stream = body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) {
          isOver = true
          controller.error(new BodyTooLarge(limit))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  return { stream, isOver: () => isOver }
}

/**
 * Reads and drops the rest of a refused body, up to `maxBytes`, so that a client which sends its
 * whole body before it reads the answer still gets the answer. True when the body was read to its
 * end (the connection can stay open); a larger one is left unread.
 */
export async function discardWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<boolean> {
  if (!body) return true
  const reader = body.getReader()
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return true
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        return false
      }
    }
  } catch {
    return false
  }
}
