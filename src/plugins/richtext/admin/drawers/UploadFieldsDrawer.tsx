import { useId, useState } from 'react'
import { Button } from 'react-aria-components/Button'
import {
  FormStore,
  RenderFields,
  useServerValidation,
  valuesFromDoc,
} from '../../../../admin/extend/forms'
import { useT } from '../../../../admin/extend/i18n'
import { useRelationDoc } from '../../../../admin/extend/relations'
import type { ClientField } from '../../../../shared/client-config'
import type { UploadElement } from '../../../../shared/rich-text'
import { DrawerForm } from './DrawerForm'
import { extraFieldValues } from './extra-field-values'

/** The extra fields of an embedded upload (a caption, say), as its editor declares them. */
export function UploadFieldsDrawer(props: {
  element: UploadElement
  fields: ClientField[]
  /** The fields as the server knows them (`<rich-text field>.upload.<collection>`), for its checks while typing. */
  schemaPath: string
  onSave: (fields: Record<string, unknown>) => void
  onClose: () => void
}) {
  const t = useT()
  const id = useId()
  const { element } = props
  const { doc, title } = useRelationDoc({ relationTo: element.relationTo, id: element.value.id })
  const name = typeof doc?.filename === 'string' && doc.filename ? doc.filename : title
  const [store] = useState(() => new FormStore(valuesFromDoc(props.fields, element.fields)))
  useServerValidation({ store, fields: props.fields, schemaPath: props.schemaPath })
  return (
    <DrawerForm
      title={t('fields:editLabelData', { label: name })}
      onClose={props.onClose}
      onSubmit={() => props.onSave(extraFieldValues(props.fields, store))}
      actions={
        <>
          <Button className="button button--secondary" onPress={props.onClose}>
            {t('richtext:cancel')}
          </Button>
          <Button type="submit" className="button button--primary">
            {t('fields:saveChanges')}
          </Button>
        </>
      }
    >
      <RenderFields store={store} fields={props.fields} isReadOnly={false} idPrefix={id} />
    </DrawerForm>
  )
}
