import type { ReactNode } from 'react'
import { positiveNumber, safeMediaUrl, type MediaDoc } from './documents'

/** `url width` of the file and of each image size, narrowest first (one entry per width). */
function srcSetOf(media: MediaDoc): string | undefined {
  const byWidth = new Map<number, string>()
  const add = (url: unknown, width: unknown) => {
    const safe = safeMediaUrl(url)
    const w = positiveNumber(width)
    if (safe && w && !byWidth.has(w)) byWidth.set(w, safe)
  }
  for (const size of Object.values(media.sizes ?? {})) add(size?.url, size?.width)
  add(media.url, media.width)
  if (byWidth.size < 2) return undefined
  return [...byWidth]
    .sort(([a], [b]) => a - b)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
}

/**
 * An uploaded image (with its sizes as a srcset) or video. The alternative text is the media's
 * `alt`; without one the image is decorative to assistive technology (a caption may still say
 * what it shows).
 */
export function MediaView(props: {
  media: MediaDoc
  /** The width the image takes in the layout (the `sizes` attribute). */
  sizes: string
  isPriority?: boolean
}): ReactNode {
  const { media, sizes, isPriority = false } = props
  const width = positiveNumber(media.width)
  const height = positiveNumber(media.height)
  const alt = typeof media.alt === 'string' ? media.alt : ''
  if (media.mimeType?.startsWith('video/')) {
    return (
      <video
        className="media"
        src={media.url}
        controls
        preload="metadata"
        width={width}
        height={height}
        aria-label={alt || undefined}
      />
    )
  }
  const srcSet = srcSetOf(media)
  return (
    <img
      className="media"
      src={media.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={isPriority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={isPriority ? 'high' : undefined}
    />
  )
}

/** The widths images take: the text column, and the wider column of hero images. */
export const TEXT_SIZES = '(min-width: 44rem) 40rem, calc(100vw - 2.5rem)'
export const WIDE_SIZES = '(min-width: 60rem) 56rem, calc(100vw - 2.5rem)'
