import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { Icon } from '../../ui/icons'
import type { RelationRef } from './relation-value'
import { useRelationDoc } from './use-relation-doc'

interface RelationChipProps {
  value: RelationRef
  /** Polymorphic fields name the collection before the title. */
  isCollectionShown: boolean
  onOpen?: () => void
  onRemove?: () => void
}

/** One chosen document: its title, a button to open it in a drawer and one to remove it. */
export function RelationChip(props: RelationChipProps) {
  const t = useT()
  const label = useLabel()
  const { collection, title, isLoading, isMissing } = useRelationDoc(props.value)
  return (
    <li className="relation-chip" data-missing={isMissing || undefined} aria-busy={isLoading || undefined}>
      {props.isCollectionShown && collection && <span className="relation-chip__collection">{label(collection.labels.singular)}</span>}
      <span className="relation-chip__title" title={title}>
        {isLoading ? <span className="relation-chip__loading">{t('general:loading')}…</span> : title}
      </span>
      {props.onOpen && !isMissing && (
        <button type="button" className="relation-chip__button" aria-label={t('general:editLabel', { label: title })} onClick={props.onOpen}>
          <Icon name="edit" size={14} />
        </button>
      )}
      {props.onRemove && (
        <button type="button" className="relation-chip__button" aria-label={`${t('general:remove')}: ${title}`} onClick={props.onRemove}>
          <Icon name="close" size={14} />
        </button>
      )}
    </li>
  )
}
