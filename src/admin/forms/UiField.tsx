import { Suspense } from 'react'
import type { UiField as UiFieldConfig } from '../../shared/client-config'
import { WithPluginStrings } from '../host/strings'
import { pluginUiField } from '../host/ui-fields'
import { uiComponents } from '../fields/ui/components'
import type { FormStore } from './form-store'

/**
 * A UI field: the component its config names (a plugin's, else one of the admin's own), reading the
 * form live; nothing when none is registered.
 */
export function UiField(props: { store: FormStore; field: UiFieldConfig; path: string }) {
  const plugin = pluginUiField(props.field.component)
  const Component =
    plugin?.Form ?? (props.field.component ? uiComponents[props.field.component] : undefined)
  if (!Component) return null
  const part = (
    <Suspense fallback={null}>
      <Component field={props.field} path={props.path} store={props.store} />
    </Suspense>
  )
  return (
    <div className="field field--ui" data-field={props.path}>
      {plugin ? <WithPluginStrings plugin={plugin.plugin}>{part}</WithPluginStrings> : part}
    </div>
  )
}
