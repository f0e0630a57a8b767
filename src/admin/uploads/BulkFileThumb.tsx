import { previewKind } from '../../shared/mime-types'
import { MediaThumb } from '../fields/upload/MediaThumb'
import { extensionOf } from '../fields/upload/media'
import { useT } from '../i18n/I18nProvider'
import { useObjectURL } from './use-object-url'

/** A file chosen for a bulk upload as a thumbnail: the image itself, or a badge with its extension. */
export function BulkFileThumb(props: { file: File }) {
  const t = useT()
  const { file } = props
  const thumbnail = useObjectURL(previewKind(file.type) === 'image' ? file : undefined)
  return (
    <MediaThumb
      className="bulk-upload__thumb"
      alt={t('folio:filePreviewOf', { name: file.name })}
      info={{
        filename: file.name,
        alt: '',
        mimeType: file.type,
        thumbnail,
        extension: extensionOf(file.name),
      }}
    />
  )
}
