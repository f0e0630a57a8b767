import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { Icon } from '../../ui/icons'
import { ValueChip } from '../shared/ValueChip'
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
    <ValueChip
      title={title}
      prefix={props.isCollectionShown && collection ? label(collection.labels.singular) : undefined}
      isMissing={isMissing}
      isBusy={isLoading}
      onRemove={props.onRemove}
      actions={
        props.onOpen &&
        !isMissing && (
          <button
            type="button"
            className="value-chip__button"
            aria-label={t('general:editLabel', { label: title })}
            onClick={props.onOpen}
          >
            <Icon name="edit" size={14} />
          </button>
        )
      }
    >
      {isLoading ? <span className="value-chip__loading">{t('general:loading')}…</span> : undefined}
    </ValueChip>
  )
}
