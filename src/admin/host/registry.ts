import type { AdminPlugin, UseEditorExtension } from './types'
import type { ApiRead, EditorReads, EditorTarget } from '../../shared/api-reads'
import { conditionName, type ConditionFn } from '../../shared/conditions'

let registered: readonly AdminPlugin[] = []

/** Called once by the composition root (`app/plugins.ts`), before the admin first renders. */
export function registerAdminPlugins(plugins: readonly AdminPlugin[]): void {
  const slugs = new Set<string>()
  for (const plugin of plugins) {
    if (slugs.has(plugin.slug)) throw new Error(`Two admin plugins are called '${plugin.slug}'`)
    slugs.add(plugin.slug)
  }
  const viewPaths = new Set<string>()
  for (const view of plugins.flatMap((p) => p.documentViews ?? [])) {
    if (!/^[a-z0-9-]+$/.test(view.path) || view.path === 'edit' || viewPaths.has(view.path))
      throw new Error(`A document view cannot have the path '${view.path}'`)
    viewPaths.add(view.path)
  }
  for (const plugin of plugins)
    for (const condition of plugin.conditions ?? [])
      if (!conditionName(condition)?.startsWith(`${plugin.slug}:`))
        throw new Error(`A condition of '${plugin.slug}' must be named '${plugin.slug}:<name>'`)
  for (const plugin of plugins)
    for (const widget of plugin.dashboardWidgets ?? [])
      if (!widget.id.startsWith(`${plugin.slug}:`))
        throw new Error(
          `A dashboard widget of '${plugin.slug}' must be named '${plugin.slug}:<name>'`,
        )
  registered = plugins
}

export function adminPlugins(): readonly AdminPlugin[] {
  return registered
}

/** A contribution with the slug of the plugin that made it (whose strings it needs). */
export type Contributed<T> = T & { plugin: string }

/** The plugin keys that hold a list of contributions, each rendered by core where it belongs. */
export type ContributionKey =
  | 'routes'
  | 'documentViews'
  | 'documentPanels'
  | 'listActions'
  | 'beforeList'
  | 'afterList'
  | 'listFilters'
  | 'documentActions'
  | 'editorPanels'
  | 'navLinks'
  | 'signInMethods'
  | 'accountSections'
  | 'dashboardWidgets'
  // The shell's parts and the command palette's commands (issue 38).
  | 'shellParts'
  | 'commands'

type ContributionOf<K extends ContributionKey> = NonNullable<AdminPlugin[K]>[number]

/** Every registered plugin's contributions under `key`, in registration order. */
export const contributed = <K extends ContributionKey>(key: K): Contributed<ContributionOf<K>>[] =>
  registered.flatMap((plugin) =>
    ((plugin[key] ?? []) as ContributionOf<K>[]).map((item) => ({ ...item, plugin: plugin.slug })),
  )

/** The plugins' conditions by name, to run beside the content model's. */
export function pluginConditions(): Record<string, ConditionFn> {
  return Object.fromEntries(
    registered.flatMap((p) => p.conditions ?? []).map((c) => [conditionName(c), c]),
  )
}

let loadingEditorExtensions: Promise<UseEditorExtension[]> | undefined
let loadedEditorExtensions: UseEditorExtension[] | undefined
let loadedEditorReads: EditorReads[] = []

/** Downloads every plugin's editor extension once; the router starts it with an editor screen's code. */
export function loadEditorExtensions(): Promise<UseEditorExtension[]> {
  loadingEditorExtensions ??= Promise.all(
    registered.flatMap((p) => p.editorExtensions ?? []).map((load) => load()),
  ).then((modules) => {
    loadedEditorReads = modules.flatMap((m) => (m.editorReads ? [m.editorReads] : []))
    return (loadedEditorExtensions = modules.map((m) => m.useEditorExtension))
  })
  return loadingEditorExtensions
}

/**
 * The editor extensions once downloaded. An editor reads them here: `use()` of even a settled
 * promise suspends the first render once, and React then holds the editor back for 300 ms (its
 * throttle of Suspense reveals), which is what a page opened from the address bar waited for.
 */
export function loadedEditorExtensionHooks(): UseEditorExtension[] | undefined {
  return loadedEditorExtensions
}

/**
 * The reads the downloaded editor extensions make for an editor of `target` at its first render,
 * read ahead by the admin (a link's intent): never the browser's own navigation, so none that
 * changes state (the lock is read, not taken).
 */
export function editorReadsFor(target: EditorTarget, locale: string | undefined): ApiRead[] {
  return loadedEditorReads.flatMap((reads) => reads(target, { locale, isOwnNavigation: false }))
}
