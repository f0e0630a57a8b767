import type { ReactNode } from 'react'
import type { ClientCollection, ClientField } from '../../../shared/client-config'
import { formatBytes } from '../../../shared/format-bytes'
import { mediaInfo } from '../../fields/upload/media'
import { MediaThumb } from '../../fields/upload/MediaThumb'
import { boot } from '../../lib/boot'
import '../../styles/relations.css'

/** The file fields Payload adds to an upload collection (hidden in the form) that can be list columns. */
export const FILE_COLUMNS = ['filename', 'mimeType', 'filesize', 'width', 'height']

/** An upload collection's own cells: the file name with its thumbnail, the size in units. */
export function uploadCell(
  collection: ClientCollection,
  field: ClientField,
  doc: Record<string, unknown>,
): ReactNode | undefined {
  if (!collection.isUpload) return undefined
  if (field.name === 'filename') {
    const info = mediaInfo(doc, boot.apiRoute)
    return (
      <span className="upload-cell__item">
        <MediaThumb info={info} className="list-thumb" />
        <span>{info.filename}</span>
      </span>
    )
  }
  if (field.name === 'filesize' && typeof doc.filesize === 'number')
    return formatBytes(doc.filesize)
  return undefined
}
