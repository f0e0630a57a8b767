import type { ClientField } from '../../shared/client-config'
import type { FormStore } from './form-store'
import { RenderLayout } from './RenderLayout'

/** A flat list of fields (no containers), for small forms such as the first user's. */
export function RenderFields(props: {
  store: FormStore
  fields: ClientField[]
  isReadOnly: boolean
  idPrefix: string
}) {
  return (
    <RenderLayout
      nodes={props.fields.map((f) => ({ kind: 'field', path: f.name }))}
      fieldsByPath={new Map(props.fields.map((f) => [f.name, f]))}
      rootFields={props.fields}
      store={props.store}
      isReadOnly={props.isReadOnly}
      idPrefix={props.idPrefix}
    />
  )
}
