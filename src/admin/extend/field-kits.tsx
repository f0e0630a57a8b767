import { lazy, type ComponentType } from 'react'
import type { CellProps, InputProps } from '../fields/types'
import { adminPlugins } from './registry'

interface LazyKit {
  /** The plugin's slug: render the kit's parts inside `WithPluginStrings`. */
  plugin: string
  Input: ComponentType<InputProps>
  Cell: ComponentType<CellProps> | undefined
}

const kits = new Map<string, LazyKit | null>()

/**
 * The input (and cell) a plugin provides for a field whose config names a kit, loaded when first
 * shown (render them inside Suspense); undefined when no plugin of this build provides it.
 */
export function pluginFieldKit(name: string | undefined): LazyKit | undefined {
  if (!name) return undefined
  let kit = kits.get(name)
  if (kit === undefined) {
    const plugin = adminPlugins().find((p) => p.fieldKits?.[name])
    const contribution = plugin?.fieldKits?.[name]
    kit =
      plugin && contribution
        ? {
            plugin: plugin.slug,
            // The server half names a kit only on fields of the type the kit is written for.
            Input: lazy(contribution.input) as unknown as ComponentType<InputProps>,
            Cell: contribution.cell
              ? (lazy(contribution.cell) as unknown as ComponentType<CellProps>)
              : undefined,
          }
        : null
    kits.set(name, kit)
  }
  return kit ?? undefined
}
