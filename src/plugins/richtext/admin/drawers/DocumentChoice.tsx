import { useState } from 'react'
import { useLabel, useT } from '../../../../admin/extend/i18n'
import {
  RelationPicker,
  useRelationDoc,
  type RelationRef,
} from '../../../../admin/extend/relations'
import { FieldError } from '../../../../admin/extend/ui'
import type { ClientCollection } from '../../../../shared/client-config'

interface DocumentChoiceProps {
  id: string
  label: string
  collections: ClientCollection[]
  chosen: RelationRef | undefined
  onChoose: (ref: RelationRef) => void
  /** What is missing, said under the field. */
  error?: string
}

/** The document chosen so far (its collection and title). */
function ChosenDocument(props: { value: RelationRef }) {
  const label = useLabel()
  const { collection, title, isLoading } = useRelationDoc(props.value)
  return (
    <p className="rich-text-drawer__chosen" aria-live="polite" aria-busy={isLoading || undefined}>
      {collection && <span>{label(collection.labels.singular)}</span>}
      <strong>{title}</strong>
    </p>
  )
}

/** A document of one of the collections: the collection, then a search over its titles. */
export function DocumentChoice(props: DocumentChoiceProps) {
  const t = useT()
  const label = useLabel()
  const [slug, setSlug] = useState(props.chosen?.relationTo ?? props.collections[0]?.slug)
  const collection = props.collections.find((c) => c.slug === slug) ?? props.collections[0]
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.chosen && <ChosenDocument value={props.chosen} />}
      <div className="rich-text-drawer__picker">
        {props.collections.length > 1 && (
          <select
            className="input select select--compact"
            aria-label={t('fields:relationTo')}
            value={collection?.slug}
            onChange={(event) => setSlug(event.target.value)}
          >
            {props.collections.map((c) => (
              <option key={c.slug} value={c.slug}>
                {label(c.labels.plural)}
              </option>
            ))}
          </select>
        )}
        {collection && (
          <RelationPicker
            key={collection.slug}
            id={props.id}
            label={props.label}
            describedBy={props.error ? `${props.id}-error` : ''}
            isInvalid={props.error !== undefined}
            placeholder={t('fields:chooseLabel', { label: label(collection.labels.singular) })}
            collection={collection}
            chosen={new Set()}
            onPick={props.onChoose}
          />
        )}
      </div>
      {props.error !== undefined && <FieldError id={`${props.id}-error`} message={props.error} />}
    </div>
  )
}
