import type { AdminPlugin, DocumentPanelContribution, ListActionContribution, RouteContribution } from './types'

let registered: readonly AdminPlugin[] = []

/** Called once by the composition root (`app/plugins.ts`), before the admin first renders. */
export function registerAdminPlugins(plugins: readonly AdminPlugin[]): void {
  const slugs = new Set<string>()
  for (const plugin of plugins) {
    if (slugs.has(plugin.slug)) throw new Error(`Two admin plugins are called '${plugin.slug}'`)
    slugs.add(plugin.slug)
  }
  registered = plugins
}

export function adminPlugins(): readonly AdminPlugin[] {
  return registered
}

export function pluginRoutes(): RouteContribution[] {
  return registered.flatMap((p) => p.routes ?? [])
}

export function documentPanels(): DocumentPanelContribution[] {
  return registered.flatMap((p) => p.documentPanels ?? [])
}

export function listActions(): ListActionContribution[] {
  return registered.flatMap((p) => p.listActions ?? [])
}
