import { Icon } from '../../ui/icons'
import type { MediaInfo } from './media'

/**
 * The thumbnail of an upload, or a file badge with its extension; decorative (the filename is next
 * to it) unless given an `alt` for the image.
 */
export function MediaThumb(props: { info: MediaInfo; className?: string; alt?: string }) {
  const className = `media-thumb ${props.className ?? ''}`
  if (props.info.thumbnail) {
    return (
      <span className={className}>
        <img src={props.info.thumbnail} alt={props.alt ?? ''} loading="lazy" decoding="async" />
      </span>
    )
  }
  return (
    <span className={`${className} media-thumb--file`} aria-hidden="true">
      <Icon name="file" size={20} />
      {props.info.extension && <span className="media-thumb__ext">{props.info.extension}</span>}
    </span>
  )
}
