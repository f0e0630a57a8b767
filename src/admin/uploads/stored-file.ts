import { sameOriginURL } from '../fields/upload/media'

/** A document's file as the upload panel shows it; its image sizes only where one was made. */
export interface StoredFile {
  filename: string
  url?: string
  mimeType: string
  filesize?: number
  width?: number
  height?: number
  sizes: { name: string; url: string; width?: number; height?: number; filesize?: number }[]
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)

/** The stored file of an upload collection's document, or undefined when it has none. */
export function storedFile(
  doc: Record<string, unknown> | undefined,
  apiRoute: string,
): StoredFile | undefined {
  const filename = text(doc?.filename)
  if (!doc || !filename) return undefined
  const url = text(doc.url)
  const sizes = Object.entries((doc.sizes ?? {}) as Record<string, Record<string, unknown> | null>)
    .filter(([, size]) => size && text(size.url) && text(size.filename))
    .map(([name, size]) => ({
      name,
      url: sameOriginURL(text(size!.url), apiRoute),
      width: count(size!.width),
      height: count(size!.height),
      filesize: count(size!.filesize),
    }))
  return {
    filename,
    url: url ? sameOriginURL(url, apiRoute) : undefined,
    mimeType: text(doc.mimeType),
    filesize: count(doc.filesize),
    width: count(doc.width),
    height: count(doc.height),
    sizes,
  }
}
