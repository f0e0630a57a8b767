/** What an upload card shows of a document of an upload collection. */
export interface MediaInfo {
  filename: string
  alt: string
  mimeType: string
  /** A small image to show, when the file is an image. */
  thumbnail?: string
  /** The file's extension in capitals (PDF, MP4) for files without a thumbnail. */
  extension: string
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : ''
}

/**
 * Payload makes file URLs absolute (`serverURL`); on this server the path alone loads the same
 * file and keeps within the admin's `img-src 'self'`, whatever host the browser used.
 */
export function sameOriginURL(url: string, apiRoute: string): string {
  if (!/^https?:\/\//i.test(url)) return url
  const parsed = new URL(url)
  return parsed.pathname.startsWith(apiRoute.replace(/\/+$/, '') + '/')
    ? parsed.pathname + parsed.search
    : url
}

/** A file name's extension in capitals (PDF, MP4), or '' when it has none. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.')
  return dot > 0 ? filename.slice(dot + 1).toUpperCase() : ''
}

export function mediaInfo(
  doc: Record<string, unknown> | null | undefined,
  apiRoute: string,
): MediaInfo {
  const filename = text(doc?.filename)
  const mimeType = text(doc?.mimeType)
  const sizes = (doc?.sizes ?? {}) as Record<string, { url?: unknown } | undefined>
  const candidate =
    text(sizes.thumbnail?.url) ||
    text(doc?.thumbnailURL) ||
    (mimeType.startsWith('image/') ? text(doc?.url) : '')
  return {
    filename,
    alt: text(doc?.alt),
    mimeType,
    thumbnail: candidate ? sameOriginURL(candidate, apiRoute) : undefined,
    extension: extensionOf(filename),
  }
}
