/**
 * The demo content as the API answers it at depth 2 (src/content/collections, src/content/blocks.ts).
 * Every field may be missing or of another shape while an editor types (the live preview sends
 * unsaved data), so the site reads them through the guards below, never by trust.
 */
import { isAllowedLinkUrl } from '../shared/rich-text'

export type Id = string | number

export interface MediaDoc {
  id?: Id
  url: string
  alt?: string | null
  width?: number | null
  height?: number | null
  mimeType?: string | null
  sizes?: Record<string, { url?: string | null; width?: number | null } | undefined> | null
}

export interface PostDoc {
  id: Id
  title?: unknown
  excerpt?: unknown
  content?: unknown
  heroImage?: unknown
  publishedAt?: unknown
  readingTime?: unknown
  topics?: unknown
  relatedPosts?: unknown
}

export interface PageDoc {
  id: Id
  title?: unknown
  summary?: unknown
  body?: unknown
  content?: unknown
}

export type SiteDoc = PostDoc | PageDoc

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export function positiveNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : []
}

/** An address an image or video may load from: this site's, or http(s). */
export function safeMediaUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url === '' || !isAllowedLinkUrl(url)) return undefined
  return /^\s*(mailto|tel):/i.test(url) ? undefined : url
}

/** A populated upload (an unpopulated one is an id, or `{ id }` when the reader may not see it). */
export function mediaOf(value: unknown): MediaDoc | undefined {
  if (!isRecord(value)) return undefined
  const url = safeMediaUrl(value.url)
  return url ? ({ ...value, url } as MediaDoc) : undefined
}

/** A related document's name: its title, name or file name. */
export function titleOf(value: unknown): string | undefined {
  if (!isRecord(value)) return undefined
  return text(value.title) ?? text(value.name) ?? text(value.filename)
}

export function idOf(value: unknown): Id | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value
  if (isRecord(value) && (typeof value.id === 'string' || typeof value.id === 'number'))
    return value.id
  return undefined
}
