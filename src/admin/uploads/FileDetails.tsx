import { formatBytes } from '../../shared/format-bytes'
import { useI18n } from '../i18n/I18nProvider'
import type { StoredFile } from './stored-file'

interface FileDetailsProps {
  filename: string
  /** Where the file can be opened (a stored file). */
  url?: string
  filesize?: number
  width?: number
  height?: number
  mimeType: string
}

/** File name, size, dimensions and type, as a description list. */
export function FileDetails(props: FileDetailsProps) {
  const { t, language } = useI18n()
  return (
    <dl className="file-details">
      <div>
        <dt>{t('upload:fileName')}</dt>
        <dd className="file-details__name">
          {props.url ? (
            <a
              href={props.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('folio:openFile', { name: props.filename })}
            >
              {props.filename}
            </a>
          ) : (
            props.filename
          )}
        </dd>
      </div>
      {props.filesize !== undefined && (
        <div>
          <dt>{t('upload:fileSize')}</dt>
          <dd>{formatBytes(props.filesize, language)}</dd>
        </div>
      )}
      {props.width !== undefined && props.height !== undefined && (
        <div>
          <dt>{t('folio:dimensions')}</dt>
          <dd>
            {props.width} × {props.height}
          </dd>
        </div>
      )}
      {props.mimeType && (
        <div>
          <dt>{t('folio:mimeType')}</dt>
          <dd>{props.mimeType}</dd>
        </div>
      )}
    </dl>
  )
}

/** The image sizes made from a stored image, each a link to its file. */
export function ImageSizes(props: { sizes: StoredFile['sizes'] }) {
  const { t, language } = useI18n()
  if (props.sizes.length === 0) return null
  return (
    <section className="image-sizes" aria-label={t('upload:sizes')}>
      <h3 className="image-sizes__title">{t('upload:sizes')}</h3>
      <ul>
        {props.sizes.map((size) => (
          <li key={size.name}>
            <a href={size.url} target="_blank" rel="noopener noreferrer">
              {size.name}
            </a>
            <span className="image-sizes__meta">
              {size.width !== undefined && size.height !== undefined
                ? `${size.width} × ${size.height}`
                : ''}
              {size.filesize !== undefined ? ` · ${formatBytes(size.filesize, language)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
