import type { ComponentType } from 'react'
import type { CellProps, InputProps } from '../fields/types'
import type { Preloadable } from '../lib/preloadable'
import { lazyPart } from './lazy-part'
import { adminPlugins } from './registry'

interface LazyKit {
  /** The plugin's slug: render the kit's parts inside `WithPluginStrings`. */
  plugin: string
  Input: Preloadable<InputProps, unknown>
  Cell: Preloadable<CellProps, unknown> | undefined
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
            Input: lazyPart(
              `${plugin.slug}/field-kit/${name}/input`,
              contribution.input as () => Promise<{ default: ComponentType<InputProps> }>,
            ),
            Cell: contribution.cell
              ? lazyPart(
                  `${plugin.slug}/field-kit/${name}/cell`,
                  contribution.cell as () => Promise<{ default: ComponentType<CellProps> }>,
                )
              : undefined,
          }
        : null
    kits.set(name, kit)
  }
  return kit ?? undefined
}
