import type { UploadField } from '../../../shared/client-config'
import { boot } from '../../lib/boot'
import { refKey, toRefs, type RelationRef } from '../relationship/relation-value'
import { useRelationDoc } from '../relationship/use-relation-doc'
import type { CellProps } from '../types'
import { mediaInfo } from './media'
import { MediaThumb } from './MediaThumb'
import '../../styles/relations.css'

/** A small thumbnail and the filename (the documents of the whole list load in one request). */
export function UploadCell(props: CellProps<UploadField>) {
  const refs = toRefs(props.value, props.field)
  if (refs.length === 0) return <span className="cell-empty">—</span>
  return (
    <span className="upload-cell">
      {refs.slice(0, 3).map((ref) => (
        <UploadCellItem key={refKey(ref)} value={ref} />
      ))}
    </span>
  )
}

function UploadCellItem(props: { value: RelationRef }) {
  const { doc, title, isLoading } = useRelationDoc(props.value, { isFullDoc: true })
  const info = mediaInfo(doc, boot.apiRoute)
  return (
    <span className="upload-cell__item">
      <MediaThumb info={info} className="upload-cell__thumb" />
      <span className="upload-cell__name">{isLoading ? '…' : info.filename || title}</span>
    </span>
  )
}
