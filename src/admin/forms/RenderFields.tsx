import type { ClientField } from '../../shared/client-config'
import { FieldRenderer } from './FieldRenderer'
import type { FormStore } from './form-store'

export function RenderFields(props: { store: FormStore; fields: ClientField[]; isReadOnly: boolean; idPrefix: string; fallbackDoc?: Record<string, unknown> }) {
  return (
    <div className="fields">
      {props.fields
        .filter((f) => !f.admin.hidden)
        .map((field) => (
          <FieldRenderer key={field.name} store={props.store} field={field} isReadOnly={props.isReadOnly} idPrefix={props.idPrefix} fallbackValue={props.fallbackDoc?.[field.name]} />
        ))}
    </div>
  )
}
