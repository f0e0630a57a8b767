import type { Preloadable } from '../lib/preloadable'
import { lazyPart } from './lazy-part'
import { adminPlugins } from './registry'
import type { UiCellProps, UiFieldProps } from './types'

interface UiFieldParts {
  /** The plugin's slug: render the parts inside `WithPluginStrings`. */
  plugin: string
  Form: Preloadable<UiFieldProps, unknown> | undefined
  Cell: Preloadable<UiCellProps, unknown> | undefined
}

/**
 * The parts a plugin provides for a UI field whose config names `name` (`admin.custom.folioComponent`),
 * each loaded when first shown (render them inside Suspense); undefined when no plugin of this build does.
 */
export function pluginUiField(name: string | undefined): UiFieldParts | undefined {
  if (!name) return undefined
  const plugin = adminPlugins().find((p) => p.uiFields?.[name])
  const contribution = plugin?.uiFields?.[name]
  if (!plugin || !contribution) return undefined
  const id = `${plugin.slug}/ui-field/${name}`
  return {
    plugin: plugin.slug,
    Form: contribution.form && lazyPart(`${id}/form`, contribution.form),
    Cell: contribution.cell && lazyPart(`${id}/cell`, contribution.cell),
  }
}
