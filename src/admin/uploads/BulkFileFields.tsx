import type { ClientCollection } from '../../shared/client-config'
import type { FormStore } from '../forms/form-store'
import { RenderLayout } from '../forms/RenderLayout'

/** One file's fields in a bulk upload: the collection's form, its file fields left out (hidden). */
export function BulkFileFields(props: {
  id: string
  collection: ClientCollection
  store: FormStore
  idPrefix: string
  label: string
}) {
  const { fields, layout } = props.collection
  return (
    <section id={props.id} className="bulk-upload__details" aria-label={props.label}>
      <RenderLayout
        nodes={layout}
        fieldsByPath={new Map(fields.map((f) => [f.name, f]))}
        rootFields={fields}
        store={props.store}
        isReadOnly={false}
        idPrefix={props.idPrefix}
      />
    </section>
  )
}
