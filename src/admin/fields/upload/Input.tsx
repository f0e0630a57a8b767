import type { UploadField } from '../../../shared/client-config'
import { useState } from 'react'
import { useT } from '../../i18n/I18nProvider'
import { useDocumentDrawers } from '../../lib/document-drawer-context'
import { Icon } from '../../ui/icons'
import {
  refKey,
  replaceRef,
  toRefs,
  withoutRef,
  withRef,
  type RelationRef,
} from '../relationship/relation-value'
import type { InputProps } from '../types'
import { UploadCard } from './UploadCard'
import { UploadChooser } from './UploadChooser'
import { useRelationCollections } from '../relationship/use-relation-collections'
import { useCanCreate } from '../relationship/use-can-create'
import { useLabel } from '../../i18n/label'
import '../../styles/relations.css'

/**
 * Upload: the chosen files as cards (thumbnail, filename, alternative text) with open, swap and
 * remove; "Upload new", the upload collection's form in a drawer (the created file is chosen), and
 * "Choose from existing", its files in a drawer.
 */
export function UploadInput(props: InputProps<UploadField>) {
  const t = useT()
  const label = useLabel()
  const drawers = useDocumentDrawers()
  const { field } = props
  const collections = useRelationCollections(field)
  // A field of several upload collections uploads into the first; any of them can be chosen from.
  const target = collections[0]
  const canUpload = useCanCreate(target?.slug, field.admin.allowCreate) && !props.isReadOnly
  const [chooser, setChooser] = useState<{ replacing?: RelationRef }>()
  const refs = toRefs(props.value, field)
  const chosen = new Set(refs.map(refKey))
  const isFull = field.hasMany
    ? field.maxRows !== undefined && refs.length >= field.maxRows
    : refs.length > 0
  const canChoose = !props.isReadOnly && collections.length > 0

  const uploadNew = async () => {
    if (!drawers || !target) return
    const doc = await drawers.createDocument({ collection: target.slug })
    if (doc) props.onChange(withRef(props.value, { relationTo: target.slug, id: doc.id }, field))
  }

  const choose = (ref: RelationRef) => {
    const replacing = chooser?.replacing
    setChooser(undefined)
    props.onChange(
      replacing ? replaceRef(props.value, replacing, ref, field) : withRef(props.value, ref, field),
    )
  }

  return (
    <div
      id={props.id}
      className="upload-field"
      role="group"
      aria-label={props.label}
      aria-describedby={props.describedBy || undefined}
      data-invalid={props.isInvalid || undefined}
    >
      {refs.length > 0 && (
        <ul className="upload-field__list" aria-label={props.label}>
          {refs.map((ref) => (
            <UploadCard
              key={refKey(ref)}
              value={ref}
              onOpen={
                drawers
                  ? () => void drawers.openDocument({ collection: ref.relationTo, id: ref.id })
                  : undefined
              }
              onSwap={canChoose ? () => setChooser({ replacing: ref }) : undefined}
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
        <p className="relation__none">{t('upload:noFile')}</p>
      )}
      {canChoose && !isFull && (
        <div className={refs.length === 0 ? 'upload-field__empty' : 'upload-field__more'}>
          {canUpload && target && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void uploadNew()}
              onBlur={props.onBlur}
            >
              <Icon name="plus" />
              {t('fields:uploadNewLabel', { label: label(target.labels.singular) })}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setChooser({})}
            onBlur={props.onBlur}
          >
            <Icon name="plus" />
            {t('fields:chooseFromExisting')}
          </button>
        </div>
      )}
      {chooser && (
        <UploadChooser
          collections={collections}
          chosen={chosen}
          onChoose={choose}
          onClose={() => setChooser(undefined)}
          allowCreate={field.admin.allowCreate}
        />
      )}
    </div>
  )
}
