import { useState } from 'react'
import { Dialog } from 'react-aria-components/Dialog'
import { Heading } from 'react-aria-components/Heading'
import { Modal, ModalOverlay } from 'react-aria-components/Modal'
import type { ClientCollection } from '../../../shared/client-config'
import { kitOf } from '../../fields/registry'
import { FieldRenderer } from '../../forms/FieldRenderer'
import { FormStore } from '../../forms/form-store'
import { dataToSave, valuesFromDoc } from '../../forms/initial-values'
import { validateForm } from '../../forms/validate-form'
import { useT } from '../../i18n/I18nProvider'
import { useLabel } from '../../i18n/label'
import '../../styles/dialog.css'

interface EditManyDialogProps {
  collection: ClientCollection
  count: number
  isBusy: boolean
  onSave: (data: Record<string, unknown>) => void
  onCancel: () => void
}

/** Choose fields, give them values, and apply those values to every selected document. */
export function EditManyDialog(props: EditManyDialogProps) {
  const t = useT()
  const label = useLabel()
  // Rows (arrays, blocks) and joins are edited one document at a time.
  const editable = props.collection.fields.filter(
    (f) => !f.admin.readOnly && !f.admin.hidden && !kitOf(f).hasRows && !kitOf(f).hasNoValue,
  )
  const [chosen, setChosen] = useState<string[]>([])
  const [store] = useState(() => new FormStore(valuesFromDoc(editable, undefined)))
  const fields = editable.filter((f) => chosen.includes(f.name))

  function save() {
    if (!validateForm({ store, fields, labelOf: (f) => label(f.label, f.name) })) return
    props.onSave(dataToSave(fields, store.getValues()))
  }

  return (
    <ModalOverlay
      className="dialog-overlay"
      isOpen
      isDismissable={!props.isBusy}
      onOpenChange={(isOpen) => !isOpen && props.onCancel()}
    >
      <Modal className="dialog-modal dialog-modal--wide">
        <Dialog className="dialog">
          <Heading slot="title" className="dialog__title">
            {t('general:editingLabel_other', {
              count: props.count,
              label: label(props.collection.labels.plural),
            })}
          </Heading>
          <fieldset className="edit-many__choices">
            <legend className="field__label">{t('fields:selectFieldsToEdit')}</legend>
            {editable.map((f) => (
              <label key={f.name} className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.includes(f.name)}
                  onChange={(e) =>
                    setChosen((c) =>
                      e.target.checked ? [...c, f.name] : c.filter((n) => n !== f.name),
                    )
                  }
                />
                <span>{label(f.label, f.name)}</span>
              </label>
            ))}
          </fieldset>
          {fields.length > 0 && (
            <div className="fields">
              {fields.map((field) => (
                <FieldRenderer
                  key={field.name}
                  store={store}
                  field={field}
                  isReadOnly={props.isBusy}
                  idPrefix="edit-many"
                />
              ))}
            </div>
          )}
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={props.isBusy}
              onClick={props.onCancel}
            >
              {t('general:cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={props.isBusy || fields.length === 0}
              onClick={save}
            >
              {props.isBusy ? t('general:saving') : t('general:save')}
            </button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
