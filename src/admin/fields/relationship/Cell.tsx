import type { RelationshipField, UploadField } from '../../../shared/client-config'
import { Fragment } from 'react'
import { useT } from '../../i18n/I18nProvider'
import type { CellProps } from '../types'
import { refKey, toRefs, type RelationRef } from './relation-value'
import { useRelationDoc } from './use-relation-doc'
import '../../styles/relations.css'

const SHOWN = 3

/** The related documents' titles (fetched in one batch per collection for the whole list). */
export function RelationshipCell(props: CellProps<RelationshipField | UploadField>) {
  const t = useT()
  const refs = toRefs(props.value, props.field)
  if (refs.length === 0) return <span className="cell-empty">—</span>
  const rest = refs.length - SHOWN
  return (
    <span className="relation-cell">
      {refs.slice(0, SHOWN).map((ref, index) => (
        <Fragment key={refKey(ref)}>
          {index > 0 && ', '}
          <RelationTitle value={ref} />
        </Fragment>
      ))}
      {rest > 0 && (
        <span className="relation-cell__more">{t('folio:andMore', { count: rest })}</span>
      )}
    </span>
  )
}

export function RelationTitle(props: { value: RelationRef }) {
  const { title, isLoading } = useRelationDoc(props.value)
  return <span className="relation-cell__item">{isLoading ? '…' : title}</span>
}
