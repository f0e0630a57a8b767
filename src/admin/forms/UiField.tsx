import { Suspense } from 'react'
import type { ClientField } from '../../shared/client-config'
import { uiComponents } from '../fields/ui/components'
import type { FormStore } from './form-store'

/** A UI field: its registered component, reading the form live; nothing when no component is registered. */
export function UiField(props: { store: FormStore; field: ClientField; path: string }) {
  const Component = props.field.component ? uiComponents[props.field.component] : undefined
  if (!Component) return null
  return (
    <div className="field field--ui" data-field={props.path}>
      <Suspense fallback={null}>
        <Component field={props.field} path={props.path} store={props.store} />
      </Suspense>
    </div>
  )
}
