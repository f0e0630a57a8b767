/**
 * A multipart request (or a raw file's) whose upload progress can be followed (`fetch` reports none), answered as
 * a `Response` so that `http.ts` reads it like any other. Rejects as `fetch` does: a `TypeError`
 * when no answer came, an `AbortError` when the signal aborted it.
 */
export function sendForm(
  url: string,
  init: {
    method: string
    headers: Record<string, string>
    body: FormData | Blob
    signal: AbortSignal
    onUploadProgress?: (fraction: number) => void
  },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(init.method, url)
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value)
    const abort = () => xhr.abort()
    init.signal.addEventListener('abort', abort, { once: true })
    const done = () => init.signal.removeEventListener('abort', abort)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        init.onUploadProgress?.(Math.min(1, event.loaded / event.total))
    }
    xhr.onload = () => {
      done()
      const headers = new Headers()
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':')
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
      }
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, headers }),
      )
    }
    xhr.onerror = () => {
      done()
      reject(new TypeError('Failed to send the file'))
    }
    xhr.onabort = () => {
      done()
      reject(new DOMException('The upload was aborted', 'AbortError'))
    }
    if (init.signal.aborted) return xhr.abort()
    xhr.send(init.body)
  })
}
