import { queryKeys } from './query-keys'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiPaths } from '../../shared/routes'
import { PRECONDITION_HEADER } from '../../shared/edit-conflicts'
import { reads, type ListReadParams } from '../../shared/api-reads'
import { api, read } from './http'

export type Doc = Record<string, unknown> & { id: string | number }

/** A saved document as the REST API returns it: it has its id. */
export function isDoc(value: Record<string, unknown>): value is Doc {
  return typeof value.id === 'string' || typeof value.id === 'number'
}

export interface ListResponse {
  docs: Doc[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
  hasNextPage: boolean
  hasPrevPage: boolean
  nextPage: number | null
  prevPage: number | null
}

export type ListParams = ListReadParams

export const documentsQuery = (p: ListParams) =>
  queryOptions({
    queryKey: queryKeys.documents(p.slug, p),
    queryFn: ({ signal }) => read<ListResponse>(reads.list(p), signal),
    placeholderData: keepPreviousData,
  })

export const documentQuery = (args: {
  slug: string
  id: string
  locale?: string
  isDraft: boolean
}) =>
  queryOptions({
    queryKey: queryKeys.documentIn(args.slug, args.id, args.locale ?? null),
    queryFn: ({ signal }) => read<Doc>(reads.document(args), signal),
  })

export const globalQuery = (args: { slug: string; locale?: string; isDraft: boolean }) =>
  queryOptions({
    queryKey: queryKeys.global(args.slug, args.locale ?? null),
    queryFn: ({ signal }) => read<Record<string, unknown>>(reads.global(args), signal),
  })

export interface SaveResponse {
  doc?: Doc
  result?: Record<string, unknown>
  message?: string
}

export type SaveTarget =
  { kind: 'collection'; slug: string; id?: string } | { kind: 'global'; slug: string }

/**
 * How a save is sent. Without drafts: `save`. With drafts: `draft` (?draft=true, `_status: draft`),
 * `autosave` (the same with ?autosave=true: Payload updates one autosave version in place),
 * `publish` (`_status: published`) and `unpublish` (only `_status: draft`, not a draft save).
 */
export type SaveMode = 'save' | 'draft' | 'autosave' | 'publish' | 'unpublish'

/** Create (POST), update (PATCH), or update a global (POST to the global). */
export function saveDocument(args: {
  target: SaveTarget
  data: Record<string, unknown>
  locale?: string
  mode?: SaveMode
  keepalive?: boolean
  /** The version edited (`versionTagOf`): the server refuses with 409 if it is no longer the current one. */
  baseVersion?: string
  /** An upload collection's new file: the save goes as multipart (`file` and the data as `_payload`). */
  upload?: FileSave
}): Promise<SaveResponse> {
  const { target, data, locale, mode = 'save', keepalive, baseVersion, upload } = args
  const headers = baseVersion ? { [PRECONDITION_HEADER]: baseVersion } : undefined
  const isDraft = mode === 'draft' || mode === 'autosave'
  const json =
    mode === 'unpublish'
      ? { _status: 'draft' }
      : isDraft
        ? { ...data, _status: 'draft' }
        : mode === 'publish'
          ? { ...data, _status: 'published' }
          : data
  // Payload keeps the focal point of `uploadEdits` only for images it resizes; sent in the data too, a video's is kept as well.
  const focal = upload?.edits?.focalPoint
  const withFocal =
    focal && mode !== 'unpublish' ? { ...json, focalX: focal.x, focalY: focal.y } : json
  const body = upload?.file ? multipart(upload.file, withFocal) : withFocal
  const query = {
    locale,
    depth: 0,
    draft: isDraft ? 'true' : undefined,
    autosave: mode === 'autosave' ? 'true' : undefined,
    uploadEdits: upload?.edits,
  }
  const sending = upload?.file
    ? { onUploadProgress: upload.onProgress, timeoutMs: UPLOAD_TIMEOUT_MS }
    : {}
  if (target.kind === 'global')
    return api<SaveResponse>(apiPaths.global(target.slug), {
      method: 'POST',
      body,
      query,
      keepalive,
      headers,
    })
  if (target.id)
    return api<SaveResponse>(apiPaths.document(target.slug, target.id), {
      method: 'PATCH',
      body,
      query,
      keepalive,
      headers,
      ...sending,
    })
  return api<SaveResponse>(apiPaths.collection(target.slug), {
    method: 'POST',
    body,
    query,
    keepalive,
    headers,
    ...sending,
  })
}

/** What a save of an upload collection's document adds: a new file, and edits of the stored one. */
export interface FileSave {
  file?: File
  /**
   * Payload's `uploadEdits`: a new focal point (percent) makes the image sizes again; a crop (its
   * corner in percent, its size in pixels) cuts the stored image first.
   */
  edits?: {
    focalPoint?: { x: number; y: number }
    crop?: { x: number; y: number; width: number; height: number; unit: '%' }
    widthInPixels?: number
    heightInPixels?: number
  }
  onProgress?: (fraction: number) => void
}

/** A large file on a slow line takes longer than a JSON save may. */
const UPLOAD_TIMEOUT_MS = 60 * 60 * 1000

function multipart(file: File, data: Record<string, unknown>): FormData {
  const form = new FormData()
  form.append('_payload', JSON.stringify(data))
  form.append('file', file, file.name)
  return form
}

/** The saved document out of a save response (collections answer `doc`, globals `result`). */
export function savedDoc(response: SaveResponse): Record<string, unknown> {
  return response.doc ?? response.result ?? {}
}

export type PublishStatus = 'draft' | 'published' | 'changed'

/**
 * The status pill: `published` when the latest version is the published one, `changed` when a
 * newer draft sits on a published document, else `draft`.
 */
export function publishStatus(
  latest: Record<string, unknown> | undefined,
  published: Record<string, unknown> | undefined,
): PublishStatus {
  if (latest?._status === 'published') return 'published'
  return published?._status === 'published' ? 'changed' : 'draft'
}

export function statusAfterSave(previous: PublishStatus, mode: SaveMode): PublishStatus {
  if (mode === 'publish') return 'published'
  if (mode === 'unpublish') return 'draft'
  if (mode === 'draft' || mode === 'autosave') return previous === 'draft' ? 'draft' : 'changed'
  return previous
}

/** The published (not the draft) status of a document or global: one small request. */
export const publishedStatusQuery = (target: SaveTarget & { locale?: string }) =>
  queryOptions({
    queryKey: queryKeys.publishedStatus(
      target.kind,
      target.slug,
      'id' in target ? (target.id ?? null) : null,
      target.locale ?? null,
    ),
    queryFn: ({ signal }) => read<Record<string, unknown>>(reads.publishedStatus(target), signal),
  })

export function duplicateDocument(
  slug: string,
  id: string,
  locale?: string,
): Promise<SaveResponse> {
  return api<SaveResponse>(`${apiPaths.document(slug, id)}/duplicate`, {
    method: 'POST',
    body: {},
    query: { locale, depth: 0 },
  })
}

export function deleteDocument(slug: string, id: string): Promise<SaveResponse> {
  return api<SaveResponse>(apiPaths.document(slug, id), { method: 'DELETE' })
}

export interface BulkResponse {
  docs?: Doc[]
  errors?: { id?: string | number; message?: string }[]
  message?: string
}

const byIds = (ids: string[]) => ({ where: { id: { in: ids } } })

/** Updates the selected documents with one request (publish: `_status: published`, unpublish: `draft`). */
export function bulkUpdate(args: {
  slug: string
  ids: string[]
  data: Record<string, unknown>
  locale?: string
}): Promise<BulkResponse> {
  return api<BulkResponse>(apiPaths.collection(args.slug), {
    method: 'PATCH',
    body: args.data,
    query: { ...byIds(args.ids), locale: args.locale, depth: 0 },
  })
}

export function bulkDelete(args: { slug: string; ids: string[] }): Promise<BulkResponse> {
  return api<BulkResponse>(apiPaths.collection(args.slug), {
    method: 'DELETE',
    query: { ...byIds(args.ids), depth: 0 },
  })
}
