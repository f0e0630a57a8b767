import type { ReactNode } from 'react'
import { useT } from '../../i18n/I18nProvider'
import { Icon } from '../../ui/icons'
import '../../styles/combo.css'

interface ValueChipProps {
  /** The chip's text: shown (unless `children` is given), its tooltip, and what its remove button names. */
  title: string
  /** Shown instead of the title while it is not known yet (a loading text). */
  children?: ReactNode
  /** Before the title: a polymorphic relation names its collection there. */
  prefix?: ReactNode
  /** More buttons before the remove button (a relation's "edit"). */
  actions?: ReactNode
  isMissing?: boolean
  isBusy?: boolean
  /** Absent on read-only fields: no remove button then. */
  onRemove?: () => void
}

/** One chosen value in a `.value-chips` list: its title and, when it can be removed, a remove button. */
export function ValueChip(props: ValueChipProps) {
  const t = useT()
  return (
    <li
      className="value-chip"
      data-missing={props.isMissing || undefined}
      aria-busy={props.isBusy || undefined}
    >
      {props.prefix !== undefined && <span className="value-chip__prefix">{props.prefix}</span>}
      <span className="value-chip__title" title={props.title}>
        {props.children ?? props.title}
      </span>
      {props.actions}
      {props.onRemove && (
        <button
          type="button"
          className="value-chip__button"
          aria-label={`${t('general:remove')}: ${props.title}`}
          onClick={props.onRemove}
        >
          <Icon name="close" size={14} />
        </button>
      )}
    </li>
  )
}
