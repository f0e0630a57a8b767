import type { ReactNode } from 'react'
import { useT } from '../../i18n/I18nProvider'
import { boot } from '../../lib/boot'
import { Icon } from '../../ui/icons'
import type { RelationRef } from '../relationship/relation-value'
import { useRelationDoc } from '../relationship/use-relation-doc'
import { mediaInfo } from './media'
import { MediaThumb } from './MediaThumb'

interface UploadCardProps {
  value: RelationRef
  onOpen?: () => void
  onSwap?: () => void
  onRemove?: () => void
  /** Buttons of the card's user before swap and remove (a rich-text upload's extra fields). */
  actions?: ReactNode
  /** A card in a list of uploads is an `li` (the default); a single one stands alone. */
  as?: 'li' | 'div'
}

/** A chosen upload: thumbnail, filename and alternative text, with open, swap and remove. */
export function UploadCard(props: UploadCardProps) {
  const t = useT()
  const { doc, title, isLoading, isMissing } = useRelationDoc(props.value, { isFullDoc: true })
  const info = mediaInfo(doc, boot.apiRoute)
  const name = info.filename || title
  const Card = props.as ?? 'li'
  return (
    <Card
      className="upload-card"
      aria-busy={isLoading || undefined}
      data-missing={isMissing || undefined}
    >
      <MediaThumb info={info} className="upload-card__thumb" />
      <div className="upload-card__text">
        <span className="upload-card__name" title={name}>
          {isLoading ? `${t('general:loading')}…` : name}
        </span>
        {info.alt && <span className="upload-card__alt">{info.alt}</span>}
      </div>
      <div className="upload-card__actions">
        {props.onOpen && !isMissing && (
          <button
            type="button"
            className="button button--icon"
            aria-label={t('general:editLabel', { label: name })}
            onClick={props.onOpen}
          >
            <Icon name="edit" />
          </button>
        )}
        {props.actions}
        {props.onSwap && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={props.onSwap}
          >
            {t('fields:swapUpload')}
          </button>
        )}
        {props.onRemove && (
          <button
            type="button"
            className="button button--icon"
            aria-label={`${t('fields:removeUpload')}: ${name}`}
            onClick={props.onRemove}
          >
            <Icon name="close" />
          </button>
        )}
      </div>
    </Card>
  )
}
