import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react'
import { previewKind } from '../../shared/mime-types'
import { useT } from '../i18n/I18nProvider'
import { Icon } from '../ui/icons'
import { focalFromPointer, nudgeFocal, type FocalPoint } from './focal-point'

interface FilePreviewProps {
  src?: string
  mimeType: string
  filename: string
  /** Where the focal point is; with `onFocal`, the preview sets it by click or arrow keys. */
  focal?: FocalPoint
  onFocal?: (point: FocalPoint) => void
  /** What the focal point is for, under the editor; an image's sizes by default. */
  focalHelp?: string
  /** The image's own size, once it is known (a chosen file's dimensions). */
  onDimensions?: (size: { width: number; height: number }) => void
}

/** An image or video shown as it is, or a file badge; a focal-point editor where one is asked for. */
export function FilePreview(props: FilePreviewProps) {
  const t = useT()
  const helpId = useId()
  const media = useRef<HTMLImageElement & HTMLVideoElement>(null)
  const kind = props.src ? previewKind(props.mimeType) : 'file'
  const extension = props.filename.includes('.')
    ? props.filename.split('.').pop()!.toUpperCase()
    : ''

  if (kind === 'file')
    return (
      <div className="file-preview file-preview--file" aria-hidden="true">
        <Icon name="file" size={32} />
        {extension && <span className="file-preview__ext">{extension}</span>}
      </div>
    )

  const shown =
    kind === 'image' ? (
      <img
        ref={media}
        src={props.src}
        alt=""
        decoding="async"
        onLoad={(e) =>
          props.onDimensions?.({
            width: e.currentTarget.naturalWidth,
            height: e.currentTarget.naturalHeight,
          })
        }
      />
    ) : (
      <video
        ref={media}
        src={props.src}
        muted
        playsInline
        preload="metadata"
        onLoadedMetadata={(e) =>
          props.onDimensions?.({
            width: e.currentTarget.videoWidth,
            height: e.currentTarget.videoHeight,
          })
        }
      />
    )

  const { focal, onFocal } = props
  if (!focal || !onFocal)
    return (
      <div className="file-preview">
        <div className="file-preview__frame">
          {shown}
          {focal && <FocalMarker point={focal} />}
        </div>
      </div>
    )

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter or Space on the button is a click too, without a pointer position: the arrows move the point.
    if (event.detail === 0 || !media.current) return
    onFocal(focalFromPointer(media.current.getBoundingClientRect(), event.clientX, event.clientY))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgeFocal(focal, event.key, event.shiftKey)
    if (!next) return
    event.preventDefault()
    onFocal(next)
  }
  return (
    <div className="file-preview">
      <button
        type="button"
        className="file-preview__frame file-preview__focal"
        aria-label={t('upload:setFocalPoint')}
        aria-describedby={helpId}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {shown}
        <FocalMarker point={focal} />
      </button>
      <div id={helpId} className="file-preview__help">
        <p aria-live="polite">{t('folio:focalPointAt', { x: focal.x, y: focal.y })}</p>
        <p>{props.focalHelp ?? t('folio:focalPointHelp')}</p>
      </div>
    </div>
  )
}

function FocalMarker(props: { point: FocalPoint }) {
  return (
    <span
      className="focal-marker"
      aria-hidden="true"
      style={{ left: `${props.point.x}%`, top: `${props.point.y}%` }}
    />
  )
}
