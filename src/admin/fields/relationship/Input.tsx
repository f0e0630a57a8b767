import type { ClientCollection, RelationshipField } from '../../../shared/client-config'
import { useState } from 'react'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import { useDocumentDrawers } from '../../lib/document-drawer-context'
import { Icon } from '../../ui/icons'
import type { InputProps } from '../types'
import { RelationChip } from './RelationChip'
import { RelationPicker } from './RelationPicker'
import {
  isPolymorphic,
  refKey,
  toRefs,
  withoutRef,
  withRef,
  type RelationRef,
} from './relation-value'
import { useCanCreate } from './use-can-create'
import { useRelationCollections } from './use-relation-collections'
import '../../styles/relations.css'

/**
 * Relationship: the chosen documents as chips (open in a drawer, remove) and a searching combobox
 * to add one; polymorphic fields pick the collection first. "Add new" creates one in a drawer.
 */
export function RelationshipInput(props: InputProps<RelationshipField>) {
  const t = useT()
  const label = useLabel()
  const drawers = useDocumentDrawers()
  const { field } = props
  const collections = useRelationCollections(field)
  const [slug, setSlug] = useState(collections[0]?.slug)
  const collection = collections.find((c) => c.slug === slug) ?? collections[0]
  const canCreate = useCanCreate(collection?.slug, field.admin.allowCreate)
  const refs = toRefs(props.value, field)
  const chosen = new Set(refs.map(refKey))
  const isFull = field.hasMany
    ? field.maxRows !== undefined && refs.length >= field.maxRows
    : refs.length > 0
  const isPickerShown = !props.isReadOnly && !isFull && collection !== undefined
  const isMulti = isPolymorphic(field)

  const add = (ref: RelationRef) => {
    props.onChange(withRef(props.value, ref, field))
  }
  const createNew = async () => {
    if (!drawers || !collection) return
    const doc = await drawers.createDocument({ collection: collection.slug })
    if (doc) add({ relationTo: collection.slug, id: doc.id })
  }

  return (
    <div
      className="relation"
      role="group"
      aria-label={props.label}
      data-invalid={props.isInvalid || undefined}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && props.onBlur()}
    >
      {refs.length > 0 && (
        <ul
          className={field.hasMany ? 'value-chips' : 'value-chips value-chips--single'}
          aria-label={props.label}
          aria-describedby={isPickerShown ? undefined : props.describedBy || undefined}
        >
          {refs.map((ref) => (
            <RelationChip
              key={refKey(ref)}
              value={ref}
              isCollectionShown={isMulti}
              onOpen={
                drawers
                  ? () => void drawers.openDocument({ collection: ref.relationTo, id: ref.id })
                  : undefined
              }
              onRemove={
                props.isReadOnly
                  ? undefined
                  : () => props.onChange(withoutRef(props.value, ref, field))
              }
            />
          ))}
        </ul>
      )}
      {refs.length === 0 && props.isReadOnly && (
        <p className="relation__none">{t('general:none')}</p>
      )}
      {isPickerShown && (
        <div className="relation__controls">
          {isMulti && (
            <select
              className="input select relation__collection"
              aria-label={`${props.label}: ${t('fields:relationTo')}`}
              value={collection.slug}
              onChange={(e) => setSlug(e.target.value)}
            >
              {collections.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {label(c.labels.singular)}
                </option>
              ))}
            </select>
          )}
          <RelationPicker
            key={collection.slug}
            id={props.id}
            label={props.label}
            describedBy={props.describedBy}
            isInvalid={props.isInvalid}
            placeholder={
              props.placeholder ??
              t('general:searchBy', { label: titleLabel(collection, label, t) })
            }
            collection={collection}
            chosen={chosen}
            onPick={add}
          />
          {canCreate && (
            <button
              type="button"
              className="button button--secondary relation__add"
              onClick={() => void createNew()}
            >
              <Icon name="plus" />
              {t('fields:addNewLabel', { label: label(collection.labels.singular) })}
            </button>
          )}
        </div>
      )}
    </div>
  )
}

/** What the search looks in: the label of the collection's title field. */
function titleLabel(
  collection: ClientCollection,
  label: ReturnType<typeof useLabel>,
  t: ReturnType<typeof useT>,
): string {
  const name = collection.admin.useAsTitle
  if (name === 'id') return t('folio:id')
  const field = collection.fields.find((f) => f.name === name)
  return label(field?.label, name)
}
